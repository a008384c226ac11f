import { Context, Layer } from "effect"
import type { HostScoringModel } from "./services/host-models.js"

/** Settings of one engine instance; every field has a default in `EngineConfig.defaults`. */
export interface EngineSettings {
  /** The `audience` a token request must name, and every token carries. */
  readonly audience: string
  /** Lifetime of issued bearer tokens. */
  readonly tokenTtlSeconds: number
  /** Let webhooks reach loopback and private addresses (development only). */
  readonly allowPrivateCallbacks: boolean
  /** An analysis running longer than this fails with `TIMEOUT`. */
  readonly runTimeLimitMillis: number
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
  /** Time limit of one webhook HTTP call. */
  readonly webhookTimeoutMillis: number
  /** How often idle background loops look for work they were not told about. */
  readonly pollIntervalMillis: number
  /** Reports older than this are deleted (files and results) and answer 410 `GONE`. */
  readonly retentionMillis: number
  /** How often the retention sweep runs. */
  readonly retentionSweepIntervalMillis: number
  /** Scoring models of the host application, beside the built-in ones. */
  readonly scoringModels: ReadonlyArray<HostScoringModel>
  /**
   * When the engine stops, how long runs and webhook deliveries in flight get to finish (no new
   * ones start); runs still going then are released to the queue for another process.
   */
  readonly drainMillis: number
}

const defaults: EngineSettings = {
  audience: "statement-engine",
  tokenTtlSeconds: 3600,
  allowPrivateCallbacks: false,
  runTimeLimitMillis: 120_000,
  leaseMillis: 30_000,
  maxConcurrentRuns: 2,
  maxQueuedRuns: 1000,
  maxRunAttempts: 3,
  busyRetryAfterSeconds: 5,
  webhookRetryScheduleMillis: [0, 5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000],
  webhookTimeoutMillis: 15_000,
  pollIntervalMillis: 1_000,
  retentionMillis: 90 * 24 * 3_600_000,
  retentionSweepIntervalMillis: 3_600_000,
  scoringModels: [],
  drainMillis: 10_000
}

/** The settings of the running engine. */
export class EngineConfig extends Context.Tag("@statement-engine/core/EngineConfig")<EngineConfig, EngineSettings>() {
  static readonly defaults = defaults
  /** A layer with the defaults, overridden by `settings`. */
  static readonly layer = (settings: Partial<EngineSettings> = {}) =>
    Layer.succeed(EngineConfig, { ...defaults, ...settings })
}
