import { parse } from "csv-parse/sync"
import { readFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { pathToFileURL } from "node:url"

/**
 * CPU time of the analysis of one statement file by stage and by product, in this process:
 * `tsx analysis-stages.ts FILE [--root CHECKOUT] [--warm N] [--rounds N]`. `--root` names another
 * checkout of the repository (a baseline commit) whose analysis package is measured instead, so two
 * commits can be run side by side on the same bytes; `--module` names that package bundled by esbuild
 * instead (what the server runs, and a CPU profile with the functions' own names). Prints one JSON line of milliseconds per run.
 */
const args = process.argv.slice(2)
const option = (name: string, fallback: string) => {
  const at = args.indexOf(name)
  return at >= 0 ? args[at + 1] ?? fallback : fallback
}
const file = args[0] ?? ""
const root = resolve(option("--root", join(import.meta.dirname, "..", "..")))
const warm = Number(option("--warm", "100"))
const rounds = Number(option("--rounds", "100"))
const only = option("--only", "")

type Either = { readonly _tag: "Left" | "Right"; readonly right?: unknown; readonly left?: unknown }
type AnalysisModule = {
  readonly readStatements: (files: unknown, options: unknown, context?: unknown) => Either
  readonly preprocess: (files: unknown, options: unknown) => unknown
  readonly analyseToJson: (request: unknown, alreadyRead?: unknown) => Either
  readonly implementedOperations: ReadonlyArray<string>
  readonly categoriseStatement?: (country: string, rules: ReadonlyArray<unknown>, transactions: unknown) => unknown
  readonly makeCategoriser: (country: string) => (tx: unknown) => unknown
}
const analysis = await import(
  pathToFileURL(option("--module", join(root, "packages/analysis/src/index.ts"))).href
) as AnalysisModule

const bytes = new Uint8Array(readFileSync(file))
const text = new TextDecoder().decode(bytes)
const files = [{ name: "statement.csv", bytes }]
const request = (operations: ReadonlyArray<string>) => ({
  files,
  options: {},
  country: "GB",
  operations,
  params: {},
  as_of: "2026-11-25T00:00:00.000Z"
})
const read = () => {
  const r = analysis.readStatements(files, {}, { country: "GB" })
  if (r._tag === "Left") throw new Error(String(r.left))
  return r.right
}
const kept = read()

const cpuMsPerRun = (f: () => unknown): number => {
  for (let i = 0; i < warm; i++) f()
  const start = process.cpuUsage()
  for (let i = 0; i < rounds; i++) f()
  const used = process.cpuUsage(start)
  return (used.user + used.system) / 1000 / rounds
}

const stages: Record<string, () => unknown> = {
  "raw csv-parse": () => parse(text, { relax_column_count: true }),
  "analyseToJson, all operations": () => analysis.analyseToJson(request(analysis.implementedOperations)),
  "pre-processing": () => analysis.preprocess(files, {}),
  "read with country": read,
  // categorising alone (before statement context was added, each row on its own)
  "categorise": () => {
    const { transactions } = kept as { readonly transactions: ReadonlyArray<unknown> }
    return analysis.categoriseStatement?.("GB", [], transactions) ??
      transactions.map(analysis.makeCategoriser("GB"))
  },
  "all operations on the kept read": () => analysis.analyseToJson(request(analysis.implementedOperations), kept),
  ...Object.fromEntries(
    analysis.implementedOperations.map((
      op
    ) => [`product ${op} (kept read)`, () => analysis.analyseToJson(request([op]), kept)])
  )
}
const out: Record<string, number> = {}
for (const [name, f] of Object.entries(stages)) {
  if (only !== "" && !name.startsWith(only)) continue
  out[name] = Number(cpuMsPerRun(f).toFixed(3))
}
console.log(JSON.stringify({ root, file, warm, rounds, ms: out }))
