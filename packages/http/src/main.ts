import { NodeRuntime } from "@effect/platform-node"
import { Engine } from "@statement-engine/core"
import { Console, Effect, Layer, Option, Redacted } from "effect"
import { randomBytes } from "node:crypto"
import { loadServerConfig } from "./server-config.js"
import { embeddedEngine, postgresEngine, serveApi } from "./server.js"

const bootstrapClients = (
  clients: ReadonlyArray<{ readonly clientId: string; readonly secret: Redacted.Redacted<string> }>
) =>
  Layer.effectDiscard(Effect.gen(function*() {
    const engine = yield* Engine
    if (clients.length > 0) {
      for (const client of clients) yield* engine.registerClient(client.clientId, Redacted.value(client.secret))
      yield* Effect.logInfo(`${clients.length} client(s) registered from STATEMENT_ENGINE_CLIENTS`)
      return
    }
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

const main = Effect.gen(function*() {
  const config = yield* loadServerConfig
  const threads = {
    size: config.workers,
    youngGenerationMb: config.workerYoungGenerationMb,
    ...Option.match(config.workerHeapLimitMb, { onNone: () => ({}), onSome: (heapLimitMb) => ({ heapLimitMb }) })
  }
  const store = Option.match(config.databaseUrl, {
    onNone: () => embeddedEngine(config.engine, threads, config.memoryStore),
    onSome: (url) => postgresEngine(Redacted.value(url), config.engine, threads)
  })
  yield* Effect.logInfo(
    Option.isSome(config.databaseUrl)
      ? "store: PostgreSQL (DATABASE_URL)"
      : "store: in memory (nothing survives a restart)"
  )
  // clients are registered before the server listens, so no early request meets an unknown client
  const engine = bootstrapClients(config.clients).pipe(Layer.provideMerge(store))
  return yield* Layer.launch(serveApi({
    port: config.port,
    host: config.host,
    engine,
    logRequests: true,
    rateLimitPerMinute: config.rateLimitPerMinute
  }))
}).pipe(
  Effect.tapError((error) =>
    Console.error(`statement-engine cannot start: ${typeof error === "string" ? error : String(error)}`)
  )
)

NodeRuntime.runMain(main, { disableErrorReporting: true })
