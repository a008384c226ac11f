import { type ApiErrorObject, StatementEngineError } from "./client-errors.js"
import { retryAfterMillis } from "./retry-after.js"

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null

const errorObjects = (status: number, body: unknown): ReadonlyArray<ApiErrorObject> => {
  if (isRecord(body) && Array.isArray(body.errors)) {
    return body.errors.filter(isRecord).map((e) => ({
      status: typeof e.status === "string" ? e.status : String(status),
      code: typeof e.code === "string" ? e.code : "UNKNOWN",
      title: typeof e.title === "string" ? e.title : "",
      detail: typeof e.detail === "string" ? e.detail : "",
      ...(isRecord(e.source) ? { source: e.source } : {})
    }))
  }
  // the original profile's top-level array (docs/compatibility.md)
  if (Array.isArray(body)) {
    return body.filter(isRecord).map((e) => ({
      status: String(status),
      code: typeof e["error-code"] === "string" ? e["error-code"] : "UNKNOWN",
      title: typeof e.title === "string" ? e.title : "",
      detail: typeof e.detail === "string" ? e.detail : ""
    }))
  }
  // RFC 6749 errors of the token endpoint
  if (isRecord(body) && typeof body.error === "string") {
    const detail = typeof body.error_description === "string" ? body.error_description : body.error
    return [{ status: String(status), code: body.error, title: body.error, detail }]
  }
  return []
}

/** The error a non-2xx response stands for, from its JSON:API (original profile, or OAuth) body and `Retry-After`. */
export const responseError = async (response: Response): Promise<StatementEngineError> => {
  const text = await response.text()
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    body = undefined
  }
  const errors = errorObjects(response.status, body)
  const first = errors[0]
  return new StatementEngineError(
    response.status,
    first?.code ?? `HTTP_${response.status}`,
    first?.detail ?? (text.slice(0, 200) || response.statusText),
    errors,
    retryAfterMillis(response.headers.get("retry-after"), Date.now())
  )
}

/** An answer that is not what the API declares: a proxy's page, or a server of another version. */
export const unexpectedAnswer = (status: number, detail: string): StatementEngineError =>
  new StatementEngineError(status, "UNEXPECTED_RESPONSE", detail, [])
