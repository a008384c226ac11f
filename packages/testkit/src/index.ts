export * from "./generator/index.js"
