import { Schema } from "effect"
import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"

const HttpPackage = Schema.parseJson(Schema.Struct({ scripts: Schema.Struct({ start: Schema.String }) }))

/**
 * The Node flags `pnpm start` runs the bundled server with (the `start` script of
 * packages/http/package.json, between `node` and `dist/main.mjs`), so that tests and benchmarks
 * start the server exactly as users do.
 */
export const serverNodeFlags = (): ReadonlyArray<string> => {
  const path = fileURLToPath(new URL("../../http/package.json", import.meta.url))
  const { scripts } = Schema.decodeUnknownSync(HttpPackage)(readFileSync(path, "utf8"))
  const run = /(?:^|&&)\s*node((?:\s+--?[\w-]+(?:=\S+)?)*)\s+dist\/main\.mjs\s*$/.exec(scripts.start)
  if (run === null) {
    throw new Error(`packages/http's start script does not end with "node [flags] dist/main.mjs": ${scripts.start}`)
  }
  return (run[1] ?? "").split(/\s+/).filter((flag) => flag !== "")
}
