import { HttpServer } from "@effect/platform"
import { Engine, type EngineSettings } from "@statement-engine/core"
import { defaultServerSettings, engineLayer, makeSettings, type ServerSettings } from "@statement-engine/engine"
import { Effect, Layer, Logger, LogLevel, ManagedRuntime, Schema } from "effect"
import { serveApi, type ServedEngine } from "../src/index.js"

/** Credentials of the two clients every test server has. */
export const clientA = { id: "client-a", secret: "secret-a-0123456789" } as const
export const clientB = { id: "client-b", secret: "secret-b-0123456789" } as const
export const AUDIENCE = "statement-engine"

/** A running API server on a free port, with clients A and B registered. */
export interface TestServer {
  readonly url: string
  readonly token: (client?: { readonly id: string; readonly secret: string }) => Promise<string>
  readonly close: () => Promise<void>
}

/** The engine of a test server: in memory, analysis in this thread, background loops polling every 50 ms. */
export const testEngine = (settings: Partial<EngineSettings> = {}) =>
  engineLayer(makeSettings({ analysis: { workers: 0 }, engine: { pollIntervalMillis: 50, ...settings } }))

/** Starts the real HTTP server on 127.0.0.1 with the test engine. */
export const startServer = (settings: Partial<EngineSettings> = {}, rateLimitPerMinute = 0): Promise<TestServer> =>
  startServerOn(testEngine(settings), { rateLimitPerMinute })

/** Starts the real HTTP server on 127.0.0.1, on a free port, with the given engine. */
export const startServerOn = async <E>(
  engine: Layer.Layer<ServedEngine, E>,
  server: Partial<ServerSettings> = {}
): Promise<TestServer> => {
  // request lines at info level would bury a failing test's output
  const runtime = ManagedRuntime.make(
    serveApi({
      engine,
      server: {
        ...defaultServerSettings,
        port: 0,
        host: "127.0.0.1",
        rateLimitPerMinute: 0,
        tokenRateLimitPerAddress: 0,
        tokenRateLimitPerClient: 0,
        ...server
      }
    }).pipe(Layer.provide(Logger.minimumLogLevel(LogLevel.Warning)))
  )
  const url = await runtime.runPromise(Effect.gen(function*() {
    const server = yield* HttpServer.HttpServer
    const engine = yield* Engine
    yield* engine.registerClient(clientA.id, clientA.secret)
    yield* engine.registerClient(clientB.id, clientB.secret)
    if (server.address._tag !== "TcpAddress") return yield* Effect.dieMessage("expected a TCP address")
    return `http://127.0.0.1:${server.address.port}`
  }))
  const token = async (client: { readonly id: string; readonly secret: string } = clientA) => {
    const response = await fetch(`${url}/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        audience: AUDIENCE,
        client_id: client.id,
        client_secret: client.secret,
        grant_type: "client_credentials"
      })
    })
    const body = await response.json() as { access_token: string }
    return body.access_token
  }
  return { url, token, close: () => runtime.dispose() }
}

/** A small UK current-account CSV with a salary, rent and card payments. */
export const ukStatementCsv = [
  "Date,Description,Amount,Balance",
  "28/01/2024,ACME LTD SALARY,2500.00,3100.00",
  "01/02/2024,RENT LANDLORD SO,-950.00,2150.00",
  "03/02/2024,CARD PAYMENT TO TESCO STORES 2345,-45.20,2104.80",
  "14/02/2024,CARD PAYMENT TO SHELL 1234,-60.00,2044.80",
  "28/02/2024,ACME LTD SALARY,2500.00,4544.80",
  "01/03/2024,RENT LANDLORD SO,-950.00,3594.80",
  "15/03/2024,CARD PAYMENT TO SAINSBURYS,-38.75,3556.05",
  "28/03/2024,ACME LTD SALARY,2500.00,6056.05"
].join("\n")

/** A multipart body with the given files in `input` (and optional `options` JSON). */
export const uploadForm = (
  files: ReadonlyArray<{ readonly name: string; readonly content: string | Uint8Array }>,
  options?: unknown
): FormData => {
  const form = new FormData()
  for (const file of files) form.append("input", new Blob([file.content]), file.name)
  if (options !== undefined) form.append("options", JSON.stringify(options))
  return form
}

/** The JSON body of a response. */
export const json = async (response: Response): Promise<unknown> => await response.json()

/** The JSON body of a response, decoded with (and so checked against) a response schema. */
export const decoded = async <A, I>(response: Response, schema: Schema.Schema<A, I>): Promise<A> =>
  Schema.decodeUnknownSync(schema)(await response.json())
