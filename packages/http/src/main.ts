import { HttpServer } from "@effect/platform"
import { NodeRuntime } from "@effect/platform-node"
import { engineLayer, loadSettings } from "@statement-engine/engine"
import { Console, Effect, Layer, Logger } from "effect"
import {
  developmentCredentials,
  developmentCredentialsFile,
  registerDevelopmentClient,
  startBanner
} from "./development-client.js"
import { serveApi } from "./server.js"

/** The address the server listens on, as a URL a person on this machine can open. */
const listeningUrl = Effect.map(HttpServer.HttpServer, ({ address }) => {
  if (address._tag === "UnixAddress") return `unix:${address.path}`
  const host = address.hostname === "0.0.0.0" || address.hostname === "::" ? "127.0.0.1" : address.hostname
  return `http://${host.includes(":") ? `[${host}]` : host}:${address.port}`
})

/**
 * After SIGTERM or SIGINT (which `NodeRuntime.runMain` answers by releasing every layer: the
 * server stops accepting, the engine drains), the process exits within `graceMillis` however the
 * release goes.
 */
const exitWithin = (graceMillis: number) =>
  Effect.sync(() => {
    const arm = () => void setTimeout(() => process.exit(1), graceMillis).unref()
    process.once("SIGTERM", arm)
    process.once("SIGINT", arm)
  })

const main = Effect.gen(function*() {
  const settings = yield* loadSettings
  yield* exitWithin(settings.server.shutdownGraceMillis)
  yield* Effect.logInfo(
    settings.store.kind === "postgres"
      ? "store: PostgreSQL (DATABASE_URL)"
      : "store: in memory (nothing survives a restart)"
  )
  const file = developmentCredentialsFile()
  const development = settings.clients.length > 0
    ? undefined
    : { file, ...(yield* developmentCredentials(file)) }
  // clients are registered before the server listens, so no early request meets an unknown client
  const engine = development === undefined
    ? engineLayer(settings)
    : Layer.effectDiscard(registerDevelopmentClient(development.credentials)).pipe(
      Layer.provideMerge(engineLayer(settings))
    )
  const banner = Layer.effectDiscard(
    Effect.flatMap(listeningUrl, (url) => Console.log(startBanner(url, development)))
  )
  return yield* Layer.launch(
    banner.pipe(Layer.provide(serveApi({ engine, server: settings.server, audience: settings.engine.audience })))
  )
}).pipe(
  Effect.tapError((error) =>
    Console.error(`statement-engine cannot start: ${typeof error === "string" ? error : String(error)}`)
  ),
  // one JSON object per line: what log collectors read
  Effect.provide(Logger.json)
)

NodeRuntime.runMain(main, { disableErrorReporting: true, disablePrettyLogger: true })
