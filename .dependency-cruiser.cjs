// Import-cycle check run by `pnpm check:cycles` (part of `pnpm test`).
// Type-only imports count: a cycle through `import type` still ties two modules'
// definitions together and turns into a runtime cycle at the first value import.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "intake-is-the-bottom",
      severity: "error",
      comment: "intake reads files into transactions; categorise, products and the analysis facade sit above it.",
      from: { path: "^packages/intake/" },
      to: { path: "^packages/(categorise|products|analysis)/" }
    },
    {
      name: "categorise-below-products",
      severity: "error",
      comment: "categorise may use intake, never the products or the analysis facade.",
      from: { path: "^packages/categorise/" },
      to: { path: "^packages/(products|analysis)/" }
    },
    {
      name: "products-below-the-facade",
      severity: "error",
      comment: "products use intake and categorise; the analysis facade composes them, never the reverse.",
      from: { path: "^packages/products/" },
      to: { path: "^packages/analysis/" }
    },
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
