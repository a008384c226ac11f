import type { CategoryTree, IntakeError, IntakeOptions, StatementFile } from "@statement-engine/analysis"
import { Context, type Duration, Effect, Layer } from "effect"
import type { CompatibilityProfile } from "./domain/client.js"
import type {
  AnalysisLimitExceeded,
  InvalidInput,
  OAuthError,
  ReportGone,
  ReportNotFound,
  RequiredParamsMissing,
  ServiceUnavailable,
  StoreError,
  Unauthorized,
  UnsupportedCountry
} from "./domain/errors.js"
import type { ClientId } from "./domain/ids.js"
import type { Report } from "./domain/report.js"
import type { ResultDocument } from "./domain/result-document.js"
import type { WebhookSettings, WebhookSettingsInput } from "./domain/webhook.js"
import type { EngineConfig } from "./engine-config.js"
import type { AnalysisRunner } from "./ports/analysis-runner.js"
import type { ClientStore } from "./ports/client-store.js"
import { ReportSignals } from "./ports/report-signals.js"
import { ReportStore } from "./ports/report-store.js"
import type { UploadedFileStore } from "./ports/uploaded-file-store.js"
import type { WebhookOutbox } from "./ports/webhook-outbox.js"
import { type AccessToken, Auth, type TokenRequest } from "./services/auth.js"
import { Catalog } from "./services/catalog.js"
import { Erasure } from "./services/erasure.js"
import { ReportProcessor } from "./services/report-processor.js"
import { reportWhenSettled } from "./services/report-waiting.js"
import { type AnalysisRequestError, type AnalysisRequestInput, Reports } from "./services/reports.js"
import { resultGzipOf } from "./services/result-documents.js"
import { RetentionSweeper } from "./services/retention-sweeper.js"
import { SealedClientStore } from "./services/sealed-client-store.js"
import { Webhooks } from "./services/webhooks.js"
import { WorkSignal } from "./services/work-signal.js"
import { WebhookDispatcher } from "./webhooks/dispatcher.js"

/**
 * The whole engine behind one typed interface: what the HTTP server and the CLI call, and what
 * a host application calls directly when it embeds the engine (no HTTP involved).
 */
export class Engine extends Context.Tag("@statement-engine/core/Engine")<Engine, {
  readonly issueToken: (request: TokenRequest) => Effect.Effect<AccessToken, OAuthError | StoreError>
  readonly authenticate: (token: string) => Effect.Effect<ClientId, Unauthorized | StoreError>
  readonly registerClient: (
    clientId: string,
    secret: string,
    compatibility?: CompatibilityProfile
  ) => Effect.Effect<ClientId, StoreError>
  /** The profile a client's answers are shaped in (its own, else the server's; see `Auth`). */
  readonly compatibilityOf: (clientId: ClientId | undefined) => Effect.Effect<CompatibilityProfile>
  readonly upload: (
    clientId: ClientId,
    files: ReadonlyArray<StatementFile>,
    options?: IntakeOptions
  ) => Effect.Effect<
    Report,
    RequiredParamsMissing | IntakeError | AnalysisLimitExceeded | ServiceUnavailable | StoreError
  >
  readonly requestAnalysis: (
    clientId: ClientId,
    requestId: string,
    request: AnalysisRequestInput
  ) => Effect.Effect<Report, AnalysisRequestError>
  readonly report: (
    clientId: ClientId,
    requestId: string
  ) => Effect.Effect<Report, ReportNotFound | ReportGone | StoreError>
  /**
   * The caller's report as soon as its run ends (completed or failed), or as it is after `wait`:
   * what `Prefer: wait` holds a result request for. A report not queued or processing answers at once.
   */
  readonly reportWhenSettled: (
    clientId: ClientId,
    requestId: string,
    wait: Duration.DurationInput
  ) => Effect.Effect<Report, ReportNotFound | ReportGone | StoreError>
  /**
   * The gzip of a completed report's result document: the kept one, else made once (off the event
   * loop) and kept for later requests.
   */
  readonly resultGzip: (report: Report, document: ResultDocument) => Effect.Effect<Uint8Array, Error>
  /** Erases the caller's report with its files, products and webhook deliveries (see `Erasure`). */
  readonly deleteReport: (
    clientId: ClientId,
    requestId: string
  ) => Effect.Effect<void, ReportNotFound | StoreError>
  readonly categoryTree: (country: string) => Effect.Effect<CategoryTree, UnsupportedCountry>
  readonly availableModels: (clientId: ClientId) => Effect.Effect<ReadonlyArray<string>>
  readonly saveWebhookSettings: (
    clientId: ClientId,
    input: WebhookSettingsInput
  ) => Effect.Effect<WebhookSettings, InvalidInput | RequiredParamsMissing | StoreError>
}>() {}

const facade = Layer.effect(
  Engine,
  Effect.gen(function*() {
    const auth = yield* Auth
    const reports = yield* Reports
    const catalog = yield* Catalog
    const webhooks = yield* Webhooks
    const erasure = yield* Erasure
    const signals = yield* ReportSignals
    const store = yield* ReportStore
    return {
      issueToken: auth.issueToken,
      authenticate: auth.authenticate,
      registerClient: auth.registerClient,
      compatibilityOf: auth.compatibilityOf,
      upload: (clientId, files, options = {}) => reports.upload(clientId, files, options),
      requestAnalysis: reports.requestAnalysis,
      report: reports.get,
      reportWhenSettled: reportWhenSettled(reports.get, signals),
      resultGzip: (report, document) => resultGzipOf(store.keepResultGzip)(report.request_id, document),
      deleteReport: erasure.eraseReport,
      categoryTree: catalog.categoryTree,
      availableModels: catalog.availableModels,
      saveWebhookSettings: webhooks.saveSettings
    }
  })
)

/**
 * Everything the engine needs from outside: the store adapters (with the report signals that carry a
 * run's end to held requests), an analysis runner and settings.
 */
export type EngineRequirements =
  | ReportStore
  | ReportSignals
  | UploadedFileStore
  | ClientStore
  | WebhookOutbox
  | AnalysisRunner
  | EngineConfig

/**
 * The engine with its background work (analysis runs, webhook deliveries, retention and token
 * sweeps), which lives as long as the layer's scope. Webhook secrets are sealed with
 * `secretKeys` before the client store sees them (`SealedClientStore`).
 */
export const EngineLive: Layer.Layer<Engine, never, EngineRequirements> = Layer.mergeAll(
  facade,
  ReportProcessor,
  WebhookDispatcher,
  RetentionSweeper
).pipe(
  Layer.provide(Layer.mergeAll(Auth.layer, Reports.layer, Webhooks.layer, Catalog.layer, Erasure.layer)),
  Layer.provide(WorkSignal.layer),
  // every service and background loop reads and writes webhook secrets sealed
  Layer.provide(SealedClientStore)
)
