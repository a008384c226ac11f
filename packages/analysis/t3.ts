import { readFileSync } from "node:fs"
import { readStatements } from "./src/index.js"
const f = process.argv[2]!
const r = readStatements([{ name: f, bytes: new Uint8Array(readFileSync("/work/shared/fixtures/public/" + f)) }], {}, {
  country: "US"
})
if (r._tag === "Left") console.log(r.left.detail)
else {
  const s = r.right.summary.files[0]!
  console.log(s.dialect, s.decisions, s.checks, s.skipped.slice(0, 20), s.warnings)
  console.log(
    r.right.transactions.slice(0, 5).map((
      t
    ) => [t.booking_date, t.amount, t.currency, t.balance_after, t.description.slice(0, 30)])
  )
}
