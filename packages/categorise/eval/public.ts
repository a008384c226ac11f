import { Schema } from "effect"
import { existsSync, readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { Cat } from "../src/categories/category-ids.js"
import type { Labelled } from "./evaluate.js"

/** Where the public fixtures live (read in place, never copied). */
export const PUBLIC_DIR = fileURLToPath(new URL("../../../../shared/fixtures/public/", import.meta.url))

/** hledger/bcexample.journal expense accounts → our categories; accounts not listed are excluded. */
const BEANCOUNT_ACCOUNTS: ReadonlyMap<string, number> = new Map([
  ["Expenses:Food:Restaurant", Cat.restaurants],
  ["Expenses:Food:Groceries", Cat.groceries],
  ["Expenses:Food:Coffee", Cat.cafes],
  ["Expenses:Food:Alcohol", Cat.liquor],
  ["Expenses:Home:Rent", Cat.rent],
  ["Expenses:Home:Electricity", Cat.electricity],
  ["Expenses:Home:Internet", Cat.internet],
  ["Expenses:Financial:Fees", Cat.accountFees],
  ["Expenses:Transport:Tram", Cat.publicTransport]
])

/**
 * Labelled rows from hledger/bcexample.journal: two-posting transactions that move money from a bank
 * or card account to one mapped expense account; description = "payee narration".
 */
export const beancountExample = (): ReadonlyArray<Labelled> => {
  const file = `${PUBLIC_DIR}hledger/bcexample.journal`
  if (!existsSync(file)) return []
  const rows: Array<Labelled> = []
  const blocks = readFileSync(file, "utf8").split(/\n(?=\d{4}-\d{2}-\d{2} )/)
  for (const block of blocks) {
    const [head = "", ...postings] = block.split("\n").filter((l) => l.trim() !== "" && !l.trim().startsWith(";"))
    const m = /^\d{4}-\d{2}-\d{2} [*!] (.*)$/.exec(head)
    if (m === null || postings.length !== 2) continue
    const legs = postings.map((p) => /^\s+(\S+)\s+(-?[\d.]+) [A-Z]+/.exec(p))
    const bank = legs.find((l) => l !== null && /^Liabilities:US:|^Assets:US:BofA/.test(l[1] ?? ""))
    const expense = legs.find((l) => l !== null && (l[1] ?? "").startsWith("Expenses:"))
    if (bank == null || expense == null) continue
    const category = BEANCOUNT_ACCOUNTS.get(expense[1] ?? "")
    if (category === undefined) continue
    const description = (m[1] ?? "").replace(/"/g, "").replace(/\s*\|\s*/, " ").trim()
    rows.push({ country: "US", amount: Number(bank[2]), counterparty: null, expected: category, description })
  }
  return rows
}

const PlaidFile = Schema.Struct({
  override_accounts: Schema.Array(Schema.Struct({
    transactions: Schema.Array(Schema.Struct({ amount: Schema.Number, description: Schema.String }))
  }))
})

/**
 * The Plaid sandbox's 223 credit-risk descriptions (`assets_credit_categories.json`, amounts positive
 * = money out), with our hand labels from `plaid-labels.tsv` (top-level ids, keyed by position; rows
 * labelled `-` are left out). The file's amount is checked against the label's.
 */
export const plaidRiskDescriptions = (): ReadonlyArray<Labelled> => {
  const file = `${PUBLIC_DIR}plaid-sandbox-custom-users/assets_credit_categories.json`
  if (!existsSync(file)) return []
  const transactions =
    Schema.decodeUnknownSync(PlaidFile)(JSON.parse(readFileSync(file, "utf8"))).override_accounts[0]?.transactions ?? []
  const labels = readFileSync(fileURLToPath(new URL("./plaid-labels.tsv", import.meta.url)), "utf8")
    .split("\n")
    .filter((l) => /^\d/.test(l))
    .map((l) => l.split("\t"))
  return labels.flatMap(([index = "", amount = "", label = ""]) => {
    const tx = transactions[Number(index)]
    if (tx === undefined || tx.amount !== Number(amount)) {
      throw new Error(`plaid-labels.tsv row ${index} does not match the fixture`)
    }
    if (label === "-") return []
    return [{
      country: "US" as const,
      amount: -tx.amount,
      counterparty: null,
      expected: Number(label),
      description: tx.description
    }]
  })
}

/** smart_importer's beancount test accounts → our categories. */
const SMART_IMPORTER_ACCOUNTS: ReadonlyMap<string, number> = new Map([
  ["Expenses:Food:Coffee", Cat.cafes],
  ["Expenses:Food:Groceries", Cat.groceries],
  ["Expenses:Food:Restaurant", Cat.restaurants]
])

/**
 * Labelled rows from smart_importer's `simple.beancount` and `chinese.beancount`: each transaction of
 * their TRAINING and EXPECTED sections that moves money from the checking account to one mapped
 * expense account; description = "payee narration".
 */
export const smartImporterRows = (): ReadonlyArray<Labelled> =>
  ["simple.beancount", "chinese.beancount"].flatMap((name) => {
    const file = `${PUBLIC_DIR}smart_importer/${name}`
    if (!existsSync(file)) return []
    const text = readFileSync(file, "utf8")
    const labelled = text.slice(text.indexOf("# TRAINING"))
    return labelled.split(/\n(?=\d{4}-\d{2}-\d{2} )/).flatMap((block): ReadonlyArray<Labelled> => {
      const lines = block.split("\n").map((l) => l.trim()).filter((l) => l !== "" && !l.startsWith("#"))
      const head = /^\d{4}-\d{2}-\d{2} \* "([^"]*)"(?: "([^"]*)")?/.exec(lines[0] ?? "")
      const amount = lines.map((l) => /^Assets:\S+\s+(-?[\d.]+) USD/.exec(l)).find((m) => m !== null)
      const account = lines.map((l) => SMART_IMPORTER_ACCOUNTS.get(l)).find((c) => c !== undefined)
      if (head === null || amount == null || account === undefined) return []
      const description = `${head[1] ?? ""} ${head[2] ?? ""}`.trim()
      return [{ country: "US", amount: Number(amount[1]), counterparty: null, expected: account, description }]
    })
  })

/** Every public labelled source, by name (empty when the fixtures folder is absent). */
export const publicSources = (): ReadonlyArray<readonly [string, ReadonlyArray<Labelled>]> =>
  ([
    ["hledger/bcexample.journal", beancountExample()],
    ["plaid-sandbox-custom-users/assets_credit_categories.json (hand labels)", plaidRiskDescriptions()],
    ["smart_importer/simple.beancount, chinese.beancount", smartImporterRows()]
  ] as const).filter(([, rows]) => rows.length > 0)
