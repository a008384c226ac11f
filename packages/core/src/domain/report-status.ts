import type { ReportState, ReportStatus } from "./report-state.js"

/**
 * The `status` the API shows on the processing result: `processing` while queued or running
 * (the spec's states), then `completed` or `failed`. An upload without an analysis has none.
 */
export const resultStatus = (state: ReportState): ReportStatus | undefined => {
  switch (state._tag) {
    case "Uploaded":
      return undefined
    case "Queued":
    case "Processing":
      return "processing"
    case "Completed":
      return "completed"
    case "Failed":
      return "failed"
  }
}
