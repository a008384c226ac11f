import { Either } from "effect"
import { readStatements } from "./src/index.js"
import { generateStatement, randomDialect, writeCsv, expectedTransactions, dateOrderIsDecidable, personaKinds, countries } from "../testkit/src/index.js"
let ok = 0, refusedOk = 0, bad = 0
const problems = new Map<string, number>()
for (let seed = 1; seed <= 600; seed++) {
  const country = countries[seed % countries.length]!
  const st = generateStatement({ persona: personaKinds[seed % personaKinds.length]!, country, seed, months: 3 })
  const dialect = randomDialect(seed * 7919, country)
  const file = writeCsv(st, dialect)
  const r = readStatements([{ name: file.name, bytes: file.bytes }], {})
  const want = expectedTransactions(st, dialect)
  if (Either.isLeft(r)) {
    if (!dateOrderIsDecidable(st, dialect) && r.left.detail.includes("date_format")) { refusedOk++; continue }
    bad++; const k = "REFUSED " + r.left.detail.replace(/"[^"]*"/g, "X").slice(0, 140); problems.set(k, (problems.get(k) ?? 0) + 1)
    if ((problems.get(k) ?? 0) === 1) console.log(k, JSON.stringify({ ...dialect, headers: undefined }), file.text.split("\n").slice(0, 4).join(" // "))
    continue
  }
  const got = [...r.right.transactions].sort((a, b) => a.booking_date.localeCompare(b.booking_date) || (dialect.newestFirst ? b.source.line - a.source.line : a.source.line - b.source.line))
  const fields = ["booking_date", "value_date", "amount", "description", "counterparty", "balance_after", "reference"] as const
  let mismatch: string | undefined
  if (got.length !== want.length) mismatch = `count ${got.length} vs ${want.length}`
  else for (let i = 0; i < want.length && !mismatch; i++) for (const f of fields) { const a = got[i]![f]; const b = want[i]![f]; if (a !== b && !(f === "description" && String(a).replace(/\s+/g, " ") === String(b).replace(/\s+/g, " "))) { mismatch = `${f}: got ${JSON.stringify(a)} want ${JSON.stringify(b)}`; break } }
  if (mismatch) { bad++; const k = mismatch.split(":")[0]! + " " + dialect.language + " " + dialect.amountLayout; problems.set(k, (problems.get(k) ?? 0) + 1); if ((problems.get(k) ?? 0) <= 2) console.log("MISMATCH", mismatch, JSON.stringify({ ...dialect, headers: dialect.headers }).slice(0, 600)) }
  else ok++
}
console.log({ ok, refusedOk, bad }, [...problems])
