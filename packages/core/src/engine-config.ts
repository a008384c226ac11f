import { Context, Layer } from "effect"
import type { CompatibilityProfile } from "./domain/client.js"
import type { HostScoringModel } from "./services/host-models.js"
import type { SecretKeys } from "./services/secret-box.js"

/** Settings of one engine instance; every field has a default in `EngineConfig.defaults`. */
export interface EngineSettings {
  /** The `audience` a token request must name, and every token carries. */
  readonly audience: string
  /** Lifetime of issued bearer tokens. */
  readonly tokenTtlSeconds: number
  /** Let webhooks reach loopback and private addresses (development only). */
  readonly allowPrivateCallbacks: boolean
  /**
   * A run (waiting for a thread included) still unfinished after this fails with `TIMEOUT`; the
   * analysis itself has the shorter `analysisTimeLimitMillis`.
   */
  readonly runTimeLimitMillis: number
  /**
   * Time one pre-processing or analysis may compute before it is stopped and fails with
   * `ANALYSIS_LIMIT` (not retried: the same input would be stopped again).
   */
  readonly analysisTimeLimitMillis: number
  /** How long a claimed analysis stays with its runner without a heartbeat. */
  readonly leaseMillis: number
  /** Analyses run at the same time by this process. */
  readonly maxConcurrentRuns: number
  /** Analyses queued or running before new requests are refused with 503. */
  readonly maxQueuedRuns: number
  /** Runs of one analysis (first try included) before it ends `failed`. */
  readonly maxRunAttempts: number
  /** `Retry-After` answered with a 503 when the queue is full. */
  readonly busyRetryAfterSeconds: number
  /** Delay before each delivery attempt of a webhook; its length is the number of attempts. */
  readonly webhookRetryScheduleMillis: ReadonlyArray<number>
  /** Deadline of one webhook delivery attempt: connecting, sending, the answer's headers and body. */
  readonly webhookTimeoutMillis: number
  /** Webhook deliveries in flight at once in this process, all receivers together. */
  readonly webhookConcurrency: number
  /** Webhook deliveries in flight at once to one client's receiver. */
  readonly webhookConcurrencyPerReceiver: number
  /** How often idle background loops look for work they were not told about. */
  readonly pollIntervalMillis: number
  /** Reports older than this are deleted (files and results) and answer 410 `GONE`. */
  readonly retentionMillis: number
  /** How often the retention sweep runs. */
  readonly retentionSweepIntervalMillis: number
  /** How often expired bearer tokens are deleted. */
  readonly tokenPurgeIntervalMillis: number
  /**
   * The keys that encrypt the webhook secrets the store keeps (`STATEMENT_ENGINE_SECRET_KEY`):
   * `current` seals, it and `previous` open. None: a key made at start, lost with the process
   * (enough for the in-memory store only).
   */
  readonly secretKeys: SecretKeys | undefined
  /** Scoring models of the host application, beside the built-in ones. */
  readonly scoringModels: ReadonlyArray<HostScoringModel>
  /**
   * When the engine stops, how long runs and webhook deliveries in flight get to finish (no new
   * ones start); runs still going then are released to the queue for another process.
   */
  readonly drainMillis: number
  /** The profile clients without one of their own are served in (`STATEMENT_ENGINE_COMPATIBILITY`). */
  readonly compatibility: CompatibilityProfile
}

const defaults: EngineSettings = {
  audience: "statement-engine",
  tokenTtlSeconds: 3600,
  allowPrivateCallbacks: false,
  runTimeLimitMillis: 120_000,
  analysisTimeLimitMillis: 60_000,
  leaseMillis: 30_000,
  maxConcurrentRuns: 2,
  maxQueuedRuns: 1000,
  maxRunAttempts: 3,
  busyRetryAfterSeconds: 5,
  webhookRetryScheduleMillis: [0, 5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000],
  webhookTimeoutMillis: 15_000,
  webhookConcurrency: 64,
  webhookConcurrencyPerReceiver: 4,
  pollIntervalMillis: 1_000,
  retentionMillis: 90 * 24 * 3_600_000,
  retentionSweepIntervalMillis: 3_600_000,
  tokenPurgeIntervalMillis: 300_000,
  secretKeys: undefined,
  scoringModels: [],
  drainMillis: 10_000,
  compatibility: "ours"
}

/** The settings of the running engine. */
export class EngineConfig extends Context.Tag("@statement-engine/core/EngineConfig")<EngineConfig, EngineSettings>() {
  static readonly defaults = defaults
  /** A layer with the defaults, overridden by `settings`. */
  static readonly layer = (settings: Partial<EngineSettings> = {}) =>
    Layer.succeed(EngineConfig, { ...defaults, ...settings })
}
