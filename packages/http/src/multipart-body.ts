import { Effect, Schema } from "effect"
import * as Multipasta from "multipasta"
import type { IncomingMessage } from "node:http"
import { type BodyNotReceived, BodyTooLarge, readBodyChunks } from "./request-body.js"

/** One part of a multipart body: a file with its bytes, or a text field. */
export type FormPart =
  | { readonly _tag: "File"; readonly field: string; readonly name: string | undefined; readonly bytes: Uint8Array }
  | { readonly _tag: "Field"; readonly field: string; readonly value: string }

/** Why a multipart body was refused. */
export class MultipartRefused extends Schema.TaggedError<MultipartRefused>()("MultipartRefused", {
  reason: Schema.Literal("TooManyParts", "FieldTooLarge", "Malformed", "Truncated"),
  detail: Schema.String
}) {}

/** What a multipart body may hold. */
export interface MultipartLimits {
  readonly maxTotalBytes: number
  readonly maxParts: number
  readonly maxFieldBytes: number
}

const refusal = (error: Multipasta.MultipartError, limits: MultipartLimits): MultipartRefused | BodyTooLarge => {
  switch (error._tag) {
    case "ReachedLimit":
      return error.limit === "MaxParts"
        ? new MultipartRefused({ reason: "TooManyParts", detail: `more than ${limits.maxParts} parts` })
        : error.limit === "MaxFieldSize"
        ? new MultipartRefused({ reason: "FieldTooLarge", detail: `a field over ${limits.maxFieldBytes} bytes` })
        : new BodyTooLarge({ limitBytes: limits.maxTotalBytes })
    case "InvalidBoundary":
      return new MultipartRefused({ reason: "Malformed", detail: "the Content-Type has no usable boundary" })
    case "BadHeaders":
    case "InvalidDisposition":
      return new MultipartRefused({ reason: "Malformed", detail: "a part's headers could not be read" })
    case "EndNotReached":
      return new MultipartRefused({ reason: "Truncated", detail: "the body ended inside a part" })
  }
}

/**
 * Reads a whole `multipart/form-data` body into its parts, bounded by `limits`. A body that ends
 * before its closing boundary (empty, only a boundary, cut off) fails as `Truncated` as soon as it
 * ends; the first error stops the reading. `onReceived` is told the bytes received so far after
 * each chunk, and stops the reading with the failure it answers, if any.
 */
export const readMultipart = <E = never>(
  source: IncomingMessage,
  contentType: string,
  limits: MultipartLimits,
  onReceived: (bytes: number) => E | undefined = () => undefined
): Effect.Effect<ReadonlyArray<FormPart>, MultipartRefused | BodyTooLarge | BodyNotReceived | E> =>
  Effect.suspend(() => {
    const parts: Array<FormPart> = []
    let received = 0
    let failure: MultipartRefused | BodyTooLarge | E | undefined
    let done = false
    const parser = Multipasta.make({
      headers: { "content-type": contentType },
      maxParts: limits.maxParts,
      maxTotalSize: limits.maxTotalBytes,
      maxPartSize: limits.maxTotalBytes,
      maxFieldSize: limits.maxFieldBytes,
      onField: (info, value) =>
        parts.push({ _tag: "Field", field: info.name, value: Multipasta.decodeField(info, value) }),
      onFile: (info) => {
        const chunks: Array<Uint8Array> = []
        return (chunk) => {
          if (chunk !== null) return void chunks.push(chunk)
          parts.push({ _tag: "File", field: info.name, name: info.filename, bytes: Buffer.concat(chunks) })
        }
      },
      onError: (error) => (failure ??= refusal(error, limits)),
      onDone: () => (done = true)
    })
    if (failure !== undefined) return Effect.fail(failure)
    return readBodyChunks(source, limits.maxTotalBytes, (chunk) => {
      received += chunk.byteLength
      failure ??= onReceived(received)
      if (!done && failure === undefined) parser.write(chunk)
      return failure
    }).pipe(
      Effect.flatMap(() => {
        if (failure === undefined && !done) parser.end()
        if (failure !== undefined) return Effect.fail(failure)
        return done
          ? Effect.succeed(parts)
          : Effect.fail(
            new MultipartRefused({ reason: "Truncated", detail: "the body ended before its closing boundary" })
          )
      })
    )
  })
