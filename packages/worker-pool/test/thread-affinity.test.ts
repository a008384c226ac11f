import { describe, expect, it } from "vitest"
import { makeThreadAffinity } from "../src/thread-affinity.js"

type Balancer = ReturnType<typeof makeThreadAffinity>["balancer"]
type Threads = Parameters<Balancer>[1]
type Task = Parameters<Balancer>[0]

const thread = (id: number, currentUsage: number) => ({ id, currentUsage, terminating: false, destroyed: false })
const threads = (...list: Array<ReturnType<typeof thread>>) => list as unknown as Threads
const task = {} as Task

describe("the thread a task is given", () => {
  it("is the thread asked for when it is idle, else the first idle one, else none", () => {
    const affinity = makeThreadAffinity()
    const pool = threads(thread(1, 0), thread(2, 0))
    expect(affinity.post(2, () => affinity.balancer(task, pool))).toBe(2)
    expect(affinity.post(undefined, () => affinity.balancer(task, pool))).toBe(1)
    expect(affinity.post(7, () => affinity.balancer(task, pool))).toBe(1)
    const busy = threads(thread(1, 0), thread(2, 1))
    expect(affinity.post(2, () => affinity.balancer(task, busy))).toBe(1)
    expect(affinity.post(1, () => affinity.balancer(task, threads(thread(1, 1), thread(2, 1))))).toBeUndefined()
  })

  it("is asked for only by the task being posted", () => {
    const affinity = makeThreadAffinity()
    affinity.post(2, () => undefined)
    expect(affinity.balancer(task, threads(thread(1, 0), thread(2, 0)))?.id).toBe(1)
  })
})
