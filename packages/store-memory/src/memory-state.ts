import type { StatementFile } from "@statement-engine/analysis"
import {
  type Client,
  type ClientId,
  DEFAULT_CLIENT_UPLOAD_SHARE,
  type IssuedToken,
  type PurgedReport,
  type Report,
  type WebhookDelivery,
  type WebhookSettings
} from "@statement-engine/core"

/** How much the in-memory store may hold; see `memoryStoreLimits` for the defaults. */
export interface MemoryStoreLimits {
  /** Reports kept, in any state. */
  readonly maxReports: number
  /**
   * Bytes of uploaded files and results kept, all reports together, and of uploads being received
   * (`UploadBudget`): one bound on the statement bytes the process holds.
   */
  readonly maxBytes: number
  /**
   * The share of `maxBytes` the bodies of one client's uploads still arriving may hold together, so
   * that one client sending slowly cannot fill the bound for the others; never less than one
   * largest upload (`clientUploadBytes`).
   */
  readonly clientUploadShare: number
  /** Records of deleted reports kept so that their owners get 410 rather than 404; oldest forgotten first. */
  readonly maxPurgedRecords: number
  /** `Retry-After` of an upload refused because only unfinished work is left to hold. */
  readonly retryAfterSeconds: number
}

/** Everything the in-memory store holds; one instance backs all of its ports. */
export interface MemoryState {
  readonly limits: MemoryStoreLimits
  readonly reports: Map<string, Report>
  /** What is left of reports deleted for retention or to make room, oldest first. */
  readonly purged: Map<string, PurgedReport>
  /** Request ids of reports that are queued or processing, in the order they were queued. */
  readonly unfinished: Set<string>
  /** Request ids of completed and failed reports, in the order they ended: evicted first. */
  readonly finished: Set<string>
  /** Request ids of uploads with no analysis requested, oldest first: evicted once no finished one is left. */
  readonly idle: Set<string>
  readonly files: Map<string, ReadonlyArray<StatementFile>>
  /** Bytes each report holds: its files and its products. */
  readonly sizes: Map<string, { files: number; products: number }>
  /** Bytes held by all reports, and bytes reserved by uploads being received. */
  readonly usage: { bytes: number; reserved: number }
  readonly clients: Map<string, Client>
  readonly tokens: Map<string, IssuedToken>
  readonly webhookSettings: Map<ClientId, WebhookSettings>
  readonly deliveries: Map<string, WebhookDelivery>
  /** When a claimed delivery becomes claimable again. */
  readonly deliveryLeases: Map<string, number>
}

/** The limits of an in-memory store unless told otherwise. */
export const memoryStoreLimits: MemoryStoreLimits = {
  maxReports: 10_000,
  maxBytes: 96 * 1024 * 1024,
  clientUploadShare: DEFAULT_CLIENT_UPLOAD_SHARE,
  maxPurgedRecords: 100_000,
  retryAfterSeconds: 5
}

/** A new, empty state. */
export const emptyMemoryState = (limits: Partial<MemoryStoreLimits> = {}): MemoryState => ({
  limits: { ...memoryStoreLimits, ...limits },
  reports: new Map(),
  purged: new Map(),
  unfinished: new Set(),
  finished: new Set(),
  idle: new Set(),
  files: new Map(),
  sizes: new Map(),
  usage: { bytes: 0, reserved: 0 },
  clients: new Map(),
  tokens: new Map(),
  webhookSettings: new Map(),
  deliveries: new Map(),
  deliveryLeases: new Map()
})
