export * from "./generator/index.js"
export * from "./store-conformance.js"
