import {
  type AnalysisError,
  type AnalysisRequest,
  type IntakeError,
  type IntakeSummary,
  isPdf,
  preprocess,
  type ProductJson,
  type StatementFile
} from "@statement-engine/analysis"
import { AnalysisLimitExceeded, AnalysisRunner, ServiceUnavailable } from "@statement-engine/core"
import { Context, Effect, Layer, Schema } from "effect"
import { isUtf8 } from "node:buffer"
import { createRequire } from "node:module"
import { availableParallelism } from "node:os"
import { fileURLToPath, pathToFileURL } from "node:url"
import type { MessagePort } from "node:worker_threads"
import { Piscina } from "piscina"
import { filesDigest } from "./files-digest.js"
import { inlineOrThread } from "./inline-or-thread.js"
import { receiveProducts } from "./product-receiver.js"
import { KEPT_READ_MILLIS } from "./recent-read.js"
import { makeRecentUploads, type RecentUploads } from "./recent-uploads.js"
import { makeSpareBuffers, SPARE_MIN_BYTES, type SpareBuffers } from "./spare-buffers.js"
import { makeThreadAffinity } from "./thread-affinity.js"
import { makeThreadTasks, type Posted } from "./thread-tasks.js"
import { WorkerCrashed } from "./worker-crashed.js"
import { type WorkerReply, WorkerSettings } from "./worker-messages.js"

/** What the pool is doing now: its size, its live threads and the analyses submitted to it and not yet answered. */
export class AnalysisPoolStatus extends Context.Tag("@statement-engine/worker-pool/AnalysisPoolStatus")<
  AnalysisPoolStatus,
  {
    readonly size: number
    /** Threads running now (piscina replaces one that dies). */
    readonly threadsAlive: () => number
    /** Tasks on a thread or waiting for one. */
    readonly inFlight: () => number
  }
>() {}

const busyError = (retryAfterSeconds: number) =>
  new ServiceUnavailable({
    detail: "Every analysis worker is busy and the queue is full; retry later.",
    retry_after_seconds: retryAfterSeconds
  })

/** How the pool is sized and bounded. */
export interface WorkerPoolOptions {
  /** Worker threads; the number of cores by default. */
  readonly size?: number
  /** Tasks waiting for a thread before new ones are refused as busy. */
  readonly maxQueue?: number
  /**
   * Time one task may compute on its thread (60 s by default): past it the thread stops the task
   * itself and it fails with `AnalysisLimitExceeded`; the thread goes on with the next task.
   */
  readonly timeLimitMillis?: number
  /**
   * A task still unanswered this long after its thread started it (stuck where the thread's own limit
   * cannot stop it) is stopped by terminating its thread, which is replaced; it fails with
   * `AnalysisLimitExceeded` too. `timeLimitMillis` and 10 s by default.
   */
  readonly stuckTaskMillis?: number
  /**
   * Uploads of at most this many bytes are pre-processed on the calling thread, under a watchdog
   * of `inlineWatchdogMillis`; 0 (the default) sends every task to a thread. Analyses always go to
   * a thread. `docs/decisions/inline-analysis.md` gives the rule and its figures.
   */
  readonly inlinePreprocessMaxBytes?: number
  /** Inline pre-processing still running after this is stopped and sent to a thread instead; 20 ms by default. */
  readonly inlineWatchdogMillis?: number
  /** Seconds a caller is told to wait when the queue is full. */
  readonly busyRetryAfterSeconds?: number
  /**
   * Each thread's young generation in MB, 12 by default: a smaller nursery is collected sooner,
   * which lowers a large upload's peak memory at the same speed. `0` leaves V8's own size.
   */
  readonly youngGenerationMb?: number
  /**
   * Each thread's heap limit (old generation) in MB; V8's own by default. A task that needs more
   * fails alone with `AnalysisLimitExceeded`, and the thread is replaced.
   */
  readonly heapLimitMb?: number
  /** The worker module; the built-in one by default (tests substitute one that misbehaves). */
  readonly workerFile?: URL
}

/** The young generation each thread gets unless `youngGenerationMb` says otherwise. */
export const defaultYoungGenerationMb = 12

const encodeSettings = Schema.encodeSync(WorkerSettings)

/**
 * The built-in worker beside this module, with its extension: `worker.ts` in the sources, `worker.js`
 * in the built package, `worker.mjs` beside a bundle of it.
 */
const defaultWorker = new URL(`./worker${/\.[cm]?[jt]s$/.exec(import.meta.url)?.[0] ?? ".js"}`, import.meta.url)
const tsxLoader = () => pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href

/**
 * Copies file bytes into buffers that can be transferred to a worker without detaching the
 * caller's: spare ones the threads handed back where they fit.
 */
const transferable = (files: ReadonlyArray<StatementFile>, spare: SpareBuffers) => {
  const copies = files.map((file) => ({ name: file.name, bytes: spare.copyOf(file.bytes) }))
  return { files: copies, transferList: copies.map((file) => file.bytes.buffer) }
}

/** A spare buffer unused this long is let go, so that an idle server does not hold its last uploads' size. */
const SPARE_IDLE_MILLIS = 10_000

/**
 * Uploads up to this size get their products in the task's reply rather than on a product port:
 * their products (about three times the upload) are a few chunks, held on the thread until the
 * reply; larger ones stream, so that the thread never holds a large result whole.
 */
const PRODUCTS_IN_REPLY_MAX_BYTES = 1024 * 1024

/** Uploads the pool remembers pre-processing, so as to know which analyses a kept read may serve. */
const RECENT_UPLOADS_LIMIT = 1024

const sizeOf = (files: ReadonlyArray<StatementFile>) => files.reduce((total, file) => total + file.bytes.byteLength, 0)

/**
 * The piscina pool of `size` threads, each started with the time limit and the heap limits. Its own
 * queue is unbounded: the runner posts at most `size` tasks at once and bounds the rest itself.
 */
const startPool = (
  options: WorkerPoolOptions,
  size: number,
  timeLimit: number,
  balancer: ReturnType<typeof makeThreadAffinity>["balancer"]
) => {
  const workerUrl = options.workerFile ?? defaultWorker
  const youngGeneration = options.youngGenerationMb ?? defaultYoungGenerationMb
  const pool = new Piscina({
    filename: workerUrl.href,
    minThreads: size,
    maxThreads: size,
    idleTimeout: Number.POSITIVE_INFINITY,
    loadBalancer: balancer,
    workerData: encodeSettings({ time_limit_millis: timeLimit }),
    resourceLimits: {
      ...(youngGeneration > 0 ? { maxYoungGenerationSizeMb: youngGeneration } : {}),
      ...(options.heapLimitMb === undefined ? {} : { maxOldGenerationSizeMb: options.heapLimitMb })
    },
    execArgv: fileURLToPath(workerUrl).endsWith(".ts") ? ["--import", tsxLoader()] : []
  })
  return pool
}

/** What a task stopped at the time limit, or at the heap limit, fails with. */
const limitErrors = (timeLimit: number, heapLimitMb: number | undefined) => ({
  overTime: new AnalysisLimitExceeded({
    limit: "time",
    detail: `The analysis ran longer than its time limit of ${timeLimit} ms and was stopped.`
  }),
  outOfMemory: new AnalysisLimitExceeded({
    limit: "memory",
    detail: `The analysis needed more memory than its limit of ${
      heapLimitMb === undefined ? "V8's default heap" : `${heapLimitMb} MB of heap`
    } and was stopped.`
  })
})

/** A pre-processing task's reply as what `preprocess` answers. */
const summaryOf = (
  reply: WorkerReply,
  overTime: AnalysisLimitExceeded
): Effect.Effect<IntakeSummary, IntakeError | AnalysisLimitExceeded> => {
  switch (reply._tag) {
    case "Summary":
      return Effect.succeed(reply.summary)
    case "Refused":
      return reply.error._tag === "ProductFailure"
        ? Effect.die(new WorkerCrashed({ detail: reply.error.detail }))
        : Effect.fail(reply.error)
    case "OverTime":
      return Effect.fail(overTime)
    case "Products":
    case "ProductTexts":
    case "NeedFiles":
      return Effect.die(new WorkerCrashed({ detail: `a worker answered ${reply._tag} to a pre-processing task` }))
  }
}

/** The pool's settings with their defaults applied. */
const settingsOf = (options: WorkerPoolOptions) => {
  const size = options.size ?? availableParallelism()
  const timeLimit = options.timeLimitMillis ?? 60_000
  return {
    size,
    timeLimit,
    capacity: size + (options.maxQueue ?? size * 16),
    inlineMax: options.inlinePreprocessMaxBytes ?? 0,
    inlineWatchdog: options.inlineWatchdogMillis ?? 20,
    stuckAfter: options.stuckTaskMillis ?? timeLimit + 10_000,
    busy: busyError(options.busyRetryAfterSeconds ?? 5),
    ...limitErrors(timeLimit, options.heapLimitMb)
  }
}

type Settings = ReturnType<typeof settingsOf>

/**
 * Products that came in the reply, each chunk checked to be UTF-8 as the product port checks them
 * (never decoded or copied: they are what the report keeps and serves).
 */
const productTextsOf = (products: ProductJson): Effect.Effect<ProductJson> => {
  for (const [operation, chunks] of Object.entries(products)) {
    if (!chunks.every((chunk) => isUtf8(chunk))) {
      return Effect.die(
        new WorkerCrashed({ detail: `a worker sent a chunk of "${operation}" that is not valid UTF-8` })
      )
    }
  }
  return Effect.succeed(products)
}

/** A task's reply as an analysis's products, or `undefined` when the thread answered that it needs the files. */
const productsOf = (
  reply: WorkerReply,
  receiver: ReturnType<typeof receiveProducts> | undefined,
  overTime: AnalysisLimitExceeded
): Effect.Effect<ProductJson | undefined, AnalysisError | AnalysisLimitExceeded> => {
  switch (reply._tag) {
    case "Products":
      return receiver === undefined
        ? Effect.die(new WorkerCrashed({ detail: "a worker sent products on a port to a task without one" }))
        : receiver.products(reply.chunks)
    case "ProductTexts":
      return productTextsOf(reply.products)
    case "NeedFiles":
      return Effect.succeed(undefined)
    case "Refused":
      return Effect.fail(reply.error)
    case "OverTime":
      return Effect.fail(overTime)
    case "Summary":
      return Effect.die(new WorkerCrashed({ detail: "a worker answered Summary to an analysis task" }))
  }
}

type Submit = Effect.Effect.Success<ReturnType<typeof makeThreadTasks>>["submit"]

/**
 * The digests threads kept reads under, by the files pre-processed: the report processor analyses the
 * very files it stored at upload (the in-memory store hands back the same list), so they are not
 * hashed a second time on this thread; files read back from elsewhere (PostgreSQL) are hashed as
 * before. An upload's files are never changed once received.
 */
type KeptDigests = WeakMap<ReadonlyArray<StatementFile>, string>

/** `analyse` on the pool: first to a thread's kept read of the files when one may exist, else with the bytes. */
const analyseOn = (
  submit: Submit,
  settings: Settings,
  spare: SpareBuffers,
  kept: { readonly uploads: RecentUploads; readonly digests: KeptDigests }
) => {
  /**
   * Runs an analysis task: with a product port of its own, or for small uploads without one, the
   * products then coming in the reply (one message instead of a channel and a message per chunk).
   */
  const analysisOn = (
    inReply: boolean,
    prepare: (products: MessagePort | undefined) => Posted,
    prefer?: number
  ) =>
    inReply
      ? submit(() => prepare(undefined), { prefer }).pipe(
        Effect.flatMap((reply) => productsOf(reply, undefined, settings.overTime))
      )
      : Effect.acquireUseRelease(
        Effect.sync(receiveProducts),
        (receiver) =>
          submit(() => {
            const posted = prepare(receiver.port)
            return { task: posted.task, transferList: [...posted.transferList, receiver.port] }
          }, { prefer }).pipe(Effect.flatMap((reply) => productsOf(reply, receiver, settings.overTime))),
        (receiver) => Effect.sync(receiver.close)
      )
  return (request: AnalysisRequest) => {
    const { files, ...rest } = request
    const inReply = sizeOf(files) <= PRODUCTS_IN_REPLY_MAX_BYTES
    const withFiles = analysisOn(inReply, (products) => {
      const moved = transferable(files, spare)
      return {
        task: { _tag: "Analyse", request: { ...rest, files: moved.files }, products },
        transferList: moved.transferList
      }
    }).pipe(
      Effect.flatMap((products) =>
        products === undefined
          ? Effect.die(new WorkerCrashed({ detail: "a worker answered NeedFiles to an analysis sent with its files" }))
          : Effect.succeed(products)
      )
    )
    // the thread that pre-processed the upload usually still holds its read: ask without the bytes
    // first, unless no thread can hold one when the call runs (then the bytes are not hashed either)
    // sent to the thread that read the upload, when it is idle or soon will be
    const keptFirst = (prefer: number | undefined) =>
      analysisOn(inReply, (products) => ({
        task: {
          _tag: "AnalyseKept",
          digest: kept.digests.get(files) ?? filesDigest(files),
          files: files.map((file) => ({ name: file.name })),
          request: rest,
          products
        },
        transferList: []
      }), prefer).pipe(Effect.flatMap((products) => products === undefined ? withFiles : Effect.succeed(products)))
    return Effect.suspend(() => kept.uploads.mayBeKept(files) ? keptFirst(kept.uploads.threadOf(files)) : withFiles)
  }
}

/**
 * The analysis runner on a piscina pool that lives as long as the layer: file bytes cross as
 * transferred buffers (an analysis first goes without them, to the read a thread kept of the same
 * files, see `AnalyseKeptTask`), products stream back as UTF-8 chunks transferred on a port of each
 * analysis task while the thread writes them (`receiveProducts`), and every message is
 * Schema-encoded on one side and decoded on the other. A task past its time limit is stopped by its
 * thread (or, stuck, by terminating the thread) and one that runs its thread out of memory is
 * stopped too: both fail alone with `AnalysisLimitExceeded`. A task that throws or kills its thread
 * fails alone as `WorkerCrashed`, as do the tasks waiting when every thread failed while starting;
 * the pool replaces lost threads. A full queue answers `ServiceUnavailable`; interrupting the caller
 * aborts the task.
 */
export const WorkerPoolAnalysisRunner = (options: WorkerPoolOptions = {}) =>
  Layer.scopedContext(
    Effect.gen(function*() {
      const settings = settingsOf(options)
      const { inlineMax, inlineWatchdog, overTime, size } = settings
      const affinity = makeThreadAffinity()
      const pool = yield* Effect.acquireRelease(
        Effect.sync(() => startPool(options, size, settings.timeLimit, affinity.balancer)),
        (pool) => Effect.promise(() => pool.destroy())
      )
      const recentUploads = makeRecentUploads(KEPT_READ_MILLIS, RECENT_UPLOADS_LIMIT)
      const digests: KeptDigests = new WeakMap()
      const spare = makeSpareBuffers({ limit: size, minBytes: SPARE_MIN_BYTES, idleMillis: SPARE_IDLE_MILLIS })
      const { inFlight, submit } = yield* makeThreadTasks(pool, settings, spare, affinity)
      const status = { size, threadsAlive: () => pool.threads.length, inFlight }
      return Context.make(AnalysisPoolStatus, status).pipe(Context.add(AnalysisRunner, {
        preprocess: (files, intakeOptions) => {
          let thread: number | undefined
          const onThread = submit(() => {
            const moved = transferable(files, spare)
            return {
              task: { _tag: "Preprocess", files: moved.files, options: intakeOptions },
              transferList: moved.transferList
            }
          }, { ranOn: (id) => thread = id }).pipe(
            Effect.tap((reply) =>
              Effect.sync(() => {
                if (reply._tag === "Summary" && reply.digest !== undefined) digests.set(files, reply.digest)
              })
            ),
            Effect.flatMap((reply) => summaryOf(reply, overTime)),
            Effect.tap(() => Effect.sync(() => recentUploads.preprocessed(files, thread)))
          )
          // a PDF's text is extracted asynchronously, in a thread
          if (sizeOf(files) > inlineMax || files.some((f) => isPdf(f.bytes))) return onThread
          return inlineOrThread(() => preprocess(files, intakeOptions), inlineWatchdog, onThread)
        },
        analyse: analyseOn(submit, settings, spare, { uploads: recentUploads, digests })
      }))
    })
  )
