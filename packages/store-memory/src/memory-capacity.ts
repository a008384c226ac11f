import { type PurgedReport, type Report, ServiceUnavailable } from "@statement-engine/core"
import { Either } from "effect"
import type { MemoryState } from "./memory-state.js"

/** A completed result's bytes: its kept document (the products are views into it), or its products' chunks. */
const productBytes = (report: Report) =>
  report.state._tag === "Completed" && report.state.document !== undefined
    ? report.state.document.json.byteLength + (report.state.document.gzip?.byteLength ?? 0)
    : report.state._tag === "Completed"
    ? Object.values(report.state.products).reduce(
      (total, chunks) => total + chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0),
      0
    )
    : 0

const setSize = (state: MemoryState, requestId: string, part: "files" | "products", bytes: number) => {
  const size = state.sizes.get(requestId) ?? { files: 0, products: 0 }
  state.usage.bytes += bytes - size[part]
  size[part] = bytes
  if (size.files === 0 && size.products === 0) state.sizes.delete(requestId)
  else state.sizes.set(requestId, size)
}

/** Records the bytes of a report's files (0 once they are removed). */
export const countFiles = (state: MemoryState, requestId: string, bytes: number) =>
  setSize(state, requestId, "files", bytes)

/**
 * Writes a report and files it under its kind of state: unfinished (never evicted), finished
 * (evicted first, in the order they ended) or idle (uploaded, no analysis requested).
 */
export const writeReport = (state: MemoryState, report: Report) => {
  const id = report.request_id
  state.reports.set(id, report)
  setSize(state, id, "products", productBytes(report))
  const kind = report.state._tag === "Queued" || report.state._tag === "Processing"
    ? state.unfinished
    : report.state._tag === "Uploaded"
    ? state.idle
    : state.finished
  for (const set of [state.unfinished, state.idle, state.finished]) if (set !== kind) set.delete(id)
  if (!kind.has(id)) kind.add(id)
}

/** Keeps what is left of a deleted report, forgetting the oldest such records past the limit. */
export const rememberPurged = (state: MemoryState, purged: PurgedReport) => {
  state.purged.set(purged.request_id, purged)
  for (const oldest of state.purged.keys()) {
    if (state.purged.size <= state.limits.maxPurgedRecords) break
    state.purged.delete(oldest)
  }
}

/** Forgets a report (not its files, which are the file store's) and what it counted for. */
export const forgetReport = (state: MemoryState, requestId: string) => {
  state.reports.delete(requestId)
  setSize(state, requestId, "products", 0)
  for (const set of [state.unfinished, state.idle, state.finished]) set.delete(requestId)
}

/** Deletes a report with its files and its sent notifications, remembering whose it was. */
export const deleteReport = (state: MemoryState, report: Report, now: number) => {
  const id = report.request_id
  forgetReport(state, id)
  state.files.delete(id)
  setSize(state, id, "files", 0)
  for (const [webhookId, delivery] of state.deliveries) {
    if (delivery.request_id === id && delivery.state !== "pending") state.deliveries.delete(webhookId)
  }
  rememberPurged(state, { request_id: report.request_id, client_id: report.client_id, purged_at: now })
}

const fits = (state: MemoryState, reports: number, bytes: number) =>
  state.reports.size + reports <= state.limits.maxReports &&
  state.usage.bytes + state.usage.reserved + bytes <= state.limits.maxBytes

/**
 * Evictable reports, the first to go first: finished ones, then uploads no analysis was asked for.
 * The sets are walked as they are (no copy): nothing is deleted while the victims are chosen.
 */
function* evictable(state: MemoryState, keep: string | undefined) {
  for (const set of [state.finished, state.idle]) {
    for (const id of set) if (id !== keep) yield id
  }
}

/** What a report or an upload needs room for. */
interface Need {
  readonly reports: number
  readonly bytes: number
  /** A report never deleted to make this room. */
  readonly keep?: string
}

/**
 * The reports to delete to make room for `need` (uploads being received count as held): finished
 * reports, then idle uploads, oldest first; never one that is queued or running, nor `need.keep`.
 * When even deleting all of them would not make room, answers why.
 */
const victimsFor = (state: MemoryState, need: Need): Either.Either<ReadonlyArray<Report>, ServiceUnavailable> => {
  if (fits(state, need.reports, need.bytes)) return Either.right([])
  let reports = state.reports.size + need.reports
  let bytes = state.usage.bytes + state.usage.reserved + need.bytes
  const victims: Array<Report> = []
  for (const id of evictable(state, need.keep)) {
    if (reports <= state.limits.maxReports && bytes <= state.limits.maxBytes) break
    const report = state.reports.get(id)
    if (report === undefined) continue
    const size = state.sizes.get(id)
    reports--
    bytes -= (size?.files ?? 0) + (size?.products ?? 0)
    victims.push(report)
  }
  if (reports > state.limits.maxReports || bytes > state.limits.maxBytes) {
    return Either.left(
      new ServiceUnavailable({
        detail:
          "The in-memory store is full of analyses that are queued or running and of uploads being received; retry later.",
        retry_after_seconds: state.limits.retryAfterSeconds
      })
    )
  }
  return Either.right(victims)
}

/** Whether there is room for `need` now, deleting what `makeRoom` would delete; deletes nothing. */
export const hasRoom = (state: MemoryState, need: Need): Either.Either<void, ServiceUnavailable> =>
  Either.map(victimsFor(state, need), () => undefined)

/**
 * Makes room for `reports` more reports and `bytes` more bytes (uploads being received count as
 * held) by deleting finished reports, then idle uploads, oldest first; never one that is queued or
 * running, nor `keep`. When even deleting all of them would not make room, deletes nothing and
 * answers why.
 */
export const makeRoom = (state: MemoryState, need: Need, now: number): Either.Either<void, ServiceUnavailable> =>
  Either.map(victimsFor(state, need), (victims) => {
    for (const victim of victims) deleteReport(state, victim, now)
  })
