import { HttpApiBuilder, HttpMiddleware, HttpServer } from "@effect/platform"
import { NodeHttpServer } from "@effect/platform-node"
import type { ServeError } from "@effect/platform/HttpServerError"
import { ClientId, Engine } from "@statement-engine/core"
import { EngineMetrics, type EngineServices, Readiness, type ServerSettings } from "@statement-engine/engine"
import { Effect, Layer } from "effect"
import type { Server } from "node:http"
import { edgeMiddleware } from "./edge/edge-middleware.js"
import { makeNodeServer } from "./edge/node-server.js"
import { HttpApiLive } from "./http-api-live.js"
import { ReportLane } from "./report-lane.js"

/** What a served engine offers: the engine with its metrics, its readiness and its upload budget. */
export type ServedEngine = EngineServices

/**
 * Serves the API with the given engine as `server` says (`port: 0` picks a free port). When the
 * layer is released (SIGTERM or SIGINT under `NodeRuntime.runMain`), the server first reports
 * itself not ready, stops accepting connections and closes idle ones; requests in flight go on
 * while the engine, released next, drains.
 */
export const serveApi = <E = never>(options: {
  readonly engine: Layer.Layer<ServedEngine, E>
  readonly server: ServerSettings
  /** The engine's token audience, named by the OpenAPI document's OAuth2 scheme. */
  readonly audience?: string | undefined
}): Layer.Layer<HttpServer.HttpServer | ServedEngine, ServeError | E> => {
  let nodeServer: Server | undefined
  const stopAccepting = Effect.sync(() => {
    nodeServer?.close()
    nodeServer?.closeIdleConnections()
  })
  const served = Layer.scopedDiscard(Effect.gen(function*() {
    const { registry } = yield* EngineMetrics
    const readiness = yield* Readiness
    const engine = yield* Engine
    const profileOf = (clientId: string | undefined) =>
      engine.compatibilityOf(clientId === undefined ? undefined : ClientId.make(clientId))
    // built in this build's memo map, so that it shares the router the API's layers fill
    const memoMap = yield* Layer.CurrentMemoMap
    yield* Layer.buildWithMemoMap(
      // no tracer is set up: a span per request would only be made and dropped
      HttpMiddleware.withTracerDisabledWhen(
        HttpApiBuilder.serve(edgeMiddleware(options.server, registry, yield* ReportLane, profileOf)),
        () => true
      ),
      memoMap,
      yield* Effect.scope
    )
    // added after the server's own finalizers, so it runs before them
    yield* Effect.addFinalizer(() => Effect.zipRight(readiness.startDraining, stopAccepting))
  }))
  return served.pipe(
    Layer.provide(HttpApiLive({ ...options.server, audience: options.audience })),
    HttpServer.withLogAddress,
    Layer.provideMerge(NodeHttpServer.layer(() => (nodeServer = makeNodeServer(options.server)), {
      port: options.server.port,
      host: options.server.host
    })),
    Layer.provideMerge(options.engine)
  )
}
