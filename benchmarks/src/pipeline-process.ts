import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Schema } from "effect"
import { runWithServerFlags } from "./script-process.js"

const Throughput = Schema.Struct({ mbPerSecond: Schema.Number, rowsPerSecond: Schema.Number })
const Best = Schema.parseJson(Schema.Struct({ 1: Throughput, 2: Throughput }))

/**
 * The full pipeline on one and on two workers (`pipeline-child.ts`: alternating rounds, the best
 * of each kept), run in a process started with the Node flags of `pnpm start`, as the server's pool
 * runs, while the raw csv-parse it is compared to runs in this process with Node's defaults.
 */
export const pipelineInServerProcess = (
  file: { readonly name: string; readonly bytes: Uint8Array; readonly rows: number },
  warmUp: Uint8Array,
  rounds: number,
  tasksPerWorker: number
) => {
  const dir = mkdtempSync(join(tmpdir(), "statement-engine-bench-"))
  try {
    writeFileSync(join(dir, "file"), file.bytes)
    writeFileSync(join(dir, "warm-up"), warmUp)
    const job = { name: file.name, file: join(dir, "file"), warmUp: join(dir, "warm-up"), rows: file.rows, rounds, tasksPerWorker }
    const best = runWithServerFlags(new URL("./pipeline-child.ts", import.meta.url), Best, [JSON.stringify(job)])
    return new Map([[1, best[1]], [2, best[2]]])
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
