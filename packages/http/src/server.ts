import { createServer } from "node:http"
import { HttpApiBuilder, HttpMiddleware, HttpServer } from "@effect/platform"
import { NodeHttpServer } from "@effect/platform-node"
import {
  Engine,
  EngineConfig,
  EngineLive,
  type EngineSettings,
  InlineAnalysisRunner
} from "@statement-engine/core"
import { MemoryStore } from "@statement-engine/store-memory"
import { WorkerPoolAnalysisRunner } from "@statement-engine/worker-pool"
import type { ServeError } from "@effect/platform/HttpServerError"
import { Layer } from "effect"
import { HttpApiLive } from "./http-api-live.js"

/**
 * The engine on the in-memory store, with analysis on `workers` pool threads, or in the calling
 * thread when `workers` is 0 (the default, as for an embedded engine).
 */
export const embeddedEngine = (settings: Partial<EngineSettings> = {}, workers = 0): Layer.Layer<Engine> =>
  EngineLive.pipe(
    Layer.provide(Layer.mergeAll(
      MemoryStore,
      workers === 0 ? InlineAnalysisRunner : WorkerPoolAnalysisRunner({
        size: workers,
        inlineBelowBytes: 64 * 1024,
        ...(settings.runTimeLimitMillis === undefined ? {} : { taskTimeoutMillis: settings.runTimeLimitMillis })
      }),
      EngineConfig.layer(settings)
    ))
  )

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
