// The domain's schemas alone (no services, ports or Node APIs), for packages that describe the
// API without running the engine: the API contract and its clients.
export * from "./domain/client.js"
export * from "./domain/errors.js"
export * from "./domain/ids.js"
export * from "./domain/process-request.js"
export * from "./domain/report-event.js"
export * from "./domain/report-state-machine.js"
export * from "./domain/report-state.js"
export * from "./domain/report-status.js"
export * from "./domain/report.js"
export * from "./domain/result-document.js"
export * from "./domain/run-error.js"
export * from "./domain/webhook.js"
