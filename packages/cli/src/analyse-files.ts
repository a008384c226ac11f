import { Engine, type Report } from "@statement-engine/core"
import { engineLayer, makeSettings } from "@statement-engine/engine"
import { Duration, Effect, Schedule } from "effect"
import { readFile } from "node:fs/promises"
import { basename } from "node:path"
import type { CliRequest } from "./cli-arguments.js"

/** The engine the command runs in process: memory store, analysis on this thread. */
export const CliEngine = engineLayer(makeSettings({ analysis: { workers: 0 } }))

/** Uploads the files, requests the operations and waits for the finished report. */
export const analyseFiles = (request: CliRequest) =>
  Effect.gen(function*() {
    const engine = yield* Engine
    const client = yield* engine.registerClient("cli", "the-command-line-has-no-http")
    const files = yield* Effect.forEach(request.files, (path) =>
      Effect.tryPromise({
        try: async () => ({ name: basename(path), bytes: new Uint8Array(await readFile(path)) }),
        catch: (error) => `cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`
      }))
    const uploaded = yield* engine.upload(client, files, request.options)
    yield* engine.requestAnalysis(client, uploaded.request_id, {
      country: request.country,
      operations: request.operations
    })
    return yield* engine.report(client, uploaded.request_id).pipe(
      Effect.filterOrFail(
        (report): report is Report => report.state._tag === "Completed" || report.state._tag === "Failed",
        () => "still running" as const
      ),
      Effect.retry(Schedule.spaced(Duration.millis(10)))
    )
  })
