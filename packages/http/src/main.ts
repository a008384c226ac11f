import { NodeRuntime } from "@effect/platform-node"
import { Engine } from "@statement-engine/core"
import { engineLayer, loadSettings } from "@statement-engine/engine"
import { Console, Effect, Layer, Logger } from "effect"
import { randomBytes } from "node:crypto"
import { serveApi } from "./server.js"

/** With no clients in the settings, a development client, printed once so that the API can be tried. */
const developmentClient = Layer.effectDiscard(Effect.gen(function*() {
  const engine = yield* Engine
  const clientId = `dev-${randomBytes(4).toString("hex")}`
  const secret = randomBytes(24).toString("base64url")
  yield* engine.registerClient(clientId, secret)
  yield* Console.log(
    [
      "",
      "No STATEMENT_ENGINE_CLIENTS configured: created a development client (shown once):",
      `  client_id:     ${clientId}`,
      `  client_secret: ${secret}`,
      ""
    ].join("\n")
  )
}))

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
  // clients are registered before the server listens, so no early request meets an unknown client
  const engine = settings.clients.length > 0
    ? engineLayer(settings)
    : developmentClient.pipe(Layer.provideMerge(engineLayer(settings)))
  return yield* Layer.launch(serveApi({ engine, server: settings.server, audience: settings.engine.audience }))
}).pipe(
  Effect.tapError((error) =>
    Console.error(`statement-engine cannot start: ${typeof error === "string" ? error : String(error)}`)
  ),
  // one JSON object per line: what log collectors read
  Effect.provide(Logger.json)
)

NodeRuntime.runMain(main, { disableErrorReporting: true, disablePrettyLogger: true })
