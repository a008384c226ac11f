import type {
  AnalysisError,
  AnalysisRequest,
  IntakeError,
  IntakeOptions,
  IntakeSummary,
  ProductJson,
  StatementFile
} from "@statement-engine/analysis"
import { Context, type Effect } from "effect"
import type { AnalysisLimitExceeded, ServiceUnavailable } from "../domain/errors.js"

/**
 * Port: where statement analysis runs (inline, or on a worker pool).
 * `preprocess` reads the files of an upload; `analyse` computes the requested products,
 * each as the JSON text it is served as (made where the analysis ran). Either fails with
 * `AnalysisLimitExceeded` when it goes past the runner's time or memory limit.
 */
export class AnalysisRunner extends Context.Tag("@statement-engine/core/AnalysisRunner")<AnalysisRunner, {
  readonly preprocess: (
    files: ReadonlyArray<StatementFile>,
    options: IntakeOptions
  ) => Effect.Effect<IntakeSummary, IntakeError | AnalysisLimitExceeded | ServiceUnavailable>
  readonly analyse: (
    request: AnalysisRequest
  ) => Effect.Effect<ProductJson, AnalysisError | AnalysisLimitExceeded | ServiceUnavailable>
}>() {}
