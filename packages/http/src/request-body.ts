import type { HttpServerRequest } from "@effect/platform"
import { Effect, Schema } from "effect"
import type { IncomingMessage } from "node:http"

/** The body grew past the endpoint's limit; nothing more of it was read. */
export class BodyTooLarge extends Schema.TaggedError<BodyTooLarge>()("BodyTooLarge", {
  limitBytes: Schema.Number
}) {}

/** The client went away, or its connection failed, before the body ended. */
export class BodyNotReceived extends Schema.TaggedError<BodyNotReceived>()("BodyNotReceived", {
  detail: Schema.String
}) {}

/** The declared `Content-Length`, when there is a valid one. */
export const declaredLength = (request: HttpServerRequest.HttpServerRequest): number | undefined => {
  const header = request.headers["content-length"]
  if (header === undefined || !/^\d{1,15}$/.test(header.trim())) return undefined
  return Number(header.trim())
}

/**
 * Reads a request body chunk by chunk into `onChunk`, failing with `BodyTooLarge` as soon as more
 * than `limitBytes` arrived, or with what `onChunk` answers when it answers a failure. On a failure
 * (or interruption) it stops reading and leaves the socket alone, so that an error can still be
 * answered; the answer closes the connection.
 */
export const readBodyChunks = <E = never>(
  source: IncomingMessage,
  limitBytes: number,
  onChunk: (chunk: Uint8Array) => E | undefined
): Effect.Effect<void, BodyTooLarge | BodyNotReceived | E> =>
  Effect.async((resume) => {
    let received = 0
    const stop = () => {
      source.off("data", onData)
      source.off("end", onEnd)
      source.off("error", onError)
      source.off("aborted", onAborted)
      source.pause()
    }
    const finish = (effect: Effect.Effect<void, BodyTooLarge | BodyNotReceived | E>) => {
      stop()
      resume(effect)
    }
    function onData(chunk: Buffer) {
      received += chunk.length
      if (received > limitBytes) return finish(Effect.fail(new BodyTooLarge({ limitBytes })))
      const refused = onChunk(chunk)
      if (refused !== undefined) finish(Effect.fail(refused))
    }
    function onEnd() {
      finish(Effect.void)
    }
    function onError(error: Error) {
      finish(Effect.fail(new BodyNotReceived({ detail: error.message })))
    }
    function onAborted() {
      finish(Effect.fail(new BodyNotReceived({ detail: "the client closed the connection" })))
    }
    if (source.readableEnded) return resume(Effect.void)
    source.on("data", onData)
    source.once("end", onEnd)
    source.once("error", onError)
    source.once("aborted", onAborted)
    source.resume()
    return Effect.sync(stop)
  })

/** Reads a whole request body of at most `limitBytes` into one buffer. */
export const readBody = (source: IncomingMessage, limitBytes: number) =>
  Effect.suspend(() => {
    const chunks: Array<Uint8Array> = []
    return readBodyChunks(source, limitBytes, (chunk) => void chunks.push(chunk)).pipe(
      Effect.map(() => Buffer.concat(chunks))
    )
  })
