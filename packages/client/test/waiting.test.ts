import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { backoffMillis, ReportFailedError, retryAfterMillis, StatementEngineError } from "../src/index.js"
import { waitForCompletion } from "../src/wait-for-result.js"

type Status = { readonly status: string; readonly errors?: ReadonlyArray<{ code: string; detail: string }> }

/** A poll that answers the given results (with headers) in turn, recording when and how it was called. */
const scripted = (
  answers: ReadonlyArray<Status | StatementEngineError>,
  headers: ReadonlyArray<Record<string, string>> = []
) => {
  const calls: Array<{ readonly at: number; readonly waitSeconds: number }> = []
  const poll = (waitSeconds: number) => {
    const i = calls.length
    calls.push({ at: Date.now(), waitSeconds })
    const answer = answers[Math.min(i, answers.length - 1)]!
    if (answer instanceof StatementEngineError) return Promise.reject(answer)
    return Promise.resolve({ result: answer, headers: new Headers(headers[i] ?? {}) })
  }
  return { poll, calls }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe("waiting for a result", () => {
  it("reads Retry-After as seconds or an HTTP date", () => {
    expect(retryAfterMillis("3", 0)).toBe(3000)
    expect(retryAfterMillis("Thu, 01 Jan 1970 00:00:10 GMT", 4000)).toBe(6000)
    expect(retryAfterMillis("soon", 0)).toBeUndefined()
    expect(retryAfterMillis(null, 0)).toBeUndefined()
  })

  it("backs off from 250 ms to at most 5 s when the server says nothing", () => {
    expect([0, 1, 2, 3].map(backoffMillis)).toEqual([250, 400, 640, 1024])
    expect(backoffMillis(20)).toBe(5000)
  })

  it("waits exactly what Retry-After says between polls", async () => {
    const { calls, poll } = scripted(
      [{ status: "processing" }, { status: "processing" }, { status: "completed" }],
      [{ "retry-after": "3" }, { "retry-after": "1" }]
    )
    const done = waitForCompletion("r", {}, poll)
    await vi.advanceTimersByTimeAsync(2999)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(1000)
    expect(await done).toEqual({ status: "completed" })
    expect(calls.map((c) => c.at - calls[0]!.at)).toEqual([0, 3000, 4000])
  })

  it("asks the server to hold each poll, and polls again at once after a held one", async () => {
    const { calls, poll } = scripted(
      [{ status: "processing" }, { status: "completed" }],
      [{ "preference-applied": "wait=20", "retry-after": "1" }]
    )
    const done = waitForCompletion("r", { timeoutMillis: 60_000 }, poll)
    await vi.advanceTimersByTimeAsync(0)
    expect(await done).toEqual({ status: "completed" })
    expect(calls.map((c) => c.waitSeconds)).toEqual([20, 20])
    expect(calls[1]!.at - calls[0]!.at).toBe(0)
  })

  it("waits out 429 and 503 answers as their Retry-After says, and gives up on other errors", async () => {
    const busy = new StatementEngineError(429, "RATE_LIMIT", "slow down", [], 2000)
    const { calls, poll } = scripted([busy, { status: "completed" }])
    const done = waitForCompletion("r", {}, poll)
    await vi.advanceTimersByTimeAsync(2000)
    expect(await done).toEqual({ status: "completed" })
    expect(calls[1]!.at - calls[0]!.at).toBe(2000)
    const gone = new StatementEngineError(410, "GONE", "deleted", [])
    await expect(waitForCompletion("r", {}, scripted([gone]).poll)).rejects.toBe(gone)
  })

  it("rejects a failed report with its errors, and a report still running at the deadline", async () => {
    const failed = scripted([{ status: "failed", errors: [{ code: "NO_TRANSACTIONS", detail: "empty" }] }])
    await expect(waitForCompletion("r", {}, failed.poll)).rejects.toBeInstanceOf(ReportFailedError)
    const slow = scripted([{ status: "processing" }], [])
    const late = waitForCompletion("r", { timeoutMillis: 1000 }, slow.poll).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(2000)
    expect(await late).toMatchObject({ name: "WaitTimeoutError", requestId: "r" })
    expect(slow.calls.map((c) => c.waitSeconds)[0]).toBe(1)
  })
})
