// Bundles the server and the analysis worker into dist/ with esbuild (shipped with tsx), so that
// `pnpm start` runs plain JavaScript: no TypeScript loader in the server or its worker threads.
import { build } from "esbuild"
import { fileURLToPath } from "node:url"

const here = (path) => fileURLToPath(new URL(path, import.meta.url))
const shared = {
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  logLevel: "warning",
  charset: "ascii",
  sourcesContent: false,
  // piscina starts its own worker script from its package folder, so it stays a package import
  external: ["piscina", "tsx"],
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" }
}
await build({ ...shared, entryPoints: [here("../src/main.ts")], outfile: here("../dist/main.mjs") })
await build({ ...shared, entryPoints: [here("../../worker-pool/src/worker.ts")], outfile: here("../dist/worker.mjs") })
