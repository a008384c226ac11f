import { execFileSync } from "node:child_process"
import { createRequire } from "node:module"
import { fileURLToPath, pathToFileURL } from "node:url"
import { serverNodeFlags } from "@statement-engine/testkit"
import { Schema } from "effect"

const Scaling = Schema.parseJson(Schema.Struct({ integer: Schema.Number, allocation: Schema.Number }))

/**
 * How much two threads of the same work get done against one on this machine, for integer
 * arithmetic and for allocation-heavy work (`machine-scaling-child.ts`, best time of one and of two threads over four alternating rounds), in a
 * process started with the `start` script's Node flags as the server's pool is: the ceiling the
 * two-worker ratio is read against. On a machine whose memory is shared by the two cores the second
 * figure is well below 2 even though nothing is shared between the threads.
 */
export const machineScaling = (): typeof Scaling.Type => {
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href
  const child = fileURLToPath(new URL("./machine-scaling-child.ts", import.meta.url))
  const out = execFileSync(process.execPath, [...serverNodeFlags(), "--import", tsx, child], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"]
  })
  return Schema.decodeUnknownSync(Scaling)(out.trim().split("\n").at(-1))
}
