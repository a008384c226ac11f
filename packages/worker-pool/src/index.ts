export * from "./worker-messages.js"
export * from "./worker-pool-runner.js"
export * from "./worker-crashed.js"
