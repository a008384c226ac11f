import { Clock, Duration, Effect, Layer, Schedule } from "effect"
import { EngineConfig } from "../engine-config.js"
import { ClientStore } from "../ports/client-store.js"
import { ReportStore } from "../ports/report-store.js"
import { UploadedFileStore } from "../ports/uploaded-file-store.js"

/**
 * Background retention: every `retentionSweepIntervalMillis`, reports created more than
 * `retentionMillis` ago (and not running) are deleted with their files; their ids then answer 410.
 * Every `tokenPurgeIntervalMillis`, expired bearer tokens are deleted.
 */
export const RetentionSweeper = Layer.scopedDiscard(
  Effect.gen(function*() {
    const store = yield* ReportStore
    const files = yield* UploadedFileStore
    const clients = yield* ClientStore
    const config = yield* EngineConfig
    const sweep = Effect.gen(function*() {
      const now = yield* Clock.currentTimeMillis
      const purged = yield* store.purgeCreatedBefore(now - config.retentionMillis, now)
      yield* Effect.forEach(purged, files.remove, { discard: true })
      if (purged.length > 0) yield* Effect.logInfo(`retention: deleted ${purged.length} report(s)`)
    }).pipe(Effect.catchAllCause((cause) => Effect.logError("retention sweep failed", cause)))
    const purgeTokens = Effect.gen(function*() {
      const purged = yield* clients.purgeExpiredTokens(yield* Clock.currentTimeMillis)
      if (purged > 0) yield* Effect.logDebug(`deleted ${purged} expired token(s)`)
    }).pipe(Effect.catchAllCause((cause) => Effect.logError("expired token purge failed", cause)))
    yield* Effect.forkScoped(
      Effect.repeat(sweep, Schedule.spaced(Duration.millis(config.retentionSweepIntervalMillis)))
    )
    yield* Effect.forkScoped(
      Effect.repeat(purgeTokens, Schedule.spaced(Duration.millis(config.tokenPurgeIntervalMillis)))
    )
  })
)
