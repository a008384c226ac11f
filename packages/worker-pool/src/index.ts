export * from "./inline-or-thread.js"
export * from "./worker-crashed.js"
export * from "./worker-messages.js"
export * from "./worker-pool-runner.js"
