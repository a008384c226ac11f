import { EngineConfig, type EngineSettings } from "@statement-engine/core"
import { defaultYoungGenerationMb } from "@statement-engine/worker-pool"
import { Redacted } from "effect"
import { availableParallelism } from "node:os"

/** Where the engine keeps reports, uploaded files, clients and its work queue. */
export type StoreSettings =
  /** In this process's memory: nothing survives a restart. */
  | { readonly kind: "memory" }
  /** In PostgreSQL: durable, and shared by every engine process on the same database. */
  | {
    readonly kind: "postgres"
    /** A `postgres://` connection URL (`DATABASE_URL`). */
    readonly url: Redacted.Redacted<string>
    /** Connections this process may hold. */
    readonly maxConnections: number
  }

/** Where analyses run. */
export interface AnalysisSettings {
  /** Worker threads (`STATEMENT_ENGINE_WORKERS`); 0 runs analysis in the calling thread. */
  readonly workers: number
  /** Each worker thread's young generation in MB, 0 for V8's own (`STATEMENT_ENGINE_WORKER_YOUNG_GENERATION_MB`). */
  readonly youngGenerationMb: number
  /** Each worker thread's heap limit in MB, V8's own when undefined (`STATEMENT_ENGINE_WORKER_HEAP_MB`). */
  readonly heapLimitMb: number | undefined
  /** Inputs smaller than this are analysed in the calling thread even with workers: a thread hop costs more. */
  readonly inlineBelowBytes: number
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
}

/** An API client registered when the engine starts (`STATEMENT_ENGINE_CLIENTS`). */
export interface BootstrapClient {
  readonly clientId: string
  readonly secret: Redacted.Redacted<string>
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

/** The in-memory store. */
export const memoryStore: StoreSettings = { kind: "memory" }

/** The PostgreSQL store at `url`, holding at most `maxConnections` connections (10 by default). */
export const postgresStore = (url: string | Redacted.Redacted<string>, maxConnections = 10): StoreSettings => ({
  kind: "postgres",
  url: typeof url === "string" ? Redacted.make(url) : url,
  maxConnections
})

/** The defaults of the analysis settings: a thread per core, files under 64 KiB inline. */
export const defaultAnalysisSettings = (): AnalysisSettings => ({
  workers: availableParallelism(),
  youngGenerationMb: defaultYoungGenerationMb,
  heapLimitMb: undefined,
  inlineBelowBytes: 64 * 1024
})

/** The defaults of the server settings. */
export const defaultServerSettings: ServerSettings = {
  port: 8080,
  host: "127.0.0.1",
  rateLimitPerMinute: 1200
}

/**
 * The settings with every default filled in. Two engine defaults follow from the rest unless set:
 * `maxConcurrentRuns` is the number of worker threads (at least 1), and on PostgreSQL
 * `maxQueuedRuns` is unbounded (the queue is in the database and costs no memory).
 */
export const makeSettings = (input: SettingsInput = {}): Settings => {
  const store = input.store ?? memoryStore
  const analysis = { ...defaultAnalysisSettings(), ...input.analysis }
  return {
    store,
    analysis,
    engine: {
      ...EngineConfig.defaults,
      maxConcurrentRuns: Math.max(1, analysis.workers),
      ...(store.kind === "postgres" ? { maxQueuedRuns: Number.POSITIVE_INFINITY } : {}),
      ...input.engine
    },
    server: { ...defaultServerSettings, ...input.server },
    clients: input.clients ?? []
  }
}
