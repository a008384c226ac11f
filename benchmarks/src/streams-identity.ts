import { categoriseStatement, productRegistry, readStatements } from "@statement-engine/analysis"
import { Either } from "effect"
import { mkdirSync, writeFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { streamStatements } from "./stream-statements.js"

/**
 * The `insights-income` and `insights-recurring` answers of this checkout on a wide statement set
 * (streams-cpu's kinds, more of each), one JSON file per statement and product, for comparing a
 * change that must not alter them byte for byte: `tsx streams-identity.ts OUT_DIR`, run before and
 * after, then `diff -r`.
 */
const out = resolve(process.argv[2] ?? "streams-identity-out")
mkdirSync(out, { recursive: true })

const statements = streamStatements({ guard: 6, personas: 36, twoYears: 24 })

let written = 0
for (const [n, s] of statements.entries()) {
  const country = s.country
  const read = readStatements([{ name: s.name, bytes: s.bytes }], {}, { country })
  if (Either.isLeft(read)) continue
  const { files, transactions } = read.right
  const categories = categoriseStatement(country, [], transactions)
  const list = transactions.map((tx, i) => ({ tx, category: categories[i]! }))
  const ctx = { country, params: {}, asOf: "2026-11-25T00:00:00.000Z", transactions, files, categorised: () => list }
  for (const id of ["insights-income", "insights-recurring"] as const) {
    const r: Either.Either<unknown, unknown> = productRegistry[id].compute(ctx)
    writeFileSync(join(out, `${n}-${id}.json`), JSON.stringify(Either.isRight(r) ? r.right : r.left, null, 1))
    written++
  }
}
console.log(`${written} answers of ${statements.length} statements in ${out}`)
