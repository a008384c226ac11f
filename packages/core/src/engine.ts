import type { CategoryTree, IntakeError, IntakeOptions, StatementFile } from "@statement-engine/analysis"
import { Context, Effect, Layer } from "effect"
import type {
  InvalidInput,
  OAuthError,
  ReportGone,
  ReportNotFound,
  RequiredParamsMissing,
  ServiceUnavailable,
  StoreUnavailable,
  Unauthorized,
  UnsupportedCountry
} from "./domain/errors.js"
import type { ClientId } from "./domain/ids.js"
import type { Report } from "./domain/report.js"
import type { WebhookSettings, WebhookSettingsInput } from "./domain/webhook.js"
import type { EngineConfig } from "./engine-config.js"
import type { AnalysisRunner } from "./ports/analysis-runner.js"
import type { ClientStore } from "./ports/client-store.js"
import type { ReportStore } from "./ports/report-store.js"
import type { UploadedFileStore } from "./ports/uploaded-file-store.js"
import type { WebhookOutbox } from "./ports/webhook-outbox.js"
import { type AccessToken, Auth, type TokenRequest } from "./services/auth.js"
import { Catalog } from "./services/catalog.js"
import { Erasure } from "./services/erasure.js"
import { ReportProcessor } from "./services/report-processor.js"
import { type AnalysisRequestError, type AnalysisRequestInput, Reports } from "./services/reports.js"
import { RetentionSweeper } from "./services/retention-sweeper.js"
import { Webhooks } from "./services/webhooks.js"
import { WorkSignal } from "./services/work-signal.js"
import { WebhookDispatcher } from "./webhooks/dispatcher.js"

/**
 * The whole engine behind one typed interface: what the HTTP server and the CLI call, and what
 * a host application calls directly when it embeds the engine (no HTTP involved).
 */
export class Engine extends Context.Tag("@statement-engine/core/Engine")<Engine, {
  readonly issueToken: (request: TokenRequest) => Effect.Effect<AccessToken, OAuthError | StoreUnavailable>
  readonly authenticate: (token: string) => Effect.Effect<ClientId, Unauthorized | StoreUnavailable>
  readonly registerClient: (clientId: string, secret: string) => Effect.Effect<ClientId, StoreUnavailable>
  readonly upload: (
    clientId: ClientId,
    files: ReadonlyArray<StatementFile>,
    options?: IntakeOptions
  ) => Effect.Effect<Report, RequiredParamsMissing | IntakeError | ServiceUnavailable | StoreUnavailable>
  readonly requestAnalysis: (
    clientId: ClientId,
    requestId: string,
    request: AnalysisRequestInput
  ) => Effect.Effect<Report, AnalysisRequestError>
  readonly report: (
    clientId: ClientId,
    requestId: string
  ) => Effect.Effect<Report, ReportNotFound | ReportGone | StoreUnavailable>
  /** Erases the caller's report with its files, products and webhook deliveries (see `Erasure`). */
  readonly deleteReport: (
    clientId: ClientId,
    requestId: string
  ) => Effect.Effect<void, ReportNotFound | StoreUnavailable>
  readonly categoryTree: (country: string) => Effect.Effect<CategoryTree, UnsupportedCountry>
  readonly availableModels: (clientId: ClientId) => Effect.Effect<ReadonlyArray<string>>
  readonly saveWebhookSettings: (
    clientId: ClientId,
    input: WebhookSettingsInput
  ) => Effect.Effect<WebhookSettings, InvalidInput | RequiredParamsMissing | StoreUnavailable>
}>() {}

const facade = Layer.effect(
  Engine,
  Effect.gen(function*() {
    const auth = yield* Auth
    const reports = yield* Reports
    const catalog = yield* Catalog
    const webhooks = yield* Webhooks
    const erasure = yield* Erasure
    return {
      issueToken: auth.issueToken,
      authenticate: auth.authenticate,
      registerClient: auth.registerClient,
      upload: (clientId, files, options = {}) => reports.upload(clientId, files, options),
      requestAnalysis: reports.requestAnalysis,
      report: reports.get,
      deleteReport: erasure.eraseReport,
      categoryTree: catalog.categoryTree,
      availableModels: catalog.availableModels,
      saveWebhookSettings: webhooks.saveSettings
    }
  })
)

/** Everything the engine needs from outside: the store adapters, an analysis runner and settings. */
export type EngineRequirements =
  | ReportStore
  | UploadedFileStore
  | ClientStore
  | WebhookOutbox
  | AnalysisRunner
  | EngineConfig

/**
 * The engine with its background work (analysis runs, webhook deliveries), which lives as long
 * as the layer's scope.
 */
export const EngineLive: Layer.Layer<Engine, never, EngineRequirements> = Layer.mergeAll(
  facade,
  ReportProcessor,
  WebhookDispatcher,
  RetentionSweeper
).pipe(
  Layer.provide(Layer.mergeAll(Auth.layer, Reports.layer, Webhooks.layer, Catalog.layer, Erasure.layer)),
  Layer.provide(WorkSignal.layer)
)
