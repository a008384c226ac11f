import type { StatementFile } from "@statement-engine/analysis"
import type {
  Client,
  IssuedToken,
  PurgedReport,
  Report,
  WebhookDelivery,
  WebhookSettings
} from "@statement-engine/core"

/** Everything the in-memory store holds; one instance backs all of its ports. */
export interface MemoryState {
  readonly reports: Map<string, Report>
  /** What is left of reports deleted for retention. */
  readonly purged: Map<string, PurgedReport>
  /** Request ids of reports that are queued or processing, in the order they were queued. */
  readonly unfinished: Set<string>
  readonly files: Map<string, ReadonlyArray<StatementFile>>
  readonly clients: Map<string, Client>
  readonly tokens: Map<string, IssuedToken>
  readonly webhookSettings: Map<string, WebhookSettings>
  readonly deliveries: Map<string, WebhookDelivery>
  /** When a claimed delivery becomes claimable again. */
  readonly deliveryLeases: Map<string, number>
}

/** A new, empty state. */
export const emptyMemoryState = (): MemoryState => ({
  reports: new Map(),
  purged: new Map(),
  unfinished: new Set(),
  files: new Map(),
  clients: new Map(),
  tokens: new Map(),
  webhookSettings: new Map(),
  deliveries: new Map(),
  deliveryLeases: new Map()
})
