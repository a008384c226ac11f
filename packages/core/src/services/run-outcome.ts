import type { AnalysisError } from "@statement-engine/analysis"
import type { RunError } from "../domain/run-error.js"

/** The API error code and detail a failed analysis ends with. */
export const runErrorOf = (error: AnalysisError): RunError => {
  switch (error._tag) {
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
