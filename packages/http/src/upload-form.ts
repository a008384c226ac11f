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
      return yield* Effect.fail(
        new UnsupportedMediaType({
          errors: [
            jsonApiError(415, "UNSUPPORTED_MEDIA_TYPE", "Send multipart/form-data with the files in field `input`.", {
              source: { header: "Content-Type" }
            })
          ]
        })
      )
    }
    const parts = Multipart.withLimitsStream(request.multipartStream, {
      maxTotalSize: Option.some(MAX_UPLOAD_BYTES),
      maxFileSize: Option.some(MAX_UPLOAD_BYTES),
      maxFieldSize: 256 * 1024,
      maxParts: Option.some(MAX_UPLOAD_FILES + 1)
    })
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
          const chunks = yield* Stream.runCollect(part.content)
          const bytes = new Uint8Array(Chunk.reduce(chunks, 0, (size, chunk) => size + chunk.length))
          Chunk.reduce(chunks, 0, (offset, chunk) => (bytes.set(chunk, offset), offset + chunk.length))
          files.push({ name: part.name || `file-${files.length + 1}`, bytes })
          return
        }
        if (part.key === "options") {
          const decoded = decodeOptions(part.value)
          if (Either.isLeft(decoded)) {
            return yield* Effect.fail(badRequest(
              "VALIDATION_ERROR",
              `The options field must be JSON with known keys: ${
                ParseResult.TreeFormatter.formatErrorSync(decoded.left)
              }`,
              "/options"
            ))
          }
          options = decoded.right
          return
        }
        if (part.key === "input") {
          return yield* Effect.fail(
            badRequest("VALIDATION_ERROR", "The field `input` must carry files, not text.", "/input")
          )
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
