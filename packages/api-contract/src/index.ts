export * from "./api-errors.js"
export * from "./api.js"
export * from "./resources.js"
