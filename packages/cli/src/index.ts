export * from "./analyse-files.js"
export * from "./cli-arguments.js"
export * from "./clients-command.js"
export * from "./report-document.js"
