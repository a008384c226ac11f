import { ReportFailedError, StatementEngineError, WaitTimeoutError } from "./client-errors.js"
import { backoffMillis, LONGEST_WAIT_SECONDS, retryAfterMillis, waitApplied } from "./retry-after.js"

/** How long `waitForResult` may take, and how to stop it early. */
export interface WaitOptions {
  /** Give up (`WaitTimeoutError`) after this many milliseconds; 10 minutes by default. */
  readonly timeoutMillis?: number
  /** Stops waiting when aborted (the promise rejects with the signal's reason). */
  readonly signal?: AbortSignal
}

/** What waiting reads of a result: its status, and why it failed. */
export interface ResultStatus {
  readonly status: string
  readonly errors?: ReadonlyArray<{ readonly code: string; readonly detail: string }> | undefined
}

/** One poll's answer: the result's status (and the rest of it), and the response headers. */
export interface PollAnswer<R extends ResultStatus> {
  readonly result: R
  readonly headers: Headers
}

const sleep = (millis: number, signal: AbortSignal | undefined) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted === true) return reject(signal.reason)
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", abort)
      resolve()
    }, millis)
    const abort = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    signal?.addEventListener("abort", abort, { once: true })
  })

/** Busy answers worth waiting out: too many requests, or the store briefly unavailable. */
const isBusy = (error: unknown): error is StatementEngineError =>
  error instanceof StatementEngineError && (error.status === 429 || error.status === 503)

/** The delay before the next poll: none after a held request, else what `Retry-After` says, else backoff. */
const delayAfter = (headers: Headers, attempt: number): number =>
  waitApplied(headers.get("preference-applied"))
    ? 0
    : (retryAfterMillis(headers.get("retry-after"), Date.now()) ?? backoffMillis(attempt))

/**
 * Polls `poll` until the report is completed (answers its result) or failed (rejects with
 * `ReportFailedError`). Each poll asks the server to hold the request up to 20 s (`Prefer: wait`);
 * between polls it waits what `Retry-After` says, or backs off from 250 ms to 5 s; 429 and 503
 * answers are waited out the same way.
 */
export const waitForCompletion = async <R extends ResultStatus>(
  requestId: string,
  options: WaitOptions,
  poll: (waitSeconds: number) => Promise<PollAnswer<R>>
): Promise<R> => {
  const started = Date.now()
  const deadline = started + (options.timeoutMillis ?? 600_000)
  for (let attempt = 0;; attempt++) {
    const waitSeconds = Math.min(LONGEST_WAIT_SECONDS, Math.floor((deadline - Date.now()) / 1000))
    let delay: number
    try {
      const { headers, result } = await poll(waitSeconds)
      if (result.status === "completed") return result
      if (result.status === "failed") throw new ReportFailedError(requestId, result.errors ?? [])
      delay = delayAfter(headers, attempt)
    } catch (error) {
      if (!isBusy(error)) throw error
      delay = error.retryAfterMillis ?? backoffMillis(attempt)
    }
    const left = deadline - Date.now()
    if (left <= 0) throw new WaitTimeoutError(requestId, Date.now() - started)
    await sleep(Math.min(delay, left), options.signal)
  }
}
