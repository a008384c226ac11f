export * from "./generator/index.js"
export { freePort } from "./free-port.js"
export { serverNodeFlags } from "./server-command.js"
export * as layoutZoo from "./layout-zoo/index.js"
