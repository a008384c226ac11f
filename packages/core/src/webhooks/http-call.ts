import { Data, Effect } from "effect"
import { type ClientRequest, request as httpRequest } from "node:http"
import { request as httpsRequest } from "node:https"
import { literalAddressProblem, publicOnlyLookup } from "./address-guard.js"

/** The outcome of one outgoing HTTP call. */
export interface HttpCallResult {
  readonly status: number
  readonly headers: Readonly<Record<string, string | ReadonlyArray<string> | undefined>>
  readonly body: string
}

/** An outgoing call that could not be made or did not answer. */
export class HttpCallFailed extends Data.TaggedError("HttpCallFailed")<{ readonly message: string }> {}

/** What is kept of an answer's body; the rest is read and dropped. */
const MAX_BODY_BYTES = 64 * 1024

/**
 * POSTs `body` to `url` without following redirects. `timeoutMillis` is a deadline for the whole
 * call (connecting, sending, the answer's headers and its whole body), not an idle timeout: a
 * receiver that trickles its answer a byte at a time is cut off when it passes. Unless
 * `allowPrivate`, hosts that are or resolve to non-public addresses are refused before connecting.
 */
export const postOnce = (options: {
  readonly url: string
  readonly headers: Readonly<Record<string, string>>
  readonly body: string
  readonly timeoutMillis: number
  readonly allowPrivate: boolean
}): Effect.Effect<HttpCallResult, HttpCallFailed> =>
  Effect.async<HttpCallResult, HttpCallFailed>((resume, signal) => {
    let url: URL
    try {
      url = new URL(options.url)
    } catch {
      resume(Effect.fail(new HttpCallFailed({ message: `not a valid URL: ${options.url}` })))
      return
    }
    if (!options.allowPrivate) {
      const problem = literalAddressProblem(url)
      if (problem !== undefined) {
        resume(Effect.fail(new HttpCallFailed({ message: `refused: ${problem}` })))
        return
      }
    }
    let settled = false
    let req: ClientRequest | undefined
    const settle = (outcome: Effect.Effect<HttpCallResult, HttpCallFailed>) => {
      if (settled) return
      settled = true
      clearTimeout(deadline)
      resume(outcome)
    }
    const fail = (error: Error) => settle(Effect.fail(new HttpCallFailed({ message: error.message })))
    // settles the call itself, whatever the socket reports (or not) once it is destroyed
    const deadline = setTimeout(() => {
      const expired = new Error(`no complete answer within ${options.timeoutMillis} ms (the call's deadline)`)
      fail(expired)
      req?.destroy(expired)
    }, options.timeoutMillis)
    const send = url.protocol === "https:" ? httpsRequest : httpRequest
    try {
      req = send(url, {
        method: "POST",
        headers: { ...options.headers, "content-length": Buffer.byteLength(options.body).toString() },
        signal,
        ...(options.allowPrivate ? {} : { lookup: publicOnlyLookup })
      }, (res) => {
        const chunks: Array<Buffer> = []
        let size = 0
        res.on("data", (chunk: Buffer) => {
          size += chunk.length
          if (size <= MAX_BODY_BYTES) chunks.push(chunk)
        })
        res.on("end", () =>
          settle(Effect.succeed({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString("utf8")
          })))
        res.on("error", fail)
        res.on("close", () => fail(new Error("the connection closed before the answer ended")))
      })
    } catch (error) {
      fail(error instanceof Error ? error : new Error(String(error)))
      return
    }
    req.on("error", fail)
    req.end(options.body)
    return Effect.sync(() => clearTimeout(deadline))
  })
