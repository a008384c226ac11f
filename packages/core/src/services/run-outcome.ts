import type { AnalysisError } from "@statement-engine/analysis"
import type { AnalysisLimitExceeded } from "../domain/errors.js"
import type { RunError } from "../domain/run-error.js"

/** The API error code and detail a failed analysis ends with. */
export const runErrorOf = (error: AnalysisError | AnalysisLimitExceeded): RunError => {
  switch (error._tag) {
    case "AnalysisLimitExceeded":
      return { code: "ANALYSIS_LIMIT", detail: error.detail }
    case "UnsupportedEncoding":
      return { code: "UNSUPPORTED_ENCODING", detail: `${error.file}: ${error.detail}` }
    case "NoSuitableParser":
      return { code: "NO_SUITABLE_PARSERS", detail: `${error.file}: ${error.detail}` }
    case "InvalidAnalysisOptions":
      return { code: "INVALID_OPTIONS", detail: `${error.pointer}: ${error.detail}` }
    case "ProductFailure":
      return { code: "PRODUCT_FAILED", detail: `${error.operation}: ${error.detail}` }
  }
}
