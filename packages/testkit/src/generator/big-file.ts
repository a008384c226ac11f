import { countryProfile } from "./country-profile.js"
import { formatMinor, quoteCell } from "./csv-format.js"
import { addDays, monthAbbreviations, parts } from "./dates.js"
import { makeRng } from "./rng.js"

/** A large single-account CSV for benchmarks. */
export interface BigCsv {
  readonly name: string
  readonly bytes: Uint8Array
  readonly text: string
  /** Data rows (the header excluded). */
  readonly rows: number
}

const HEADER = "Date,Value Date,Description,Amount,Currency,Balance,Reference"
const BYTES_PER_ROW = 94

/**
 * Writes a realistic UK-style statement CSV (`Date,Value Date,Description,Amount,Currency,Balance,Reference`,
 * ISO dates, dot decimals, LF) of about `targetBytes` bytes (never more, at most one row fewer),
 * with rows of about 94 bytes spread over at most ten years. Deterministic per seed; 10 MB takes
 * a fraction of a second.
 */
export const generateCsvOfSize = (targetBytes: number, seed: number | string): BigCsv => {
  const rng = makeRng(`big|${String(seed)}`)
  const profile = countryProfile("GB")
  const categories = [
    profile.merchants.groceries,
    profile.merchants.restaurants,
    profile.merchants.transport,
    profile.merchants.fuel,
    profile.merchants.shopping
  ]
  const employer = rng.pick(profile.employers)
  const estimatedRows = Math.max(1, Math.floor(targetBytes / BYTES_PER_ROW))
  const perDay = Math.max(2, Math.ceil(estimatedRows / 3650))
  const chunks: Array<string> = [HEADER, "\n"]
  let size = HEADER.length + 1
  let rows = 0
  const monthlySpend = perDay * 30 * 4_800
  let balance = Math.round(monthlySpend * 1.2)
  let spentThisMonth = monthlySpend
  let date = "2016-01-01"
  let month = date.slice(0, 7)
  let ref = rng.int(100_000, 900_000)
  const push = (line: string): boolean => {
    const bytes = line.length + 1
    if (size + bytes > targetBytes) return false
    chunks.push(line, "\n")
    size += bytes
    rows++
    return true
  }
  outer: for (;;) {
    const p = parts(date)
    const dd = String(p.day).padStart(2, "0")
    const mon = (monthAbbreviations[p.month - 1] ?? "").toUpperCase()
    if (date.slice(0, 7) !== month) {
      month = date.slice(0, 7)
      const salary = Math.round(spentThisMonth * rng.between(0.98, 1.03))
      spentThisMonth = 0
      balance += salary
      const line = `${date},${date},"BANK GIRO CREDIT REF ${employer}, SALARY ${mon}",${
        formatMinor(salary, "dot")
      },GBP,${formatMinor(balance, "dot")},BGC${ref++}`
      if (!push(line)) break
    }
    const count = rng.int(Math.max(1, perDay - 2), perDay + 2)
    for (let i = 0; i < count; i++) {
      const merchants = categories[rng.int(0, categories.length - 1)] ?? profile.merchants.groceries
      const merchant = merchants[rng.int(0, merchants.length - 1)] ?? "TESCO STORES"
      const amount = rng.int(120, 9_500)
      spentThisMonth += amount
      balance -= amount
      const description = quoteCell(`CARD PAYMENT TO ${merchant} ${rng.int(1000, 9999)} ON ${dd} ${mon}`, ",", false)
      const line = `${date},${date},${description},${formatMinor(-amount, "dot")},GBP,${
        formatMinor(balance, "dot")
      },POS${ref++}`
      if (!push(line)) break outer
    }
    date = addDays(date, 1)
  }
  const text = chunks.join("")
  return { name: `benchmark-${String(seed)}-${targetBytes}.csv`, bytes: new TextEncoder().encode(text), text, rows }
}
