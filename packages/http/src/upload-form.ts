import type { HttpServerRequest } from "@effect/platform"
import { NodeHttpServerRequest } from "@effect/platform-node"
import { IntakeOptions, type StatementFile } from "@statement-engine/analysis"
import {
  BadRequest,
  jsonApiError,
  PayloadTooLarge,
  UnsupportedMediaType
} from "@statement-engine/api-contract/api-errors"
import type { ProcessRequestBody } from "@statement-engine/api-contract/resources"
import type { ClientId } from "@statement-engine/core"
import type { UploadBudget, UploadReservation } from "@statement-engine/engine"
import { Effect, Either, Option, ParseResult, Schema } from "effect"
import { toApiError } from "./domain-errors.js"
import { MAX_JSON_DEPTH, nestsWithin } from "./json-depth.js"
import { type FormPart, readMultipart } from "./multipart-body.js"
import { declaredLength } from "./request-body.js"
import { isProcessField, noProcessFields, PROCESS_FIELDS, processRequestOf } from "./upload-process-fields.js"

/** The upload limit: 10 MiB for the whole request body. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024

/** The most files one upload may carry. */
export const MAX_UPLOAD_FILES = 100

/** The largest `options` field. */
const MAX_OPTIONS_BYTES = 256 * 1024

/** A `boundary` parameter of 1 to 70 characters, quoted or not (RFC 2046 §5.1.1). */
const BOUNDARY = /;\s*boundary=("[^"]{1,70}"|[^\s;"]{1,70})\s*(;|$)/i

const decodeOptions = Schema.decodeUnknownEither(Schema.parseJson(IntakeOptions))

const tooLarge = (limitBytes: number) =>
  new PayloadTooLarge({
    errors: [jsonApiError(
      413,
      "EXCEEDED_LIMIT",
      limitBytes === MAX_UPLOAD_BYTES
        ? `The request body is over the upload limit of ${MAX_UPLOAD_BYTES} bytes (10 MiB); send fewer or smaller files.`
        : `The request body is over the upload limit of ${limitBytes} bytes (the server's memory bound for statements); send fewer or smaller files.`
    )]
  })

const badRequest = (code: string, detail: string, pointer: string) =>
  new BadRequest({ errors: [jsonApiError(400, code, detail, { source: { pointer } })] })

/** The files and options of an upload, and the analysis it asks for at once when it carries the PUT's fields. */
export interface UploadForm {
  readonly files: ReadonlyArray<StatementFile>
  readonly options: IntakeOptions
  readonly process: Option.Option<typeof ProcessRequestBody.Type>
}

/** An upload as received: its form, and the reservation that holds its bytes until they are stored. */
export interface ReceivedUpload extends UploadForm {
  readonly reservation: UploadReservation
}

const fromParts = (parts: ReadonlyArray<FormPart>) =>
  Effect.gen(function*() {
    const files: Array<StatementFile> = []
    let options: IntakeOptions = {}
    const processTexts = noProcessFields()
    for (const part of parts) {
      if (part._tag === "File") {
        if (part.field !== "input") {
          return yield* Effect.fail(badRequest(
            "VALIDATION_ERROR",
            `Files go in the multipart field \`input\`, not \`${part.field.slice(0, 64)}\`.`,
            `/${part.field.slice(0, 64)}`
          ))
        }
        files.push({ name: part.name || `file-${files.length + 1}`, bytes: part.bytes })
      } else if (part.field === "options") {
        // forms (the /docs page among them) send an unfilled field as empty text: no options
        if (part.value.trim() !== "") options = yield* readOptions(part.value)
      } else if (isProcessField(part.field)) {
        if (part.value.trim() !== "") processTexts[part.field].push(part.value)
      } else if (part.field === "input") {
        return yield* Effect.fail(
          badRequest("VALIDATION_ERROR", "The field `input` must carry files, not text.", "/input")
        )
      }
    }
    if (files.length === 0) {
      return yield* Effect.fail(badRequest(
        "API_REQUIRED_PARAMS_MISSING",
        "Send at least one statement file in the multipart field `input`.",
        "/input"
      ))
    }
    if (files.length > MAX_UPLOAD_FILES) return yield* Effect.fail(tooManyFiles)
    const process = yield* processRequestOf(processTexts)
    return { files, options, process } satisfies UploadForm
  })

const readOptions = (value: string) => {
  if (!nestsWithin(value)) {
    return Effect.fail(badRequest(
      "VALIDATION_ERROR",
      `The options field nests deeper than ${MAX_JSON_DEPTH} levels.`,
      "/options"
    ))
  }
  return Either.match(decodeOptions(value), {
    onLeft: (error) =>
      Effect.fail(badRequest(
        "VALIDATION_ERROR",
        `The options field must be JSON with known keys: ${
          ParseResult.TreeFormatter.formatErrorSync(error).slice(0, 1000)
        }`,
        "/options"
      )),
    onRight: (options) => Effect.succeed(options)
  })
}

const tooManyFiles = badRequest("VALIDATION_ERROR", `Send at most ${MAX_UPLOAD_FILES} files per upload.`, "/input")

/** Parts past the files: `options`, and the process fields with `operations` repeated once per operation. */
const MAX_FIELD_PARTS = 1 + PROCESS_FIELDS.length + 16

const unreadable = (detail: string) =>
  badRequest("VALIDATION_ERROR", `The multipart body could not be read: ${detail}.`, "")

/**
 * Reads the multipart body of `POST /v2/report`: files from field `input`, JSON from field
 * `options`, and the PUT's body from fields `country`, `operations`, `params` and `use_webhook`. A declared length over the limit is refused before reading anything, an empty or
 * boundary-less body at once, a body that grows past the limit as soon as it does, and one that
 * ends before its closing boundary as soon as it ends. Its bytes are reserved against `budget` as
 * they arrive, until the scope closes or the store takes them; without room for them, or for the
 * declared length when the body starts, it is refused with 503 `SERVICE_UNAVAILABLE` and
 * `Retry-After`, reading no further, and when larger than the whole budget (under 10 MiB) with 413.
 * When the bodies of the client's uploads still arriving would pass its share of the budget, 429
 * `RATE_LIMIT` with `Retry-After` instead: other clients' uploads are not held back by one client's.
 * `client` is the authenticated client the upload is for.
 */
export const readUploadForm = (
  request: HttpServerRequest.HttpServerRequest,
  budget: typeof UploadBudget.Service,
  client: ClientId
) =>
  Effect.gen(function*() {
    const declared = declaredLength(request)
    // a body the whole budget could not hold is never received, however long the client waits
    const limit = Math.min(MAX_UPLOAD_BYTES, budget.maxBytes)
    if (declared !== undefined && declared > limit) return yield* Effect.fail(tooLarge(limit))
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
    if (!BOUNDARY.test(contentType)) {
      return yield* Effect.fail(badRequest(
        "VALIDATION_ERROR",
        "The Content-Type multipart/form-data needs a boundary parameter (1 to 70 characters).",
        ""
      ))
    }
    if (declared === 0) return yield* Effect.fail(unreadable("the body is empty"))
    if (declared !== undefined) yield* Effect.mapError(budget.roomFor(client, declared), toApiError)
    const reservation = yield* budget.reserve(client)
    let reserved = 0
    const reserveReceived = (received: number) => {
      if (received <= reserved) return undefined
      const added = reservation.add(received - reserved)
      reserved = received
      return Either.getLeft(added).pipe(Option.getOrUndefined)
    }
    const parts = yield* readMultipart(NodeHttpServerRequest.toIncomingMessage(request), contentType, {
      maxTotalBytes: limit,
      maxParts: MAX_UPLOAD_FILES + MAX_FIELD_PARTS,
      maxFieldBytes: MAX_OPTIONS_BYTES
    }, reserveReceived).pipe(
      Effect.catchTags({
        ServiceUnavailable: (error) => Effect.fail(toApiError(error)),
        UploadsInFlightLimited: (error) => Effect.fail(toApiError(error)),
        BodyTooLarge: () => Effect.fail(tooLarge(limit)),
        BodyNotReceived: (error) => Effect.fail(unreadable(error.detail)),
        MultipartRefused: (error) =>
          Effect.fail(
            error.reason === "FieldTooLarge"
              ? badRequest("VALIDATION_ERROR", "A text field (options, params) is over 256 KiB.", "/options")
              : error.reason === "TooManyParts"
              ? tooManyFiles
              : unreadable(error.detail)
          )
      })
    )
    reservation.received()
    const form = yield* fromParts(parts)
    return { ...form, reservation } satisfies ReceivedUpload
  })
