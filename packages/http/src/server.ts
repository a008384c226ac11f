import { HttpApiBuilder, HttpMiddleware, HttpServer } from "@effect/platform"
import { NodeHttpServer } from "@effect/platform-node"
import type { ServeError } from "@effect/platform/HttpServerError"
import {
  type ClientStore,
  type Engine,
  EngineConfig,
  EngineLive,
  type EngineSettings,
  inlineAnalysisRunner,
  type ReportStore,
  type UploadedFileStore,
  type WebhookOutbox
} from "@statement-engine/core"
import { memoryStore, type MemoryStoreLimits } from "@statement-engine/store-memory"
import { PgStore } from "@statement-engine/store-pg"
import { WorkerPoolAnalysisRunner, type WorkerPoolOptions } from "@statement-engine/worker-pool"
import { Layer } from "effect"
import { createServer } from "node:http"
import { HttpApiLive } from "./http-api-live.js"

/** The store ports an engine runs on. */
export type StorePorts = ReportStore | UploadedFileStore | ClientStore | WebhookOutbox

/**
 * How many analysis threads, or the whole pool's options; 0 threads runs analysis in the calling
 * thread.
 */
export type AnalysisThreads = number | WorkerPoolOptions

/**
 * The engine on `store`, with analysis on a pool of `workers` threads, or in the calling thread
 * when that is 0.
 */
export const engineOn = <E>(
  store: Layer.Layer<StorePorts, E>,
  settings: Partial<EngineSettings> = {},
  workers: AnalysisThreads = 0
): Layer.Layer<Engine, E> => {
  const pool = typeof workers === "number" ? { size: workers } : workers
  const timeLimitMillis = settings.analysisTimeLimitMillis ?? EngineConfig.defaults.analysisTimeLimitMillis
  return EngineLive.pipe(
    Layer.provide(Layer.mergeAll(
      store,
      pool.size === 0 ? inlineAnalysisRunner({ timeLimitMillis }) : WorkerPoolAnalysisRunner({
        // docs/decisions/inline-analysis.md
        inlinePreprocessMaxBytes: 4 * 1024,
        timeLimitMillis,
        ...pool
      }),
      EngineConfig.layer(settings)
    ))
  )
}

/**
 * The engine on the in-memory store (bounded by `limits`), with analysis on `workers` pool
 * threads, or in the calling thread when `workers` is 0 (the default, as for an embedded engine).
 */
export const embeddedEngine = (
  settings: Partial<EngineSettings> = {},
  workers: AnalysisThreads = 0,
  limits: Partial<MemoryStoreLimits> = {}
): Layer.Layer<Engine> => engineOn(memoryStore(limits), settings, workers)

/** Why an engine on PostgreSQL will not start without `secretKeys`. */
export const missingSecretKey =
  "STATEMENT_ENGINE_SECRET_KEY is not set: on PostgreSQL, webhook secrets are stored encrypted with it and must stay readable after a restart. Set it to 32 random bytes (openssl rand -base64 32), the same on every process sharing the database."

/**
 * The engine on the PostgreSQL store at `url`: durable, and shared with every other engine
 * process on the same database. Fails to build when the database cannot be reached at start, or
 * when `settings` has no `secretKeys` (what it seals must outlive the process). Requested analyses
 * wait in the database however many there are (no `maxQueuedRuns` bound unless `settings` sets
 * one): the queue costs no memory here.
 */
export const postgresEngine = (
  url: string,
  settings: Partial<EngineSettings> = {},
  workers: AnalysisThreads = 0
): Layer.Layer<Engine, unknown> =>
  settings.secretKeys === undefined
    ? Layer.fail(missingSecretKey)
    : engineOn(PgStore({ url }), { maxQueuedRuns: Number.POSITIVE_INFINITY, ...settings }, workers)

/** Serves the API on `port` / `host` with the given engine; `port: 0` picks a free port. */
export const serveApi = <E = never>(options: {
  readonly port: number
  readonly host: string
  readonly engine: Layer.Layer<Engine, E>
  readonly logRequests?: boolean
  /** Requests per minute per client; 0 for no limit. */
  readonly rateLimitPerMinute?: number
}): Layer.Layer<HttpServer.HttpServer | Engine, ServeError | E> =>
  HttpApiBuilder.serve(options.logRequests === true ? HttpMiddleware.logger : undefined).pipe(
    Layer.provide(HttpApiLive(options.rateLimitPerMinute ?? 0)),
    HttpServer.withLogAddress,
    Layer.provideMerge(NodeHttpServer.layer(createServer, { port: options.port, host: options.host })),
    Layer.provideMerge(options.engine)
  )
