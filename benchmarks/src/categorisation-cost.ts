import { categoriseStatement, type Country, readStatements, type Transaction } from "@statement-engine/analysis"
import { generateCsvOfSize } from "@statement-engine/testkit"
import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"

const MB = 1024 * 1024

/** CPU time (user + system) in milliseconds spent running `f`. */
const cpuMs = (f: () => void): number => {
  const start = process.cpuUsage()
  f()
  const used = process.cpuUsage(start)
  return (used.user + used.system) / 1000
}

/** The lowest CPU time of `rounds` runs of `f`. */
const bestCpuMs = (rounds: number, f: () => void): number => {
  let best = Number.POSITIVE_INFINITY
  for (let i = 0; i < rounds; i++) best = Math.min(best, cpuMs(f))
  return best
}

const labelledDescriptions = (): ReadonlyArray<{ readonly country: Country; readonly tx: Transaction }> => {
  const rows: Array<{ readonly country: Country; readonly tx: Transaction }> = []
  for (const name of ["descriptions.tsv", "heldout.tsv"]) {
    const path = fileURLToPath(new URL(`../../packages/categorise/eval/${name}`, import.meta.url))
    for (const line of readFileSync(path, "utf8").split("\n")) {
      if (line.trim() === "" || line.startsWith("#")) continue
      const [country = "", amount = "", counterparty = "", , description = ""] = line.split("\t")
      rows.push({
        country: country as Country,
        tx: {
          account: "bench",
          booking_date: "2024-01-01",
          value_date: null,
          amount: Number(amount),
          currency: "EUR",
          description,
          counterparty: counterparty === "" ? null : counterparty,
          balance_after: null,
          reference: null,
          bank_category: null,
          source_file: name,
          source_line: rows.length + 1
        }
      })
    }
  }
  return rows
}

/**
 * Categorisation's CPU cost per row, as the products pay it: every transaction of one statement
 * categorised by a fresh categoriser (decisions remembered within the statement, as in a report),
 * and the labelled sets' descriptions, each decided once (no remembered decision to reuse).
 */
export const categorisationCost = (rounds: number) => {
  const file = generateCsvOfSize(10 * MB, 1)
  const read = readStatements([{ name: file.name, bytes: file.bytes }], {})
  if (read._tag === "Left") throw new Error("the benchmark statement could not be read")
  const transactions = read.right.transactions
  const statement = () => {
    categoriseStatement("GB", [], transactions)
  }
  const distinct = labelledDescriptions()
  const byCountry = new Map<Country, Array<Transaction>>()
  for (const { country, tx } of distinct) byCountry.set(country, [...(byCountry.get(country) ?? []), tx])
  const everyDescription = () => {
    for (const [country, txs] of byCountry) categoriseStatement(country, [], txs)
  }
  statement()
  everyDescription()
  return {
    statementRows: transactions.length,
    statementMicrosPerRow: (1000 * bestCpuMs(rounds, statement)) / transactions.length,
    distinctRows: distinct.length,
    distinctMicrosPerRow: (1000 * bestCpuMs(rounds, everyDescription)) / distinct.length
  }
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  const cost = categorisationCost(5)
  console.log(
    `categorisation CPU time: ${cost.statementMicrosPerRow.toFixed(2)} µs/row over a 10 MB statement ` +
      `(${cost.statementRows} rows); ${cost.distinctMicrosPerRow.toFixed(1)} µs/row over ${cost.distinctRows} ` +
      `distinct labelled descriptions`
  )
}
