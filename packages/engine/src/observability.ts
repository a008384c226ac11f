import { type DeliveryOutcome, type ReportCounts, ReportStore, WebhookOutbox } from "@statement-engine/core"
import { AnalysisPoolStatus } from "@statement-engine/worker-pool"
import { Context, Duration, Effect, Layer, Option, Ref, Runtime } from "effect"
import { collectDefaultMetrics, Counter, Gauge, Registry } from "prom-client"

/**
 * The engine's Prometheus metrics: a registry of its own (so that engines in one process do not
 * mix), holding the process's default metrics and the engine's (reports by state, queue depth,
 * webhook attempts and outcomes, the analysis pool's use). The HTTP server adds its request metrics
 * to the same registry and serves it at `/metrics`.
 */
export class EngineMetrics extends Context.Tag("@statement-engine/engine/EngineMetrics")<EngineMetrics, {
  readonly registry: Registry
  /** Counts one webhook delivery attempt by how it ended. */
  readonly webhookAttempt: (outcome: DeliveryOutcome) => void
}>() {}

/** Whether the engine can take work now, check by check. */
export interface ReadinessReport {
  readonly ready: boolean
  readonly checks: {
    readonly store: "ok" | "unreachable"
    readonly analysis: "ok" | "no worker threads"
    readonly shutdown: "running" | "draining"
  }
}

/** The engine's readiness (`GET /readyz`): its store reachable, its analysis pool alive, not shutting down. */
export class Readiness extends Context.Tag("@statement-engine/engine/Readiness")<Readiness, {
  readonly check: Effect.Effect<ReadinessReport>
  /** From now on the engine reports itself not ready: it is shutting down. */
  readonly startDraining: Effect.Effect<void>
}>() {}

/** How long a readiness or metrics look at the store may take before the store counts as unreachable. */
const STORE_CHECK_MILLIS = 2_000

const outcomeLabel = (outcome: DeliveryOutcome) =>
  outcome._tag === "Delivered" ? "delivered" : outcome._tag === "RetryAt" ? "retried" : "gave_up"

const poolGauges = (registry: Registry, pool: Option.Option<typeof AnalysisPoolStatus.Service>) => {
  const status = Option.getOrUndefined(pool)
  if (status === undefined) return
  new Gauge({
    name: "statement_engine_analysis_threads",
    help: "Worker threads of the analysis pool, and how many are alive.",
    labelNames: ["kind"],
    registers: [registry],
    collect() {
      this.set({ kind: "configured" }, status.size)
      this.set({ kind: "alive" }, status.threadsAlive())
    }
  })
  new Gauge({
    name: "statement_engine_analyses_in_flight",
    help: "Analysis tasks on a worker thread or waiting for one.",
    registers: [registry],
    collect() {
      this.set(status.inFlight())
    }
  })
  new Gauge({
    name: "statement_engine_analysis_pool_utilisation",
    help: "Share of the pool's threads busy now (0 to 1).",
    registers: [registry],
    collect() {
      this.set(status.size === 0 ? 0 : Math.min(status.inFlight(), status.size) / status.size)
    }
  })
}

const reportGauges = (registry: Registry, counts: () => Promise<Option.Option<ReportCounts>>) => {
  new Gauge({
    name: "statement_engine_reports",
    help: "Reports in the store by state (all engine processes on the store together).",
    labelNames: ["state"],
    registers: [registry],
    async collect() {
      this.reset()
      Option.map(await counts(), (byState) => {
        for (const [state, n] of Object.entries(byState)) this.set({ state: state.toLowerCase() }, n)
      })
    }
  })
  new Gauge({
    name: "statement_engine_queue_depth",
    help: "Analyses queued and waiting for a runner (all engine processes on the store together).",
    registers: [registry],
    async collect() {
      this.reset()
      Option.map(await counts(), (byState) => this.set(byState.Queued))
    }
  })
}

/** The engine's metrics, on the store and the analysis pool (when there is one) it is given. */
export const EngineMetricsLive = Layer.effect(
  EngineMetrics,
  Effect.gen(function*() {
    const store = yield* ReportStore
    const pool = yield* Effect.serviceOption(AnalysisPoolStatus)
    const runtime = yield* Effect.runtime<never>()
    const registry = new Registry()
    collectDefaultMetrics({ register: registry })
    const attempts = new Counter({
      name: "statement_engine_webhook_attempts_total",
      help: "Webhook delivery attempts by outcome: delivered, retried (to be tried again) or gave_up.",
      labelNames: ["outcome"],
      registers: [registry]
    })
    reportGauges(registry, () =>
      Runtime.runPromise(runtime)(
        store.countByState.pipe(
          Effect.timeout(Duration.millis(STORE_CHECK_MILLIS)),
          Effect.option
        )
      ))
    poolGauges(registry, pool)
    return { registry, webhookAttempt: (outcome) => attempts.inc({ outcome: outcomeLabel(outcome) }) }
  })
)

/** Readiness on the store and the analysis pool (when there is one) it is given. */
export const ReadinessLive = Layer.effect(
  Readiness,
  Effect.gen(function*() {
    const store = yield* ReportStore
    const pool = yield* Effect.serviceOption(AnalysisPoolStatus)
    const draining = yield* Ref.make(false)
    const storeCheck = store.countUnfinished.pipe(
      Effect.timeout(Duration.millis(STORE_CHECK_MILLIS)),
      Effect.as("ok" as const),
      Effect.orElseSucceed(() => "unreachable" as const)
    )
    return {
      check: Effect.gen(function*() {
        const checks = {
          store: yield* storeCheck,
          analysis: Option.match(pool, {
            onNone: () => "ok" as const,
            onSome: (status) => status.threadsAlive() > 0 ? "ok" as const : "no worker threads" as const
          }),
          shutdown: (yield* Ref.get(draining)) ? "draining" as const : "running" as const
        }
        return { ready: checks.store === "ok" && checks.analysis === "ok" && checks.shutdown === "running", checks }
      }),
      startDraining: Ref.set(draining, true)
    }
  })
)

/** The store ports with the outbox counting each delivery attempt's outcome into the metrics. */
export const countingWebhookOutbox = Layer.effect(
  WebhookOutbox,
  Effect.gen(function*() {
    const outbox = yield* WebhookOutbox
    const metrics = yield* EngineMetrics
    return {
      ...outbox,
      record: (webhookId, outcome) =>
        outbox.record(webhookId, outcome).pipe(Effect.tap(() => metrics.webhookAttempt(outcome)))
    }
  })
)
