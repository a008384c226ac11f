// Bundles the server and the analysis worker into dist/ with esbuild (shipped with tsx), so that
// `pnpm start` runs plain JavaScript: no TypeScript loader in the server or its worker threads.
import { build } from "esbuild"
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs"
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
  banner: {
    js:
      "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);"
  }
}

/**
 * V8 keeps a script's source for as long as the script lives, as one-byte text only when every
 * character is Latin-1: one `−` in a comment or a regular expression (esbuild's `charset: "ascii"`
 * escapes strings and identifiers, not those) doubles the memory each thread holds for it. A
 * `\uXXXX` escape means the same character in a comment, a regular expression, a string and an
 * identifier, so every remaining non-ASCII code unit is escaped.
 */
const asciiOnly = (file) => {
  const text = readFileSync(file, "utf8")
  const escaped = text.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`)
  if (escaped !== text) writeFileSync(file, escaped)
}

for (
  const [entry, out] of [["../src/main.ts", "../dist/main.mjs"], [
    "../../worker-pool/src/worker.ts",
    "../dist/worker.mjs"
  ]]
) {
  await build({ ...shared, entryPoints: [here(entry)], outfile: here(out) })
  asciiOnly(here(out))
}

// the categoriser reads its data tables on first use, from `data/` beside the running module
rmSync(here("../dist/data"), { recursive: true, force: true })
cpSync(here("../../analysis/src/categorise/data"), here("../dist/data"), { recursive: true })
