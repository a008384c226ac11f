import { Schema } from "effect"
import { fold } from "../../values/month-names.js"
import type { CsvRecord } from "../records/csv-records.js"
import wordsData from "./transaction-type-words.json" with { type: "json" }

const TransactionTypeWords = Schema.Struct({
  out: Schema.Array(Schema.String),
  in: Schema.Array(Schema.String)
})
const words = Schema.decodeUnknownSync(TransactionTypeWords)(wordsData)

const escape = (w: string): string => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
/** One listed word as a pattern: whole words, a leading `*` letting it end a compound, a trailing `*` open one. */
const wordPattern = (w: string): string => {
  const f = fold(w)
  const open = f.startsWith("*") ? "" : "(?<![\\p{L}\\p{N}])"
  const close = f.endsWith("*") ? "" : "(?![\\p{L}\\p{N}])"
  return `${open}${escape(f.replace(/^\*|\*$/g, ""))}${close}`
}
const anyOf = (list: ReadonlyArray<string>): RegExp => new RegExp([...new Set(list.map(wordPattern))].join("|"), "u")

const OUT = anyOf(words.out)
const IN = anyOf(words.in)

/** The way a description's transaction-type words point: -1 money out, 1 money in, 0 neither or both. */
export const kindOfDescription = (description: string): -1 | 0 | 1 => {
  const f = fold(description).replace(/[_]+/g, " ")
  const out = OUT.test(f)
  const into = IN.test(f)
  return out === into ? 0 : out ? -1 : 1
}

/** Rows whose description names a kind, the least that settles a pair, and the share the winning reading must hold. */
const MIN_ROWS = 3
const MIN_SHARE = 0.8

/**
 * Which of two unsigned amount columns, never filled on the same row, is money out, from the
 * transaction-type words (card purchase, cash withdrawal, fee vs salary, interest, refund) in the
 * descriptions of the rows each fills. Decided only when enough rows speak and nearly all agree.
 */
export const pairByDescription = (
  data: ReadonlyArray<CsvRecord>,
  first: number,
  second: number,
  description: ReadonlyArray<number>
): { readonly debit: number; readonly credit: number; readonly evidence: string } | { readonly undecided: string } => {
  // votes for "first is money out" and for "second is money out"
  let firstOut = 0
  let secondOut = 0
  for (const r of data) {
    const kind = kindOfDescription(description.map((i) => r.cells[i] ?? "").join(" "))
    if (kind === 0) continue
    const inFirst = (r.cells[first] ?? "").trim() !== ""
    const inSecond = (r.cells[second] ?? "").trim() !== ""
    if (inFirst === inSecond) continue
    if (inFirst === (kind === -1)) firstOut++
    else secondOut++
  }
  const total = firstOut + secondOut
  const said =
    `${firstOut} of the ${total} rows whose description names a kind of transaction (card purchase, cash withdrawal, fee, salary, interest, refund…) read column #${
      first + 1
    } as money out, ${secondOut} column #${second + 1}`
  if (total >= MIN_ROWS && firstOut >= total * MIN_SHARE) {
    return {
      debit: first,
      credit: second,
      evidence: `unsigned debit and credit columns told apart by their descriptions: ${said}`
    }
  }
  if (total >= MIN_ROWS && secondOut >= total * MIN_SHARE) {
    return {
      debit: second,
      credit: first,
      evidence: `unsigned debit and credit columns told apart by their descriptions: ${said}`
    }
  }
  return { undecided: said }
}

const UNSIGNED = (v: string): boolean => v.trim() === "" || !/^\s*[-−(]|-\s*$/.test(v)

/**
 * The first two of `columns` (amount columns no header names) that are never filled on the same
 * row and carry no sign, told apart by their rows' descriptions; undefined when none are or the
 * descriptions do not settle them. With no description column named, every other cell is read.
 */
export const pairAmong = (
  columns: ReadonlyArray<number>,
  data: ReadonlyArray<CsvRecord>,
  description: ReadonlyArray<number>,
  complementary: (a: number, b: number) => boolean
): { readonly debit: number; readonly credit: number; readonly evidence: string } | undefined => {
  const unsigned = (i: number) => data.every((r) => UNSIGNED(r.cells[i] ?? ""))
  for (const [k, a] of columns.entries()) {
    for (const b of columns.slice(k + 1)) {
      if (!complementary(a, b) || !unsigned(a) || !unsigned(b)) continue
      const width = Math.max(0, ...data.map((r) => r.cells.length))
      const text = description.length > 0
        ? description
        : Array.from({ length: width }, (_, i) => i).filter((i) => !columns.includes(i))
      const told = pairByDescription(data, a, b, text)
      return "undecided" in told ? undefined : told
    }
  }
  return undefined
}
