import { Duration, Effect } from "effect"
import type { ReportGone, ReportNotFound, StoreError } from "../domain/errors.js"
import { type ClientId, RequestId } from "../domain/ids.js"
import type { Report } from "../domain/report.js"
import type { ReportSignals } from "../ports/report-signals.js"

/** True when waiting longer cannot change the report: its run ended, or none was requested. */
export const reportSettled = (report: Report): boolean =>
  report.state._tag !== "Queued" && report.state._tag !== "Processing"

/**
 * The caller's report once it settles, or as it is after `wait`: woken by the report's signal, not by
 * reading it again and again. The subscription comes before the first read, so an end stored between
 * the two still wakes it.
 */
export const reportWhenSettled = (
  get: (clientId: ClientId, requestId: string) => Effect.Effect<Report, ReportNotFound | ReportGone | StoreError>,
  signals: ReportSignals["Type"]
) =>
(clientId: ClientId, requestId: string, wait: Duration.DurationInput) =>
  // a plain poll reads once: no scope, no subscription
  Duration.lessThanOrEqualTo(Duration.decode(wait), Duration.zero) ? get(clientId, requestId) : Effect.scoped(
    Effect.gen(function*() {
      const signalled = yield* signals.subscribe(RequestId.make(requestId))
      const now = yield* get(clientId, requestId)
      if (reportSettled(now)) return now
      yield* signalled.pipe(Effect.timeoutOption(wait))
      return yield* get(clientId, requestId)
    })
  )
