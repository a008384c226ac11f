import { Schema } from "effect"
import { runWithServerFlags } from "./script-process.js"

const Scaling = Schema.parseJson(Schema.Struct({ integer: Schema.Number, allocation: Schema.Number }))

/**
 * How much two threads of the same work get done against one on this machine, for integer
 * arithmetic and for allocation-heavy work (`machine-scaling-child.ts`: the best time of one and of
 * two threads over four alternating rounds), in a process with the `start` script's Node flags as
 * the server's pool runs: what the two-worker ratio is read against. On a machine whose memory is
 * shared by the two cores the second figure is well below 2 though nothing is shared between the
 * threads.
 */
export const machineScaling = (): typeof Scaling.Type =>
  runWithServerFlags(new URL("./machine-scaling-child.ts", import.meta.url), Scaling)
