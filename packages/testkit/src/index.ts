export { freePort } from "./free-port.js"
export * from "./generator/index.js"
export * as layoutZoo from "./layout-zoo/index.js"
export { serverEnvironment, serverNodeFlags } from "./server-command.js"
