// Bundles the server and the analysis worker into dist/ with esbuild (shipped with tsx), so that
// `pnpm start` runs plain JavaScript: no TypeScript loader in the server or its worker threads.
import { build } from "esbuild"
import { cpSync, mkdirSync, renameSync, writeFileSync } from "node:fs"
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
  // Left out of the bundle and resolved from packages/http at run time (see
  // docs/decisions/bundle-completeness.md): piscina starts its own worker script from its package
  // folder; tsx is loaded only when the worker is TypeScript; the encoding detector and iconv-lite's
  // code-page tables are loaded on the first file that is not UTF-8 (most never come), so bundled
  // they would be source every thread holds; pdf.js (unpdf, 4 MB of source) likewise on the first
  // PDF. Each one is a dependency of this package.
  external: ["piscina", "tsx", "chardet", "iconv-lite", "unpdf"],
  metafile: true,
  // the metafile's paths relative to the repository, wherever the build is started from
  absWorkingDir: here("../../.."),
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
const asciiOnly = (text) =>
  text.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`)

/** Writes beside the final name and renames into place: a server started while another build runs reads a whole file. */
const writeWhole = (path, text) => {
  writeFileSync(`${path}.${process.pid}.partial`, text)
  renameSync(`${path}.${process.pid}.partial`, path)
}

mkdirSync(here("../dist"), { recursive: true })
const metafiles = {}
for (
  const [entry, out] of [["../src/main.ts", "main.mjs"], ["../../worker-pool/src/worker.ts", "worker.mjs"]]
) {
  const result = await build({ ...shared, entryPoints: [here(entry)], outfile: here(`../dist/${out}`), write: false })
  for (const file of result.outputFiles) {
    writeWhole(file.path, file.path.endsWith(".mjs") ? asciiOnly(file.text) : file.text)
  }
  metafiles[out] = result.metafile
}

// the categoriser reads its data tables on first use, from `data/` beside the running module; copied
// over what is there (not removed first), so that a running server never finds the folder gone
cpSync(here("../../categorise/src/data"), here("../dist/data"), { recursive: true, force: true })

// What each bundle holds and what it leaves to run time, written last: the bundle test resolves every
// external from beside the bundle, and a build is up to date while no input is newer than this file.
const meta = here("../dist/bundle-meta.json")
writeWhole(meta, JSON.stringify(metafiles))
