import type { AnalysisLimitExceeded, ServiceUnavailable } from "@statement-engine/core"
import { Effect, Option, Schema } from "effect"
import type { MessagePort } from "node:worker_threads"
import type { Piscina } from "piscina"
import type { SpareBuffers } from "./spare-buffers.js"
import type { ThreadAffinity } from "./thread-affinity.js"
import { WorkerCrashed } from "./worker-crashed.js"
import { PostedTask, TaskStarted, WorkerAnswer, type WorkerReply, type WorkerTask } from "./worker-messages.js"

const encodePosted = Schema.encodeSync(PostedTask)
const decodeAnswer = Schema.decodeUnknownSync(WorkerAnswer)
const decodeStarted = Schema.decodeUnknownOption(TaskStarted)

/** A task ready to post, and what it transfers. */
export interface Posted {
  readonly task: WorkerTask
  readonly transferList: ReadonlyArray<ArrayBuffer | MessagePort>
}

/** What a submitted task may end with besides its reply. */
type TaskOutcome = Effect.Effect<WorkerReply, ServiceUnavailable | AnalysisLimitExceeded>

/** How many tasks run at once and wait, and what a task past its limits fails with. */
export interface TaskLimits {
  readonly size: number
  readonly capacity: number
  readonly stuckAfter: number
  readonly busy: ServiceUnavailable
  readonly overTime: AnalysisLimitExceeded
  readonly outOfMemory: AnalysisLimitExceeded
}

/** The thread a task would rather run on, and who wants to know which thread it ran on. */
export interface Affinity {
  readonly prefer?: number | undefined
  readonly ranOn?: ((thread: number) => void) | undefined
}

/** One submitted task, from its submission until it is answered, fails or is interrupted. */
interface Job {
  readonly prepare: () => Posted
  readonly resume: (outcome: TaskOutcome) => void
  readonly affinity: Affinity
  thread: number | undefined
  id: number
  onThread: boolean
  settled: boolean
  controller: AbortController | undefined
  timer: ReturnType<typeof setTimeout> | undefined
}

/** True when piscina reports that a task's thread reached its heap limit. */
const isOutOfMemory = (cause: unknown) =>
  typeof cause === "object" && cause !== null && "code" in cause && cause.code === "ERR_WORKER_OUT_OF_MEMORY"

/** What a task whose `pool.run` rejected fails with. */
const failedWith = (outOfMemory: AnalysisLimitExceeded) => (cause: unknown): TaskOutcome =>
  isOutOfMemory(cause) ? Effect.fail(outOfMemory) : Effect.die(new WorkerCrashed({ detail: String(cause) }))

/**
 * The queue and the threads' tasks, as plain state and callbacks: a job waits in order for a free
 * thread, is posted when one is, and is settled once (answered, failed, or interrupted without an
 * answer), which frees its thread for the next waiting job.
 */
const makeScheduler = (pool: Piscina, limits: TaskLimits, spare: SpareBuffers, affinity: ThreadAffinity) => {
  const queue: Array<Job> = []
  const unsettled = new Set<Job>()
  const onThread = new Map<number, Job>()
  const failed = failedWith(limits.outOfMemory)
  let nextId = 0
  let running = 0
  /** Ends a job once: frees its thread for the next waiting one and answers `outcome`, if any. */
  const settle = (job: Job, outcome: TaskOutcome | undefined) => {
    if (job.settled) return
    job.settled = true
    unsettled.delete(job)
    if (job.timer !== undefined) clearTimeout(job.timer)
    if (job.onThread) {
      onThread.delete(job.id)
      running--
      startWaiting()
    }
    if (outcome !== undefined) job.resume(outcome)
  }
  const start = (job: Job) => {
    running++
    job.onThread = true
    job.id = nextId++
    job.controller = new AbortController()
    onThread.set(job.id, job)
    try {
      const { task, transferList } = job.prepare()
      const posted = encodePosted({ task_id: job.id, task })
      const options = { transferList: [...transferList], signal: job.controller.signal }
      const run = () => pool.run(posted, options).then(answered(job)).catch((cause) => settle(job, failed(cause)))
      job.thread = affinity.post(job.affinity.prefer, run)
    } catch (cause) {
      settle(job, failed(cause))
    }
  }
  const answered = (job: Job) => (answer: unknown) => {
    // the buffers handed back are kept before the thread is let go, for the next task's copy
    const { reply, spare: handedBack } = decodeAnswer(answer)
    for (const buffer of handedBack) spare.keep(buffer)
    if (job.thread !== undefined) job.affinity.ranOn?.(job.thread)
    settle(job, Effect.succeed(reply))
  }
  const startWaiting = () => {
    while (running < limits.size && queue.length > 0) start(queue.shift()!)
  }
  return {
    unsettled,
    /** Starts the stuck-task timer of the job the thread says it started. */
    started: (id: number) => {
      const job = onThread.get(id)
      if (job === undefined || job.timer !== undefined) return
      job.timer = setTimeout(() => {
        settle(job, Effect.fail(limits.overTime))
        job.controller?.abort()
      }, limits.stuckAfter)
    },
    /** Fails every job not yet settled, queued or on a thread. */
    failAll: (outcome: TaskOutcome) => {
      queue.length = 0
      for (const job of [...unsettled]) settle(job, outcome)
    },
    add: (job: Job) => {
      unsettled.add(job)
      if (running < limits.size) start(job)
      else queue.push(job)
    },
    /** Takes an interrupted job out of the queue, or aborts it on its thread. */
    cancel: (job: Job) => {
      if (job.settled) return
      const waiting = queue.indexOf(job)
      if (waiting >= 0) queue.splice(waiting, 1)
      settle(job, undefined)
      job.controller?.abort()
    }
  }
}

/**
 * The pool's tasks as plain callbacks, one `Effect.async` each: no fiber, scope or timer per task
 * until a thread starts it (the main thread's cost per task is what the small-statement load
 * measures). A task waits in order for a free thread before `prepare` copies its files, so at most
 * `size` copies exist however many wait, each into a buffer the task before handed back. The
 * stuck-task limit counts from when the thread announces it started the task (`TaskStarted`, which
 * piscina re-emits as the pool's `message`); past it the task fails at the time limit and is aborted
 * (its thread is replaced). Piscina emits a lost thread's error only when no task was on it (tasks
 * on it fail alone); when that leaves no thread, every thread failed while starting and piscina
 * starts no other until a task is posted, so every task not yet answered fails as `WorkerCrashed`.
 * Interrupting a task takes it out of the queue or aborts it on its thread.
 */
export const makeThreadTasks = (pool: Piscina, limits: TaskLimits, spare: SpareBuffers, affinity: ThreadAffinity) =>
  Effect.gen(function*() {
    const scheduler = makeScheduler(pool, limits, spare, affinity)
    const onMessage = (message: unknown) =>
      Option.map(decodeStarted(message), ({ task_started }) => scheduler.started(task_started))
    const onError = (error: unknown) => {
      if (pool.threads.length > 0) return
      const crashed = new WorkerCrashed({ detail: `every analysis thread failed while starting: ${String(error)}` })
      scheduler.failAll(Effect.die(crashed))
    }
    yield* Effect.acquireRelease(
      Effect.sync(() => pool.on("message", onMessage).on("error", onError)),
      () => Effect.sync(() => pool.off("message", onMessage).off("error", onError))
    )
    const submit = (prepare: () => Posted, affinity: Affinity = {}): TaskOutcome =>
      Effect.async((resume) => {
        if (scheduler.unsettled.size >= limits.capacity) return resume(Effect.fail(limits.busy))
        const job: Job = {
          prepare,
          resume,
          affinity,
          thread: undefined,
          id: -1,
          onThread: false,
          settled: false,
          controller: undefined,
          timer: undefined
        }
        scheduler.add(job)
        return Effect.sync(() => scheduler.cancel(job))
      })
    return { submit, inFlight: () => scheduler.unsettled.size }
  })
