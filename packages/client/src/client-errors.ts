/** One JSON:API error object as the API answers it. */
export interface ApiErrorObject {
  readonly status: string
  readonly code: string
  readonly title: string
  readonly detail: string
  readonly source?: { readonly pointer?: string; readonly parameter?: string; readonly header?: string }
}

/** The API answered an error: its HTTP status, and the first error's code, title and detail. */
export class StatementEngineError extends Error {
  override readonly name = "StatementEngineError"
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
    /** Every error object of the body (one for an OAuth error). */
    readonly errors: ReadonlyArray<ApiErrorObject>,
    /** How long the server asked to wait before trying again (429, 503), in milliseconds. */
    readonly retryAfterMillis?: number
  ) {
    super(`${status} ${code}: ${detail}`)
  }
}

/** A report's analysis ended `failed`; `errors` says why (`code`, `detail`). */
export class ReportFailedError extends Error {
  override readonly name = "ReportFailedError"
  constructor(
    readonly requestId: string,
    readonly errors: ReadonlyArray<{ readonly code: string; readonly detail: string }>
  ) {
    super(`report ${requestId} failed: ${errors.map((e) => `${e.code}: ${e.detail}`).join("; ") || "no reason given"}`)
  }
}

/** A report was still processing when `waitForResult`'s time ran out. */
export class WaitTimeoutError extends Error {
  override readonly name = "WaitTimeoutError"
  constructor(readonly requestId: string, readonly waitedMillis: number) {
    super(`report ${requestId} was still processing after ${waitedMillis} ms`)
  }
}

/** A webhook's signature or timestamp did not verify, or its body is not a report notification. */
export class WebhookSignatureError extends Error {
  override readonly name = "WebhookSignatureError"
}
