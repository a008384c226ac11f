import type { UploadedFileStore } from "@statement-engine/core"
import { Clock, Effect, Either, Option } from "effect"
import { countFiles, makeRoom } from "./memory-capacity.js"
import type { MemoryState } from "./memory-state.js"
import { reservationEnd } from "./upload-budget.js"

/**
 * The uploaded-file store port over a `MemoryState`. Files that would not fit the store's limits
 * make room as a new report does (`makeMemoryReportStore`), or are refused as `ServiceUnavailable`.
 * Stored within `UploadReservation.storing`, they take the place of the upload's reservation.
 */
export const makeMemoryUploadedFileStore = (state: MemoryState): typeof UploadedFileStore.Service => ({
  put: (requestId, files) =>
    Effect.flatMap(
      Effect.zip(Clock.currentTimeMillis, reservationEnd(state)),
      ([now, endReservation]) =>
        Effect.suspend(() => {
          // in the same step as the files are counted, so that no other upload takes their room between
          endReservation()
          const bytes = files.reduce((total, file) => total + file.bytes.byteLength, 0)
          const before = state.sizes.get(requestId)?.files ?? 0
          const newReport = state.reports.has(requestId) ? 0 : 1
          const room = makeRoom(state, { reports: newReport, bytes: bytes - before, keep: requestId }, now)
          if (Either.isLeft(room)) return room
          state.files.set(requestId, files)
          countFiles(state, requestId, bytes)
          return Effect.void
        })
    ),
  get: (requestId) => Effect.sync(() => Option.fromNullable(state.files.get(requestId))),
  remove: (requestId) =>
    Effect.sync(() => {
      state.files.delete(requestId)
      countFiles(state, requestId, 0)
    })
})
