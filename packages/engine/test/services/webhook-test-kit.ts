import { productJsonOf } from "@statement-engine/analysis"
import {
  AnalysisRunner,
  type ClientId,
  Engine,
  EngineConfig,
  EngineLive,
  type EngineSettings,
  type RequestId,
  type WebhookDelivery,
  WebhookOutbox,
  type WebhookSettingsInput
} from "@statement-engine/core"
import { MemoryStore } from "@statement-engine/store-memory"
import { Duration, Effect, Layer, Option, Schedule } from "effect"
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"

/** An analysis runner that reads every upload as one transaction and analyses it to an empty categorisation. */
export const oneTransactionRunner = Layer.succeed(AnalysisRunner, {
  preprocess: () =>
    Effect.succeed({ files: [], transactions: 1, duplicates_dropped: 0, available_operations: ["categorisation"] }),
  analyse: () => Effect.succeed(productJsonOf({ categorisation: "{}" }))
})

/** Waits in real time, whatever clock the test runs on. */
export const realPause = (millis: number) =>
  Effect.promise(() => new Promise<void>((resolve) => setTimeout(resolve, millis)))

/** One request a test receiver got. */
export interface Hit {
  readonly path: string
  readonly headers: IncomingHttpHeaders
  readonly body: string
  /** When its body had arrived (`Date.now()`). */
  readonly at: number
}

/** A local HTTP receiver whose answers the test scripts; it counts connections and requests. */
export const receiver = (answer: (hit: Hit, index: number, res: ServerResponse) => void) =>
  Effect.acquireRelease(
    Effect.promise(async () => {
      const hits: Array<Hit> = []
      let connections = 0
      const server = createServer((req, res) => {
        let body = ""
        req.on("data", (chunk) => (body += String(chunk)))
        req.on("end", () => {
          const hit = { path: req.url ?? "", headers: req.headers, body, at: Date.now() }
          hits.push(hit)
          answer(hit, hits.length - 1, res)
        })
      })
      server.on("connection", () => connections++)
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
      const port = (server.address() as AddressInfo).port
      return { port, url: `http://127.0.0.1:${port}`, hits, connections: () => connections, server }
    }),
    ({ server }) =>
      Effect.promise(() =>
        new Promise<void>((resolve) => {
          server.closeAllConnections()
          server.close(() => resolve())
        })
      )
  )

/** The engine on the in-memory store with a runner that completes every analysis at once. */
export const engineWith = (settings: Partial<EngineSettings>) =>
  EngineLive.pipe(Layer.provideMerge(Layer.mergeAll(
    MemoryStore,
    oneTransactionRunner,
    EngineConfig.layer({ pollIntervalMillis: 10, webhookTimeoutMillis: 2000, ...settings })
  )))

/** Waits until the report's webhook delivery is final, and answers it. */
export const finalDelivery = (requestId: RequestId, within = Duration.seconds(20)) =>
  Effect.flatMap(WebhookOutbox, (outbox) =>
    outbox.forReport(requestId).pipe(
      Effect.map((all) => Option.fromNullable(all[0])),
      Effect.flatMap(Option.match({ onNone: () => Effect.fail("none yet" as const), onSome: Effect.succeed })),
      Effect.filterOrFail((d: WebhookDelivery) => d.state !== "pending", () => "pending" as const),
      Effect.retry(Schedule.spaced(Duration.millis(20)).pipe(Schedule.upTo(within)))
    ))

/** Uploads and analyses a statement of `client` with `use_webhook`; answers its request id. */
export const analyseWithWebhook = (client: ClientId) =>
  Effect.gen(function*() {
    const engine = yield* Engine
    const report = yield* engine.upload(client, [{ name: "a.csv", bytes: new Uint8Array([65]) }])
    yield* engine.requestAnalysis(client, report.request_id, {
      country: "GB",
      operations: ["categorisation"],
      use_webhook: true
    })
    return report.request_id
  })

/** Runs one analysis with `use_webhook` for a client whose settings are stored; answers its delivery once final. */
export const notifyClient = (client: ClientId) =>
  Effect.gen(function*() {
    const requestId = yield* analyseWithWebhook(client)
    return { delivery: yield* finalDelivery(requestId), requestId }
  })

/** Runs one analysis with `use_webhook` for a client with `settings`; answers its webhook delivery once it is final. */
export const notify = (settings: WebhookSettingsInput) =>
  Effect.gen(function*() {
    const engine = yield* Engine
    const client = yield* engine.registerClient("client-a", "secret-a-0123456789")
    const saved = yield* engine.saveWebhookSettings(client, settings)
    const { delivery, requestId } = yield* notifyClient(client)
    return { delivery, secret: saved.signing_secret, requestId }
  })
