import type { Either, Option } from "effect"
import { Context, type Effect } from "effect"
import type { ReportNotFound, ServiceUnavailable, StoreError } from "../domain/errors.js"
import type { ClientId, RequestId } from "../domain/ids.js"
import type { ReportState } from "../domain/report-state.js"
import type { Report } from "../domain/report.js"
import type { WebhookDelivery } from "../domain/webhook.js"

/** The new version of a report, and a webhook delivery to enqueue in the same atomic write. */
export interface ReportChange {
  readonly report: Report
  readonly delivery: Option.Option<WebhookDelivery>
}

/** What a runner asks for when it claims the next analysis. */
export interface ClaimRequest {
  readonly now: number
  readonly owner: string
  readonly leaseMillis: number
  /** Starts an analysis gets: a run whose lease ran out on its last start ends failed, not queued again. */
  readonly maxRunAttempts: number
}

/**
 * Port: where reports live. Every change goes through `update`, an atomic read-modify-write,
 * so the pure state machine decides and the store only persists.
 */
export class ReportStore extends Context.Tag("@statement-engine/core/ReportStore")<ReportStore, {
  /**
   * Stores a new report; its request id is unique. A store that is full of work not yet done
   * answers `ServiceUnavailable`.
   */
  readonly create: (report: Report) => Effect.Effect<void, StoreError | ServiceUnavailable>
  /** The report with this id, whoever owns it. */
  readonly find: (requestId: RequestId) => Effect.Effect<Option.Option<Report>, StoreError>
  /**
   * Applies `change` to the current version atomically; when it answers `Left`, nothing is written.
   * A delivery in the change is enqueued in the same write.
   */
  readonly update: <E>(
    requestId: RequestId,
    change: (current: Report) => Either.Either<ReportChange, E>
  ) => Effect.Effect<Report, E | ReportNotFound | StoreError>
  /**
   * Claims the oldest queued analysis that is due (or one whose lease ran out) for `owner`,
   * moving it to processing under a lease of `leaseMillis`. A run whose lease ran out on its
   * `maxRunAttempts`-th start is ended failed instead (with its webhook delivery, as the state
   * machine and `reportChangeFor` decide), and the claim moves on to the next.
   */
  readonly claimNext: (claim: ClaimRequest) => Effect.Effect<Option.Option<Report>, StoreError>
  /**
   * Keeps the gzip of a completed report's result document, made when a client first asked for it;
   * nothing happens for a report that is not completed with a document, or is gone.
   */
  readonly keepResultGzip: (requestId: RequestId, gzip: Uint8Array) => Effect.Effect<void, StoreError>
  /** How many analyses are queued or processing. */
  readonly countUnfinished: Effect.Effect<number, StoreError>
  /** How many reports are in each state (those purged for retention are not reports any more). */
  readonly countByState: Effect.Effect<ReportCounts, StoreError>
  /**
   * Erases every trace of a report: the report, its webhook deliveries and any record of its
   * purge. Its uploaded files are the file store's (`UploadedFileStore.remove`). Nothing happens
   * for an unknown id.
   */
  readonly erase: (requestId: RequestId) => Effect.Effect<void, StoreError>
  /**
   * Deletes the reports created before `cutoff` that are not queued or processing, keeping only a
   * record that they existed (who owned them, when they were purged); answers their ids.
   */
  readonly purgeCreatedBefore: (
    cutoff: number,
    now: number
  ) => Effect.Effect<ReadonlyArray<RequestId>, StoreError>
  /** The owner and purge time of a report deleted for retention, if this id was one. */
  readonly findPurged: (
    requestId: RequestId
  ) => Effect.Effect<Option.Option<PurgedReport>, StoreError>
}>() {}

/** The number of reports in each state. */
export type ReportCounts = { readonly [state in ReportState["_tag"]]: number }

/** What is left of a report deleted for retention. */
export interface PurgedReport {
  readonly request_id: RequestId
  readonly client_id: ClientId
  readonly purged_at: number
}
