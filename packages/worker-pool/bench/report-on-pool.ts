import { implementedOperations } from "@statement-engine/analysis"
import { AnalysisRunner } from "@statement-engine/core"
import { Effect } from "effect"

/** One report on the pool, as the server runs it: pre-process the upload, then all nine operations. */
export const reportOnPool = (name: string, bytes: Uint8Array) =>
  Effect.gen(function*() {
    const runner = yield* AnalysisRunner
    const files = [{ name, bytes }]
    yield* runner.preprocess(files, {})
    yield* runner.analyse({
      files,
      options: {},
      country: "GB",
      operations: implementedOperations,
      params: {},
      as_of: "2026-11-25T00:00:00.000Z"
    })
  })
