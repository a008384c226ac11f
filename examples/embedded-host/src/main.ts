import { analyseStatementOnce } from "./analyse-statement.js"

const [path = "statement.csv", country = "GB"] = process.argv.slice(2)
const report = await analyseStatementOnce(path, country)

if (report.state._tag !== "Completed") {
  console.error(`analysis ${report.state._tag}:`, report.state._tag === "Failed" ? report.state.error : "")
  process.exit(1)
}
console.log(`request ${report.request_id}: ${report.intake.transactions} transactions read`)
console.log(JSON.stringify(report.state.products, null, 2))
