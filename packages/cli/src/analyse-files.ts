import { Engine, type Report } from "@statement-engine/core"
import { engineLayer, makeSettings } from "@statement-engine/engine"
import { Duration, Effect, Schedule } from "effect"
import { readFile } from "node:fs/promises"
import { basename } from "node:path"
import type { CliRequest } from "./cli-arguments.js"
import { type Progress, silentProgress } from "./progress.js"

/** The engine the command runs in process: memory store, analysis on this thread. */
export const CliEngine = engineLayer(makeSettings({ analysis: { workers: 0 } }))

const readStatement = (path: string) =>
  Effect.tryPromise({
    try: async () => ({ name: basename(path), bytes: new Uint8Array(await readFile(path)) }),
    catch: (error) => `cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`
  })

/**
 * Reads the files, uploads them, requests the operations and waits for the finished report, telling
 * `progress` of each step: each file read, pre-processing, analysis, and the output still to write.
 */
export const analyseFiles = (request: CliRequest, progress: Progress = silentProgress) =>
  Effect.gen(function*() {
    const engine = yield* Engine
    const client = yield* engine.registerClient("cli", "the-command-line-has-no-http")
    progress.begin(request.files.length + 3)
    const files = yield* Effect.forEach(request.files, (path, i) =>
      readStatement(path).pipe(
        Effect.tap(() =>
          progress.step(i + 1 < request.files.length ? `reading ${basename(request.files[i + 1]!)}` : "pre-processing")
        )
      ))
    const uploaded = yield* engine.upload(client, files, request.options)
    progress.step(`analysing (${request.operations.join(", ")})`)
    yield* engine.requestAnalysis(client, uploaded.request_id, {
      country: request.country,
      operations: request.operations
    })
    const report = yield* engine.report(client, uploaded.request_id).pipe(
      Effect.filterOrFail(
        (report): report is Report => report.state._tag === "Completed" || report.state._tag === "Failed",
        () => "still running" as const
      ),
      Effect.retry(Schedule.spaced(Duration.millis(10)))
    )
    progress.step(`writing ${request.format}`)
    return report
  })
