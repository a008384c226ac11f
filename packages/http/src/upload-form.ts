import { Multipart } from "@effect/platform"
import type { HttpServerRequest } from "@effect/platform"
import { IntakeOptions, type StatementFile } from "@statement-engine/analysis"
import { Chunk, Effect, Either, Option, ParseResult, Schema, Stream } from "effect"
import { BadRequest, PayloadTooLarge, UnsupportedMediaType } from "./api-errors.js"
import { jsonApiError } from "./json-api-errors.js"

/** The upload limit: 10 MiB for the whole request body. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024

/** The most files one upload may carry. */
export const MAX_UPLOAD_FILES = 100

const decodeOptions = Schema.decodeUnknownEither(Schema.parseJson(IntakeOptions))

const tooLarge = new PayloadTooLarge({
  errors: [jsonApiError(
    413,
    "EXCEEDED_LIMIT",
    `The request body is over the upload limit of ${MAX_UPLOAD_BYTES} bytes (10 MiB); send fewer or smaller files.`
  )]
})

const badRequest = (code: string, detail: string, pointer: string) =>
  new BadRequest({ errors: [jsonApiError(400, code, detail, { source: { pointer } })] })

/** The files and options of an upload. */
export interface UploadForm {
  readonly files: ReadonlyArray<StatementFile>
  readonly options: IntakeOptions
}

/** The request body's declared size, filled by the files as they arrive. */
interface BodyBuffer {
  readonly bytes: Uint8Array
  used: number
}

/**
 * A file part's bytes: a view of `body` when the request declared its length (no chunk is kept
 * past its copy), else its chunks collected and joined.
 */
const readFileBytes = <E>(content: Stream.Stream<Uint8Array, E>, body: BodyBuffer | undefined) =>
  Effect.gen(function*() {
    if (body !== undefined) {
      const start = body.used
      let fits = true
      const rest: Array<Uint8Array> = []
      yield* Stream.runForEach(content, (chunk) =>
        Effect.sync(() => {
          if (fits && body.used + chunk.length <= body.bytes.length) {
            body.bytes.set(chunk, body.used)
            body.used += chunk.length
          } else {
            fits = false
            rest.push(chunk)
          }
        }))
      if (fits) return body.bytes.subarray(start, body.used)
      return joined([body.bytes.subarray(start, body.used), ...rest])
    }
    const chunks = yield* Stream.runCollect(content)
    return joined(Chunk.toReadonlyArray(chunks))
  })

const joined = (chunks: ReadonlyArray<Uint8Array>): Uint8Array => {
  const bytes = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.length, 0))
  chunks.reduce((offset, chunk) => (bytes.set(chunk, offset), offset + chunk.length), 0)
  return bytes
}

/**
 * Reads the multipart body of `POST /v2/report` as a stream: files from field `input`, JSON from
 * field `options`. A declared length over the limit is refused before reading anything, and a
 * body that grows past it is refused as soon as it does.
 */
export const readUploadForm = (request: HttpServerRequest.HttpServerRequest) =>
  Effect.gen(function*() {
    const declared = Number(request.headers["content-length"] ?? Number.NaN)
    if (Number.isFinite(declared) && declared > MAX_UPLOAD_BYTES) return yield* Effect.fail(tooLarge)
    const contentType = request.headers["content-type"] ?? ""
    if (!contentType.toLowerCase().startsWith("multipart/form-data")) {
      return yield* Effect.fail(new UnsupportedMediaType({
        errors: [jsonApiError(415, "UNSUPPORTED_MEDIA_TYPE", "Send multipart/form-data with the files in field `input`.", {
          source: { header: "Content-Type" }
        })]
      }))
    }
    const parts = Multipart.withLimitsStream(request.multipartStream, {
      maxTotalSize: Option.some(MAX_UPLOAD_BYTES),
      maxFileSize: Option.some(MAX_UPLOAD_BYTES),
      maxFieldSize: 256 * 1024,
      maxParts: Option.some(MAX_UPLOAD_FILES + 1)
    })
    // with a declared length, every file is written straight into one buffer of that size
    const body: BodyBuffer | undefined = Number.isFinite(declared) && declared > 0 ? { bytes: new Uint8Array(declared), used: 0 } : undefined
    const files: Array<StatementFile> = []
    let options: IntakeOptions = {}
    yield* Stream.runForEach(parts, (part) =>
      Effect.gen(function*() {
        if (Multipart.isFile(part)) {
          if (part.key !== "input") {
            return yield* Effect.fail(badRequest(
              "VALIDATION_ERROR",
              `Files go in the multipart field \`input\`, not \`${part.key}\`.`,
              `/${part.key}`
            ))
          }
          const bytes = yield* readFileBytes(part.content, body)
          files.push({ name: part.name || `file-${files.length + 1}`, bytes })
          return
        }
        if (part.key === "options") {
          const decoded = decodeOptions(part.value)
          if (Either.isLeft(decoded)) {
            return yield* Effect.fail(badRequest(
              "VALIDATION_ERROR",
              `The options field must be JSON with known keys: ${ParseResult.TreeFormatter.formatErrorSync(decoded.left)}`,
              "/options"
            ))
          }
          options = decoded.right
          return
        }
        if (part.key === "input") {
          return yield* Effect.fail(badRequest("VALIDATION_ERROR", "The field `input` must carry files, not text.", "/input"))
        }
      })).pipe(
        Effect.catchTag("MultipartError", (error) =>
          Effect.fail(
            error.reason === "BodyTooLarge" || error.reason === "FileTooLarge"
              ? tooLarge
              : error.reason === "FieldTooLarge"
              ? badRequest("VALIDATION_ERROR", "The options field is over 256 KiB.", "/options")
              : error.reason === "TooManyParts"
              ? badRequest("VALIDATION_ERROR", `Send at most ${MAX_UPLOAD_FILES} files per upload.`, "/input")
              : badRequest("VALIDATION_ERROR", "The multipart body could not be read.", "")
          ))
      )
    if (files.length === 0) {
      return yield* Effect.fail(badRequest(
        "API_REQUIRED_PARAMS_MISSING",
        "Send at least one statement file in the multipart field `input`.",
        "/input"
      ))
    }
    return { files, options } satisfies UploadForm
  })
