import { HttpApiBuilder, HttpMiddleware, HttpServer } from "@effect/platform"
import { NodeHttpServer } from "@effect/platform-node"
import type { ServeError } from "@effect/platform/HttpServerError"
import type { Engine } from "@statement-engine/core"
import type { ServerSettings } from "@statement-engine/engine"
import { Layer } from "effect"
import { createServer } from "node:http"
import { HttpApiLive } from "./http-api-live.js"

/** Serves the API with the given engine as `server` says (`port: 0` picks a free port). */
export const serveApi = <E = never>(options: {
  readonly engine: Layer.Layer<Engine, E>
  readonly server: ServerSettings
  readonly logRequests?: boolean
}): Layer.Layer<HttpServer.HttpServer | Engine, ServeError | E> =>
  HttpApiBuilder.serve(options.logRequests === true ? HttpMiddleware.logger : undefined).pipe(
    Layer.provide(HttpApiLive(options.server.rateLimitPerMinute)),
    HttpServer.withLogAddress,
    Layer.provideMerge(NodeHttpServer.layer(createServer, { port: options.server.port, host: options.server.host })),
    Layer.provideMerge(options.engine)
  )
