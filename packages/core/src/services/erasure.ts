import { Context, Effect, Layer, Option } from "effect"
import { ReportNotFound, type StoreError } from "../domain/errors.js"
import { type ClientId, RequestId } from "../domain/ids.js"
import { ReportSignals } from "../ports/report-signals.js"
import { ReportStore } from "../ports/report-store.js"
import { UploadedFileStore } from "../ports/uploaded-file-store.js"

/** Service: erasing a client's report on request, as data-protection law asks of those who hold statements. */
export class Erasure extends Context.Tag("@statement-engine/core/Erasure")<Erasure, {
  /**
   * Erases the caller's report: uploaded files, products, webhook deliveries and any record of its
   * purge. Another client's id, or an unknown one, fails with `ReportNotFound` and erases nothing.
   */
  readonly eraseReport: (
    clientId: ClientId,
    requestId: string
  ) => Effect.Effect<void, ReportNotFound | StoreError>
}>() {
  static readonly layer = Layer.effect(
    Erasure,
    Effect.gen(function*() {
      const store = yield* ReportStore
      const files = yield* UploadedFileStore
      const signals = yield* ReportSignals
      return {
        eraseReport: (clientId, requestId) =>
          Effect.gen(function*() {
            const id = RequestId.make(requestId)
            const owned = Option.exists(yield* store.find(id), (report) => report.client_id === clientId) ||
              Option.exists(yield* store.findPurged(id), (gone) => gone.client_id === clientId)
            if (!owned) return yield* new ReportNotFound({ request_id: requestId })
            // files first: a report whose erasure failed half-way is still found, and erasing it again finishes it
            yield* files.remove(id)
            yield* store.erase(id)
            // a request held on this report answers now (not found) rather than at the end of its wait
            yield* signals.publish(id)
          })
      }
    })
  )
}
