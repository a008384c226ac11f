import { categoriseStatement, parseCountry, productRegistry, readStatements } from "@statement-engine/analysis"
import {
  generateCsvOfSize,
  generateStatement,
  layoutZoo,
  personaKinds,
  randomDialect,
  writeCsv
} from "@statement-engine/testkit"
import { Either, Option } from "effect"
import { mkdirSync, writeFileSync } from "node:fs"
import { join, resolve } from "node:path"

/**
 * The `insights-income` and `insights-recurring` answers of this checkout on a wide statement set
 * (streams-cpu's kinds, more of each), one JSON file per statement and product, for comparing a
 * change that must not alter them byte for byte: `tsx streams-identity.ts OUT_DIR`, run before and
 * after, then `diff -r`.
 */
const out = resolve(process.argv[2] ?? "streams-identity-out")
mkdirSync(out, { recursive: true })

const classSets = [
  ["reference-churn", "bimonthly", "seasonal"],
  ["returned", "by-hand", "account-only"],
  ["gig-legal-form", "card-autopay", "named-party"]
] as const
const countries = ["GB", "DE", "FR", "PL", "ES", "NL", "IT", "LT"] as const

interface Statement {
  readonly name: string
  readonly bytes: Uint8Array
  readonly country: string
}

const statements: Array<Statement> = [
  ...[34, 35, 36, 37, 38, 39].map((seed) => ({ ...generateCsvOfSize(60_000, seed), country: "GB" })),
  ...Array.from({ length: 36 }, (_, i) => {
    const f = layoutZoo.generatePersonaFile({ seed: 90_001 + i, slice: "tuning", classes: classSets[i % 3]! })
    return { name: f.name, bytes: f.bytes, country: f.truth.country }
  }),
  ...Array.from({ length: 24 }, (_, i) => {
    const country = countries[i % countries.length]!
    const s = generateStatement({
      persona: personaKinds[i % personaKinds.length]!,
      country,
      seed: 70_001 + i,
      months: 24
    })
    const f = writeCsv(s, randomDialect(70_001 + i, country))
    return { name: f.name, bytes: f.bytes, country }
  })
]

let written = 0
for (const [n, s] of statements.entries()) {
  const country = Option.getOrElse(parseCountry(s.country), () => "GB" as const)
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
