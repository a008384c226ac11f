import { Engine, type Report } from "@statement-engine/core"
import { engineLayer, makeSettings, memoryStore, type StoreSettings } from "@statement-engine/engine"
import { Duration, Effect, type Layer, ManagedRuntime, Schedule } from "effect"
import { readFile } from "node:fs/promises"
import { basename } from "node:path"

/**
 * The engine a host builds from its settings: the in-memory store unless it names another (for
 * example `postgresStore(url)`), analysis in this thread, every other setting its default.
 */
export const hostEngine = (store: StoreSettings = memoryStore) =>
  engineLayer(makeSettings({ store, analysis: { workers: 0 } }))

/**
 * Analyses one statement file in process: upload, request `categorisation` and `insights-income`,
 * wait for the report to finish. No HTTP is involved.
 */
export const analyseStatement = (path: string, country: string) =>
  Effect.gen(function*() {
    const engine = yield* Engine
    // the host decides who its tenants are; here the host itself is the only one
    const tenant = yield* engine.registerClient("embedded-host", "not-used-without-http")
    const bytes = new Uint8Array(yield* Effect.promise(() => readFile(path)))
    // this bank's export does not name its currency, so the host states it
    const uploaded = yield* engine.upload(tenant, [{ name: basename(path), bytes }], { currency: "GBP" })
    yield* engine.requestAnalysis(tenant, uploaded.request_id, {
      country,
      operations: ["categorisation", "insights-income"]
    })
    return yield* engine.report(tenant, uploaded.request_id).pipe(
      Effect.filterOrFail(
        (report): report is Report => report.state._tag === "Completed" || report.state._tag === "Failed",
        () => "still running" as const
      ),
      Effect.retry(Schedule.spaced(Duration.millis(20)).pipe(Schedule.upTo(Duration.seconds(30))))
    )
  })

/** Runs `analyseStatement` on a runtime that lives for the call only (on the in-memory store by default). */
export const analyseStatementOnce = async (
  path: string,
  country: string,
  engine: Layer.Layer<Engine, unknown> = hostEngine()
): Promise<Report> => {
  const runtime = ManagedRuntime.make(engine)
  try {
    return await runtime.runPromise(analyseStatement(path, country))
  } finally {
    await runtime.dispose()
  }
}
