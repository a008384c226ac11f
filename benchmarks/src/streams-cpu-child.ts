import { Schema } from "effect"
import { readFileSync } from "node:fs"
import { pathToFileURL } from "node:url"

/**
 * One checkout's `insights-income` + `insights-recurring` in CPU time per statement, for
 * `streams-cpu.ts`: `node --import tsx streams-cpu-child.ts BUNDLE LIST WARM TIMED` (it gives 20
 * and 40). Every statement of the list (JSON `{ group, path, country, options }`) is read and
 * categorised once, untimed; then each group's statements are taken in turn, `WARM` times untimed
 * and `TIMED` times timed, and only the two products are timed. Each run gets a new categorised list
 * (new objects), so no product finds the stream keys or category index kept for the last run's list,
 * as no statement of a server does. Prints one JSON line `{ group, ms }` per group: the mean CPU
 * milliseconds of both products per statement.
 */
const [bundle = "", listPath = "", warmArg = "20", timedArg = "40"] = process.argv.slice(2)

const Entry = Schema.Struct({
  group: Schema.String,
  path: Schema.String,
  country: Schema.String,
  options: Schema.Record({ key: Schema.String, value: Schema.Unknown })
})
const List = Schema.parseJson(Schema.Array(Entry))

type Either = { readonly _tag: "Left" | "Right"; readonly left?: unknown; readonly right?: unknown }
type Read = { readonly transactions: ReadonlyArray<unknown>; readonly files: ReadonlyArray<unknown> }
/** The parts of a checkout's analysis package this benchmark calls (the same in every checkout it compares). */
type Analysis = {
  readonly readStatements: (files: unknown, options: unknown, context: unknown) => Either
  readonly categoriseStatement: (country: string, rules: unknown, transactions: unknown) => ReadonlyArray<unknown>
  readonly productRegistry: Record<string, { readonly compute: (ctx: unknown) => Either }>
}

// the bundle is a checkout's own analysis package, built by streams-cpu.ts; its exports are its index's
const analysis = await import(pathToFileURL(bundle).href) as Analysis
const entries = Schema.decodeUnknownSync(List)(readFileSync(listPath, "utf8"))

const prepared = entries.map((e) => {
  const files = [{ name: e.path.split("/").pop() ?? "statement.csv", bytes: new Uint8Array(readFileSync(e.path)) }]
  const read = analysis.readStatements(files, e.options, { country: e.country })
  if (read._tag === "Left") throw new Error(`${e.path} was refused: ${JSON.stringify(read.left)}`)
  const { files: fileRows, transactions } = read.right as Read
  const categories = analysis.categoriseStatement(e.country, [], transactions)
  return { group: e.group, country: e.country, transactions, fileRows, categories }
})

const products = [analysis.productRegistry["insights-income"]!, analysis.productRegistry["insights-recurring"]!]

const runProducts = (s: (typeof prepared)[number]): void => {
  const list: Array<{ tx: unknown; category: unknown }> = []
  for (let i = 0; i < s.transactions.length; i++) list.push({ tx: s.transactions[i], category: s.categories[i] })
  const ctx = {
    country: s.country,
    params: {},
    asOf: "2026-11-25T00:00:00.000Z",
    transactions: s.transactions,
    files: s.fileRows,
    categorised: () => list
  }
  for (const p of products) {
    const r = p.compute(ctx)
    if (r._tag === "Left") throw new Error(`a product failed: ${JSON.stringify(r.left)}`)
  }
}

for (const group of [...new Set(prepared.map((s) => s.group))]) {
  const statements = prepared.filter((s) => s.group === group)
  const warm = Number(warmArg)
  const timed = Number(timedArg)
  for (let i = 0; i < warm; i++) runProducts(statements[i % statements.length]!)
  const start = process.cpuUsage()
  for (let i = 0; i < timed; i++) runProducts(statements[i % statements.length]!)
  const used = process.cpuUsage(start)
  console.log(JSON.stringify({ group, ms: (used.user + used.system) / 1000 / timed }))
}
