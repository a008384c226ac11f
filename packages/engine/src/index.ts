export * from "./engine-layer.js"
export * from "./load-settings.js"
export * from "./settings.js"
