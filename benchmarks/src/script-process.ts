import { serverNodeFlags } from "@statement-engine/testkit"
import { Schema } from "effect"
import { execFileSync } from "node:child_process"
import { createRequire } from "node:module"
import { fileURLToPath, pathToFileURL } from "node:url"

/** The arguments that run a benchmark script (TypeScript, through tsx) with the `start` script's Node flags. */
export const scriptArguments = (script: URL, args: ReadonlyArray<string> = []): Array<string> => {
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href
  return [...serverNodeFlags(), "--import", tsx, fileURLToPath(script), ...args]
}

/**
 * Runs a benchmark script (TypeScript, through tsx) in a process started with the `start` script's
 * Node flags, as the server's pool runs, and decodes the last line it prints with `result`.
 */
export const runWithServerFlags = <A>(
  script: URL,
  result: Schema.Schema<A, string>,
  args: ReadonlyArray<string> = []
): A => {
  const out = execFileSync(process.execPath, scriptArguments(script, args), {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
    maxBuffer: 1024 * 1024
  })
  return Schema.decodeUnknownSync(result)(out.trim().split("\n").at(-1))
}
