import type { Piscina } from "piscina"

type Balancer = NonNullable<NonNullable<ConstructorParameters<typeof Piscina>[0]>["loadBalancer"]>
type PoolThread = Parameters<Balancer>[1][number]

/** Piscina's load balancer that honours a wanted thread, and how a task is posted with one. */
export interface ThreadAffinity {
  readonly balancer: Balancer
  readonly post: (thread: number | undefined, run: () => void) => number | undefined
}

/**
 * Which thread piscina gives a task: the thread asked for when it is idle, else the first idle one
 * (piscina's own choice with one task per thread), else none (the task waits in piscina's queue).
 * The pool posts one task at a time, so `post` asks for a thread around its `pool.run` and tells
 * which thread took the task, or `undefined` when none took it at once.
 */
export const makeThreadAffinity = (): ThreadAffinity => {
  let wanted: number | undefined
  let chosen: number | undefined
  const idle = (thread: PoolThread) => thread.currentUsage === 0 && !thread.terminating && !thread.destroyed
  const balancer: Balancer = (_task, threads) => {
    const thread = threads.find((t) => t.id === wanted && idle(t)) ?? threads.find(idle) ?? null
    chosen = thread?.id
    return thread
  }
  return {
    balancer,
    post: (thread: number | undefined, run: () => void): number | undefined => {
      wanted = thread
      chosen = undefined
      try {
        run()
        return chosen
      } finally {
        wanted = undefined
      }
    }
  }
}
