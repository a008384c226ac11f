import { Schema } from "effect"
import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"

const HttpPackage = Schema.parseJson(Schema.Struct({ scripts: Schema.Struct({ start: Schema.String }) }))

const startCommand = (): { readonly assignments: string; readonly flags: string } => {
  const path = fileURLToPath(new URL("../../http/package.json", import.meta.url))
  const { scripts } = Schema.decodeUnknownSync(HttpPackage)(readFileSync(path, "utf8"))
  const run = /(?:^|&&)\s*((?:[A-Z_]+=\S+\s+)*)node((?:\s+--?[\w-]+(?:=\S+)?)*)\s+dist\/main\.mjs\s*$/.exec(
    scripts.start
  )
  if (run === null) {
    throw new Error(
      `packages/http's start script does not end with "[NAME=value ...] node [flags] dist/main.mjs": ${scripts.start}`
    )
  }
  return { assignments: run[1] ?? "", flags: run[2] ?? "" }
}

/**
 * The Node flags `pnpm start` runs the bundled server with (the `start` script of
 * packages/http/package.json, between `node` and `dist/main.mjs`), so that tests and benchmarks
 * start the server exactly as users do.
 */
export const serverNodeFlags = (): ReadonlyArray<string> =>
  startCommand().flags.split(/\s+/).filter((flag) => flag !== "")

/**
 * The environment the start script gives the server (its `NAME=value` or `NAME=${NAME:-value}`
 * assignments before `node`), as a shell would expand them with `env`.
 */
export const serverEnvironment = (
  env: Readonly<Record<string, string | undefined>> = process.env
): Readonly<Record<string, string>> => {
  const out: Record<string, string> = {}
  for (const assignment of startCommand().assignments.split(/\s+/).filter((a) => a !== "")) {
    const [, name = "", value = ""] = /^([A-Z_]+)=(.*)$/.exec(assignment) ?? []
    const fallback = /^\$\{([A-Z_]+):-(.*)\}$/.exec(value)
    if (fallback === null) out[name] = value
    else out[name] = env[fallback[1] ?? ""] || (fallback[2] ?? "")
  }
  return out
}
