import { Data, Effect } from "effect"
import { request as httpRequest } from "node:http"
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

/**
 * POSTs `body` to `url` without following redirects, within `timeoutMillis`. Unless
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
    const send = url.protocol === "https:" ? httpsRequest : httpRequest
    const req = send(url, {
      method: "POST",
      headers: { ...options.headers, "content-length": Buffer.byteLength(options.body).toString() },
      timeout: options.timeoutMillis,
      signal,
      ...(options.allowPrivate ? {} : { lookup: publicOnlyLookup })
    }, (res) => {
      const chunks: Array<Buffer> = []
      let size = 0
      res.on("data", (chunk: Buffer) => {
        size += chunk.length
        if (size <= 64 * 1024) chunks.push(chunk)
      })
      res.on("end", () =>
        resume(Effect.succeed({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString("utf8")
        })))
      res.on("error", (error) => resume(Effect.fail(new HttpCallFailed({ message: error.message }))))
    })
    req.on("timeout", () => req.destroy(new Error(`no answer within ${options.timeoutMillis} ms`)))
    req.on("error", (error) => resume(Effect.fail(new HttpCallFailed({ message: error.message }))))
    req.end(options.body)
  })
