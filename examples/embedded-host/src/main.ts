import { fromProductJson } from "@statement-engine/analysis"
import { analyseStatementOnce } from "./analyse-statement.js"

const [path = "statement.csv", country = "GB"] = process.argv.slice(2)
const report = await analyseStatementOnce(path, country)

if (report.state._tag !== "Completed") {
  console.error(`analysis ${report.state._tag}:`, report.state._tag === "Failed" ? report.state.error : "")
  process.exit(1)
}
console.log(`request ${report.request_id}: ${report.intake.transactions} transactions read`)
// each product is kept as its JSON text; parse it to work with it (and decode it with the product's schema)
console.log(JSON.stringify(fromProductJson(report.state.products), null, 2))
