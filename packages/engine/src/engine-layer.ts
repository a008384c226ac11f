import {
  type AnalysisRunner,
  clientBoundedUploadBudget,
  type ClientStore,
  clientUploadBytes,
  Engine,
  EngineConfig,
  EngineLive,
  type EngineSettings,
  inlineAnalysisRunner,
  type ReportSignals,
  type ReportStore,
  type StoreError,
  UploadBudget,
  type UploadedFileStore,
  type WebhookOutbox
} from "@statement-engine/core"
import { memoryStore as memoryStoreLayer, memoryStoreLimits } from "@statement-engine/store-memory"
import { PgStore } from "@statement-engine/store-pg"
import { WorkerPoolAnalysisRunner } from "@statement-engine/worker-pool"
import { Effect, Layer, Redacted, Schema } from "effect"
import {
  countingWebhookOutbox,
  type EngineMetrics,
  EngineMetricsLive,
  type Readiness,
  ReadinessLive
} from "./observability.js"
import type { AnalysisSettings, BootstrapClient, Settings, StoreSettings } from "./settings.js"

/** The store ports an engine runs on, with the budget of uploads being received. */
export type StorePorts = ReportStore | ReportSignals | UploadedFileStore | ClientStore | WebhookOutbox | UploadBudget

/** The store could not be opened when the engine started (for PostgreSQL: unreachable, or a migration failed). */
export class StoreStartFailed extends Schema.TaggedError<StoreStartFailed>()("StoreStartFailed", {
  detail: Schema.String
}) {}

/**
 * The store the settings name: the in-memory one, whose byte bound counts uploads being received
 * too, or PostgreSQL (its migrations run when the layer is built), whose upload budget bounds only
 * what each client's uploads being received hold. Either way a client's uploads hold at most its share.
 */
export const storeLayer = (store: StoreSettings): Layer.Layer<StorePorts, StoreStartFailed> =>
  store.kind === "memory" ? memoryStoreLayer(store.limits) : PgStore({
    url: Redacted.value(store.url),
    maxConnections: store.maxConnections
  }).pipe(
    Layer.merge(clientBoundedUploadBudget(store.maxClientUploadBytes ?? clientUploadBytes(memoryStoreLimits.maxBytes))),
    Layer.mapError((cause) => new StoreStartFailed({ detail: cause.detail }))
  )

/**
 * Where analyses run: the calling thread when `workers` is 0, otherwise a worker pool; either way
 * each reading and analysis is stopped at the engine's analysis time limit.
 */
export const analysisRunnerLayer = (
  analysis: AnalysisSettings,
  engine: Pick<EngineSettings, "analysisTimeLimitMillis" | "busyRetryAfterSeconds">
): Layer.Layer<AnalysisRunner> =>
  analysis.workers === 0 ?
    inlineAnalysisRunner({ timeLimitMillis: engine.analysisTimeLimitMillis }) :
    WorkerPoolAnalysisRunner({
      size: analysis.workers,
      inlinePreprocessMaxBytes: analysis.inlinePreprocessMaxBytes,
      timeLimitMillis: engine.analysisTimeLimitMillis,
      busyRetryAfterSeconds: engine.busyRetryAfterSeconds,
      youngGenerationMb: analysis.youngGenerationMb,
      ...(analysis.heapLimitMb === undefined ? {} : { heapLimitMb: analysis.heapLimitMb })
    })

/** Registers `clients` (creating or replacing each) once the engine is built. */
const registerClients = (clients: ReadonlyArray<BootstrapClient>) =>
  Layer.effectDiscard(Effect.gen(function*() {
    if (clients.length === 0) return
    const engine = yield* Engine
    for (const client of clients) {
      yield* engine.registerClient(client.clientId, Redacted.value(client.secret), client.compatibility)
    }
    yield* Effect.logInfo(`${clients.length} client(s) registered from the settings`)
  }))

/** What a built engine offers its hosts: the engine, its metrics, its readiness and the store's upload budget. */
export type EngineServices = Engine | EngineMetrics | Readiness | UploadBudget

/**
 * The engine on a store layer of the caller's, with analysis and engine settings as `settings`
 * say, with its metrics and readiness; `settings.clients` are registered before the layer is ready.
 */
export const engineOn = <E>(
  store: Layer.Layer<StorePorts, E>,
  settings: Settings
): Layer.Layer<EngineServices, E | StoreError> => {
  const base = Layer.mergeAll(
    store,
    analysisRunnerLayer(settings.analysis, settings.engine),
    EngineConfig.layer(settings.engine)
  )
  const metrics = EngineMetricsLive.pipe(Layer.provide(base))
  // the counting outbox comes last, so that it is the one the engine gets
  const ports = Layer.mergeAll(base, metrics, countingWebhookOutbox.pipe(Layer.provide(Layer.merge(base, metrics))))
  const engine = registerClients(settings.clients).pipe(Layer.provideMerge(EngineLive), Layer.provide(ports))
  // the same store instance as the engine's: layers are shared by reference within a build
  const budget = Layer.effect(UploadBudget, UploadBudget).pipe(Layer.provide(store))
  return Layer.mergeAll(engine, metrics, ReadinessLive.pipe(Layer.provide(base)), budget)
}

/** Why an engine on PostgreSQL does not start without `engine.secretKeys`. */
export const missingSecretKey =
  "STATEMENT_ENGINE_SECRET_KEY is not set: on PostgreSQL, webhook secrets are stored encrypted with it and must stay readable after a restart. Set it to 32 random bytes (openssl rand -base64 32), the same on every process sharing the database."

/**
 * The engine as `settings` describe it: its store, its analysis runner, its settings and clients.
 * On PostgreSQL it does not start without `engine.secretKeys` (what they seal must outlive the process).
 */
export const engineLayer = (
  settings: Settings
): Layer.Layer<EngineServices, StoreStartFailed | StoreError> =>
  settings.store.kind === "postgres" && settings.engine.secretKeys === undefined
    ? Layer.fail(new StoreStartFailed({ detail: missingSecretKey }))
    : engineOn(storeLayer(settings.store), settings)
