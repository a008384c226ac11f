export { freePort } from "./free-port.js"
export * from "./generator/index.js"
export { serverNodeFlags } from "./server-command.js"
