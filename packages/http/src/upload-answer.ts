import type { HttpServerRequest } from "@effect/platform"
import type { ClientId, Engine, Report } from "@statement-engine/core"
import type { UploadBudget } from "@statement-engine/engine"
import { type Context, Effect } from "effect"
import { toApiError } from "./domain-errors.js"
import { baseUrl } from "./links.js"
import type { PreProcessingRecord } from "./resources.js"
import { readUploadForm } from "./upload-form.js"

const preProcessingRecord = (report: Report, base: string): PreProcessingRecord => ({
  data: {
    type: "report pre-processing record",
    attributes: {
      "available-operations": report.intake.available_operations,
      "request-id": report.request_id,
      status: "completed",
      files: report.intake.files,
      transactions: report.intake.transactions,
      "duplicates-dropped": report.intake.duplicates_dropped
    },
    relationships: {
      operations: {
        links: { related: `${base}/v2/report/process/${report.request_id}`, self: `${base}/v2/report` }
      }
    }
  }
})

/**
 * `POST /v2/report` for an authenticated client: the multipart body read within the upload budget
 * and the client's share (`readUploadForm`), its files stored and pre-processed, the record of what
 * was read. Used by the API's handler and by the edge's report lane.
 */
export const uploadAnswer = (
  engine: Context.Tag.Service<typeof Engine>,
  budget: Context.Tag.Service<typeof UploadBudget>,
  request: HttpServerRequest.HttpServerRequest,
  client: ClientId
) =>
  Effect.gen(function*() {
    const upload = yield* readUploadForm(request, budget, client)
    const report = yield* upload.reservation.storing(engine.upload(client, upload.files, upload.options)).pipe(
      Effect.mapError(toApiError)
    )
    return preProcessingRecord(report, baseUrl(request))
  }).pipe(Effect.scoped)
