import {
  builtInModels,
  type IntakeError,
  type IntakeOptions,
  isCategory,
  type Operation,
  parseCountry,
  type ProductParams,
  type StatementFile,
  supportedCountries
} from "@statement-engine/analysis"
import { Array as Arr, Clock, Context, Effect, Either, Layer, Option } from "effect"
import { randomUUID } from "node:crypto"
import {
  AnalysisAlreadyRequested,
  type AnalysisLimitExceeded,
  InvalidInput,
  ReportGone,
  ReportNotFound,
  RequiredParamsMissing,
  type ServiceUnavailable,
  type StoreError,
  UnsupportedCountry,
  UnsupportedOperation
} from "../domain/errors.js"
import { ServiceUnavailable as Busy } from "../domain/errors.js"
import { type ClientId, RequestId } from "../domain/ids.js"
import { transition } from "../domain/report-state-machine.js"
import type { Report } from "../domain/report.js"
import { EngineConfig, type EngineSettings } from "../engine-config.js"
import { AnalysisRunner } from "../ports/analysis-runner.js"
import { ClientStore } from "../ports/client-store.js"
import { ReportStore } from "../ports/report-store.js"
import { UploadedFileStore } from "../ports/uploaded-file-store.js"
import { grantedTo } from "./host-models.js"
import { type Signal, WorkSignal } from "./work-signal.js"

/** An analysis request as the caller sent it, before validation against the upload. */
export interface AnalysisRequestInput {
  readonly country: string
  readonly operations: ReadonlyArray<string>
  readonly params?: ProductParams | undefined
  readonly use_webhook?: boolean | undefined
}

/** Everything an analysis request can be refused with. */
export type AnalysisRequestError =
  | ReportNotFound
  | ReportGone
  | UnsupportedCountry
  | UnsupportedOperation
  | RequiredParamsMissing
  | InvalidInput
  | AnalysisAlreadyRequested
  | ServiceUnavailable
  | StoreError

/** What the service's operations work with. */
interface ReportsOn {
  readonly store: typeof ReportStore.Service
  readonly files: typeof UploadedFileStore.Service
  readonly runner: typeof AnalysisRunner.Service
  readonly signal: Signal
  readonly config: EngineSettings
  readonly clients: typeof ClientStore.Service
}

const getOn = ({ store }: ReportsOn) => (clientId: ClientId, requestId: string) =>
  Effect.gen(function*() {
    const id = RequestId.make(requestId)
    const found = Option.filter(yield* store.find(id), (report) => report.client_id === clientId)
    if (Option.isSome(found)) return found.value
    const purged = Option.filter(yield* store.findPurged(id), (gone) => gone.client_id === clientId)
    return yield* Option.match(purged, {
      onNone: () => Effect.fail(new ReportNotFound({ request_id: requestId })),
      onSome: (gone) => Effect.fail(new ReportGone({ request_id: requestId, purged_at: gone.purged_at }))
    })
  })

const uploadOn =
  ({ files, runner, store }: ReportsOn) =>
  (clientId: ClientId, input: ReadonlyArray<StatementFile>, options: IntakeOptions) =>
    Effect.gen(function*() {
      if (input.length === 0) {
        return yield* new RequiredParamsMissing({
          detail: "Send at least one statement file in the multipart field `input`.",
          pointer: "input"
        })
      }
      const intake = yield* runner.preprocess(input, options)
      const requestId = RequestId.make(randomUUID())
      const now = yield* Clock.currentTimeMillis
      const report: Report = {
        request_id: requestId,
        client_id: clientId,
        created_at: now,
        options,
        intake,
        state: { _tag: "Uploaded" }
      }
      yield* files.put(requestId, input)
      yield* store.create(report)
      return report
    })

/** The requested operations, each one the upload's available-operations offers, without repeats. */
const operationsOf = (report: Report, requested: ReadonlyArray<string>) =>
  Effect.gen(function*() {
    if (requested.length === 0) {
      return yield* new RequiredParamsMissing({
        detail: "Name at least one operation from the upload's available-operations.",
        pointer: "/operations"
      })
    }
    const available: ReadonlyArray<string> = report.intake.available_operations
    const refused = requested.filter((operation) => !available.includes(operation))
    if (refused.length > 0) {
      return yield* new UnsupportedOperation({ operations: refused, available })
    }
    const operations = Arr.dedupe(requested.filter((o): o is Operation => available.includes(o)))
    if (!Arr.isNonEmptyReadonlyArray(operations)) {
      return yield* new UnsupportedOperation({ operations: requested, available })
    }
    return operations
  })

/** Category rules name categories of the tree; scoring models are ones this client may use. */
const checkParams = (
  config: EngineSettings,
  clientId: ClientId,
  operations: ReadonlyArray<Operation>,
  params: ProductParams | undefined
) =>
  Effect.gen(function*() {
    const rules = params?.category_rules ?? []
    const badRule = rules.findIndex((rule) => !isCategory(rule.category_id))
    if (badRule >= 0) {
      return yield* new InvalidInput({
        detail: `category_rules[${badRule}] names category ${
          rules[badRule]?.category_id ?? ""
        }, which is not in the category tree (GET /v2/category-tree/{country}).`,
        pointer: `/params/category_rules/${badRule}/category_id`
      })
    }
    const models = params?.models
    if (models === undefined || !operations.includes("credit-scores")) return
    const usable = [
      ...builtInModels.map((m) => m.name),
      ...config.scoringModels.filter((m) => grantedTo(m, clientId)).map((m) => m.name)
    ]
    const refusedModel = models.find((m) => !usable.includes(m))
    if (refusedModel !== undefined) {
      return yield* new InvalidInput({
        detail: `params.models names "${refusedModel}", which this client may not use; available-models lists: ${
          usable.join(", ")
        }.`,
        pointer: "/params/models"
      })
    }
  })

const requestAnalysisOn = (on: ReportsOn) => (clientId: ClientId, requestId: string, input: AnalysisRequestInput) =>
  Effect.gen(function*() {
    const { clients, config, signal, store } = on
    const report = yield* getOn(on)(clientId, requestId)
    const country = parseCountry(input.country)
    if (Option.isNone(country)) {
      return yield* new UnsupportedCountry({ country: input.country, supported: supportedCountries })
    }
    const operations = yield* operationsOf(report, input.operations)
    yield* checkParams(config, clientId, operations, input.params)
    if (input.use_webhook === true && Option.isNone(yield* clients.findWebhookSettings(clientId))) {
      return yield* new InvalidInput({
        detail: "use_webhook is true but no webhook settings are stored: POST /v2/webhook-settings first.",
        pointer: "/use_webhook"
      })
    }
    const unfinished = yield* store.countUnfinished
    if (unfinished >= config.maxQueuedRuns) {
      return yield* new Busy({
        detail: "The analysis queue is full; retry later.",
        retry_after_seconds: config.busyRetryAfterSeconds
      })
    }
    const now = yield* Clock.currentTimeMillis
    const event = {
      _tag: "AnalysisRequested",
      at: now,
      request: {
        country: country.value,
        operations,
        params: input.params ?? {},
        use_webhook: input.use_webhook ?? false
      }
    } as const
    const queued = yield* store.update(
      report.request_id,
      (current) =>
        Either.match(transition(current.state, event), {
          onLeft: () => Either.left(new AnalysisAlreadyRequested({ request_id: requestId })),
          onRight: (state) => Either.right({ report: { ...current, state }, delivery: Option.none() })
        })
    )
    yield* signal.notify
    return queued
  })

/** Service: uploads, analysis requests and report retrieval, scoped to the calling client. */
export class Reports extends Context.Tag("@statement-engine/core/Reports")<Reports, {
  /** Reads and stores an upload; answers the new report (state `Uploaded`). */
  readonly upload: (
    clientId: ClientId,
    files: ReadonlyArray<StatementFile>,
    options: IntakeOptions
  ) => Effect.Effect<
    Report,
    RequiredParamsMissing | IntakeError | AnalysisLimitExceeded | ServiceUnavailable | StoreError
  >
  /** Validates and queues the one analysis of an upload. */
  readonly requestAnalysis: (
    clientId: ClientId,
    requestId: string,
    input: AnalysisRequestInput
  ) => Effect.Effect<Report, AnalysisRequestError>
  /** The caller's report; another client's report is reported as not found, a purged one as gone. */
  readonly get: (
    clientId: ClientId,
    requestId: string
  ) => Effect.Effect<Report, ReportNotFound | ReportGone | StoreError>
}>() {
  static readonly layer = Layer.effect(
    Reports,
    Effect.gen(function*() {
      const on: ReportsOn = {
        store: yield* ReportStore,
        files: yield* UploadedFileStore,
        runner: yield* AnalysisRunner,
        signal: yield* WorkSignal,
        config: yield* EngineConfig,
        clients: yield* ClientStore
      }
      return { upload: uploadOn(on), requestAnalysis: requestAnalysisOn(on), get: getOn(on) }
    })
  )
}
