import { parse } from "csv-parse/sync"
import { build } from "esbuild"
import { cpSync, existsSync, mkdtempSync, readFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { basename, join, resolve } from "node:path"
import { pathToFileURL } from "node:url"
import { median } from "./measure.js"

/**
 * Several checkouts' analysis side by side in one process: `tsx analysis-side-by-side.ts FILE
 * PER_BLOCK ROUNDS CHECKOUT…`. Each checkout's analysis package is bundled by esbuild (its data
 * tables beside the bundle), all are loaded, and blocks of `PER_BLOCK` runs of `analyseToJson` (every
 * operation) alternate between them and raw csv-parse of the same text, `ROUNDS` times after one
 * untimed round. Prints the median CPU ms per statement of each and its ratios to raw and to the
 * first checkout. One process sees the same machine for every side, which separate processes on a
 * shared host do not; but every analysis loaded adds to the heap all sides collect.
 */
const [file = "", perBlockArg = "20", roundsArg = "12", ...checkouts] = process.argv.slice(2)
const perBlock = Number(perBlockArg)
const rounds = Number(roundsArg)

type Analysis = {
  readonly analyseToJson: (request: unknown) => { readonly _tag: string; readonly left?: unknown }
  readonly implementedOperations: ReadonlyArray<string>
}

const bundled = async (checkout: string): Promise<Analysis> => {
  const dir = mkdtempSync(join(tmpdir(), "se-side-"))
  const outfile = join(dir, "analysis.mjs")
  await build({
    entryPoints: [join(checkout, "packages/analysis/src/index.ts")],
    bundle: true,
    format: "esm",
    platform: "node",
    outfile,
    logLevel: "warning"
  })
  // the categoriser reads its data tables from `data/` beside the running module (older commits had none)
  const data = ["packages/categorise/src/data", "packages/analysis/src/categorise/data"].map((p) => join(checkout, p))
    .find((p) => existsSync(p)) ?? ""
  if (existsSync(data)) cpSync(data, join(dir, "data"), { recursive: true })
  return await import(pathToFileURL(outfile).href) as Analysis
}

const names = checkouts.map((c) => basename(resolve(c)))
const analyses = await Promise.all(checkouts.map((c) => bundled(resolve(c))))
const bytes = new Uint8Array(readFileSync(file))
const text = new TextDecoder().decode(bytes)
const files = [{ name: basename(file), bytes }]

const blockMs = (f: () => void): number => {
  const start = process.cpuUsage()
  for (let i = 0; i < perBlock; i++) f()
  const used = process.cpuUsage(start)
  return (used.user + used.system) / 1000 / perBlock
}
const analyse = (a: Analysis) => () => {
  const result = a.analyseToJson({
    files,
    options: {},
    country: "GB",
    operations: a.implementedOperations,
    params: {},
    as_of: "2026-11-25T00:00:00.000Z"
  })
  if (result._tag === "Left") throw new Error(`refused: ${String(result.left)}`)
}
const raw: Array<number> = []
const sides: Array<Array<number>> = analyses.map(() => [])
for (let r = 0; r <= rounds; r++) {
  const rawMs = blockMs(() => parse(text, { relax_column_count: true }))
  const ms = analyses.map((a) => blockMs(analyse(a)))
  if (r === 0) continue
  raw.push(rawMs)
  ms.forEach((m, i) => sides[i]!.push(m))
}
const rawMedian = median(raw)
console.log(`${file}: raw csv-parse ${rawMedian.toFixed(2)} ms (${perBlock} per block, ${rounds} blocks)`)
sides.forEach((side, i) => {
  const m = median(side)
  console.log(
    `${names[i]}: ${m.toFixed(2)} ms (${Math.min(...side).toFixed(2)}-${Math.max(...side).toFixed(2)}), ${
      (m / rawMedian).toFixed(2)
    }x raw, ${(m / median(sides[0]!)).toFixed(3)}x ${names[0]}`
  )
})
