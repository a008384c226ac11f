// Import-cycle check run by `pnpm check:cycles` (part of `pnpm test`).
// Type-only imports count: a cycle through `import type` still ties two modules'
// definitions together and turns into a runtime cycle at the first value import.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment:
        "Import cycles (type-only imports included) are forbidden: move the shared part into a module both import.",
      from: {},
      to: { circular: true }
    }
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|dist|coverage)/" },
    // keep `import type` edges in the graph (they are erased by tsc, not by this check)
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".mts", ".js", ".mjs", ".json"]
    },
    cache: false
  }
}
