import { type CompatibilityProfile, EngineConfig, type EngineSettings } from "@statement-engine/core"
import type { MemoryStoreLimits } from "@statement-engine/store-memory"
import { defaultYoungGenerationMb } from "@statement-engine/worker-pool"
import { Redacted } from "effect"
import { availableParallelism } from "node:os"

/** Where the engine keeps reports, uploaded files, clients and its work queue. */
export type StoreSettings =
  /**
   * In this process's memory: nothing survives a restart. Bounded by `limits` (`memoryStoreLimits`
   * of `@statement-engine/store-memory` for the rest; `STATEMENT_ENGINE_MEMORY_MAX_REPORTS`, `_MAX_MB`,
   * `STATEMENT_ENGINE_UPLOAD_CLIENT_SHARE`).
   */
  | { readonly kind: "memory"; readonly limits?: Partial<MemoryStoreLimits> }
  /** In PostgreSQL: durable, and shared by every engine process on the same database. */
  | {
    readonly kind: "postgres"
    /** A `postgres://` connection URL (`DATABASE_URL`). */
    readonly url: Redacted.Redacted<string>
    /** Connections this process may hold. */
    readonly maxConnections: number
    /**
     * Bytes the bodies of one client's uploads still arriving may hold in this process at once;
     * unless set, the in-memory store's default share (`clientUploadBytes` of
     * `@statement-engine/store-memory`).
     */
    readonly maxClientUploadBytes?: number
  }

/** Where analyses run. */
export interface AnalysisSettings {
  /** Worker threads (`STATEMENT_ENGINE_WORKERS`); 0 runs analysis in the calling thread. */
  readonly workers: number
  /** Each worker thread's young generation in MB, 0 for V8's own (`STATEMENT_ENGINE_WORKER_YOUNG_GENERATION_MB`). */
  readonly youngGenerationMb: number
  /**
   * Each worker thread's heap limit in MB, the memory limit of one analysis; V8's own when undefined
   * (`STATEMENT_ENGINE_WORKER_HEAP_MB`).
   */
  readonly heapLimitMb: number | undefined
  /**
   * Uploads of at most this many bytes are read in the calling thread even with workers, under a
   * 20 ms watchdog; analyses never are (`docs/decisions/inline-analysis.md`).
   */
  readonly inlinePreprocessMaxBytes: number
}

/**
 * The HTTP server's settings: plain data here, read by `@statement-engine/http`, so that building
 * the engine needs no HTTP code.
 */
export interface ServerSettings {
  /** TCP port (`PORT`); 0 picks a free one. */
  readonly port: number
  /** Interface to bind (`HOST`). */
  readonly host: string
  /** Requests per minute per client on `/v2`, 0 for no limit (`STATEMENT_ENGINE_RATE_LIMIT`). */
  readonly rateLimitPerMinute: number
  /** Largest JSON body of a `/v2` request, in bytes (`STATEMENT_ENGINE_JSON_BODY_LIMIT_BYTES`); uploads have their own 10 MiB. */
  readonly jsonBodyLimitBytes: number
  /** Largest body of a `POST /oauth/token`, in bytes (`STATEMENT_ENGINE_TOKEN_BODY_LIMIT_BYTES`). */
  readonly tokenBodyLimitBytes: number
  /** Time a connection has to send a request's headers (`STATEMENT_ENGINE_HEADERS_TIMEOUT_SECONDS`). */
  readonly headersTimeoutMillis: number
  /** Time a connection has to send a whole request, and the longest a socket may stay silent (`STATEMENT_ENGINE_REQUEST_TIMEOUT_SECONDS`). */
  readonly requestTimeoutMillis: number
  /** Time an idle keep-alive connection is kept open (`STATEMENT_ENGINE_KEEP_ALIVE_TIMEOUT_SECONDS`). */
  readonly keepAliveTimeoutMillis: number
  /** Connections open at once; further ones are closed as they arrive (`STATEMENT_ENGINE_MAX_CONNECTIONS`). */
  readonly maxConnections: number
  /** Token requests per minute naming one client id, 0 for no limit (`STATEMENT_ENGINE_TOKEN_RATE_LIMIT`). */
  readonly tokenRateLimitPerClient: number
  /** Token requests per minute from one address, 0 for no limit (`STATEMENT_ENGINE_TOKEN_RATE_LIMIT_PER_ADDRESS`). */
  readonly tokenRateLimitPerAddress: number
  /**
   * Addresses or CIDR ranges of reverse proxies whose `X-Forwarded-For`, `-Proto` and `-Host` are
   * honoured (`STATEMENT_ENGINE_TRUSTED_PROXIES`); from anyone else those headers are ignored.
   */
  readonly trustedProxies: ReadonlyArray<string>
  /** A bearer token `GET /metrics` requires; open when undefined (`STATEMENT_ENGINE_METRICS_TOKEN`). */
  readonly metricsToken: Redacted.Redacted<string> | undefined
  /**
   * On SIGTERM or SIGINT the process exits within this (`STATEMENT_ENGINE_SHUTDOWN_GRACE_SECONDS`):
   * it stops accepting connections at once, and the engine gets all but two seconds of it to finish
   * runs and webhook deliveries in flight (`engine.drainMillis`) before releasing the runs left.
   */
  readonly shutdownGraceMillis: number
}

/** An API client registered when the engine starts (`STATEMENT_ENGINE_CLIENTS`). */
export interface BootstrapClient {
  readonly clientId: string
  readonly secret: Redacted.Redacted<string>
  /** The client's own compatibility profile (a host's choice; the environment gives none). */
  readonly compatibility?: CompatibilityProfile | undefined
}

/**
 * Everything that shapes a running statement-engine, in one place: the store, where analyses run,
 * the engine's own settings (core's `EngineSettings`), the HTTP server and the clients to register
 * at start. `makeSettings` fills in the defaults; `loadSettings` reads them from the environment.
 */
export interface Settings {
  readonly store: StoreSettings
  readonly analysis: AnalysisSettings
  readonly engine: EngineSettings
  readonly server: ServerSettings
  readonly clients: ReadonlyArray<BootstrapClient>
}

/** What a caller may set; everything left out takes its default (see `makeSettings`). */
export interface SettingsInput {
  readonly store?: StoreSettings
  readonly analysis?: Partial<AnalysisSettings>
  readonly engine?: Partial<EngineSettings>
  readonly server?: Partial<ServerSettings>
  readonly clients?: ReadonlyArray<BootstrapClient>
}

/** The in-memory store, with its default bounds. */
export const memoryStore: StoreSettings = { kind: "memory" }

/** The in-memory store within other bounds than the defaults. */
export const memoryStoreWithin = (limits: Partial<MemoryStoreLimits>): StoreSettings => ({ kind: "memory", limits })

/** The PostgreSQL store at `url`, holding at most `maxConnections` connections (10 by default). */
export const postgresStore = (url: string | Redacted.Redacted<string>, maxConnections = 10): StoreSettings => ({
  kind: "postgres",
  url: typeof url === "string" ? Redacted.make(url) : url,
  maxConnections
})

/** The defaults of the analysis settings: a thread per core with a 512 MB heap, uploads up to 4 KiB read inline. */
export const defaultAnalysisSettings = (): AnalysisSettings => ({
  workers: availableParallelism(),
  youngGenerationMb: defaultYoungGenerationMb,
  heapLimitMb: 512,
  inlinePreprocessMaxBytes: 4 * 1024
})

/** The defaults of the server settings. */
export const defaultServerSettings: ServerSettings = {
  port: 8080,
  host: "127.0.0.1",
  rateLimitPerMinute: 1200,
  jsonBodyLimitBytes: 64 * 1024,
  tokenBodyLimitBytes: 8 * 1024,
  headersTimeoutMillis: 15_000,
  requestTimeoutMillis: 120_000,
  keepAliveTimeoutMillis: 5_000,
  maxConnections: 1024,
  tokenRateLimitPerClient: 30,
  tokenRateLimitPerAddress: 60,
  trustedProxies: [],
  metricsToken: undefined,
  shutdownGraceMillis: 25_000
}

/** What shutting down keeps for itself after the engine's drain: releasing runs, closing the store. */
const SHUTDOWN_MARGIN_MILLIS = 2_000

/**
 * The settings with every default filled in. Three engine defaults follow from the rest unless set:
 * `maxConcurrentRuns` is the number of worker threads (at least 1), on PostgreSQL `maxQueuedRuns`
 * is unbounded (the queue is in the database and costs no memory), and `drainMillis` is the
 * shutdown grace less two seconds.
 */
export const makeSettings = (input: SettingsInput = {}): Settings => {
  const store = input.store ?? memoryStore
  const analysis = { ...defaultAnalysisSettings(), ...input.analysis }
  const server = { ...defaultServerSettings, ...input.server }
  return {
    store,
    analysis,
    engine: {
      ...EngineConfig.defaults,
      maxConcurrentRuns: Math.max(1, analysis.workers),
      ...(store.kind === "postgres" ? { maxQueuedRuns: Number.POSITIVE_INFINITY } : {}),
      drainMillis: Math.max(0, server.shutdownGraceMillis - SHUTDOWN_MARGIN_MILLIS),
      ...input.engine
    },
    server,
    clients: input.clients ?? []
  }
}
