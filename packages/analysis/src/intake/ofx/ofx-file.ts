import { Either } from "effect"
import { NoSuitableParser } from "../../analysis-error.js"
import type { Transaction } from "../../transaction.js"
import type { DecodedText } from "../encoding/decode.js"
import type { FileRead } from "../file-read.js"
import { type Skip, summarise } from "../summarise.js"
import { parseAmount } from "../values/amounts.js"
import { isCurrencyCode, roundToMinor } from "../values/currencies.js"
import { isoDate } from "../values/dates.js"

interface Entry {
  readonly fields: Map<string, string>
  readonly line: number
  readonly account: string
  readonly currency: string
}

/** Elements whose ACCTID names the statement's own account (not a transfer's other side). */
const OWN_ACCOUNT = new Set(["BANKACCTFROM", "CCACCTFROM", "INVACCTFROM"])

const ofxDate = (raw: string | undefined): string | undefined => {
  const m = /^(\d{4})(\d{2})(\d{2})/.exec((raw ?? "").trim())
  return m ? isoDate(Number(m[1]), Number(m[2]), Number(m[3])) : undefined
}

const decode = (s: string): string =>
  s.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, "\"").replace(/&apos;/g, "'").replace(/&amp;/g, "&")
    .replace(/\s+/g, " ").trim()

/**
 * Walks OFX 1.x (SGML, leaf elements unclosed) and 2.x (XML) alike: `<TAG>value` is a leaf,
 * `<TAG>` with no value opens an aggregate, `</TAG>` closes back to that aggregate.
 */
const scan = (text: string): { readonly entries: ReadonlyArray<Entry>; readonly xml: boolean } => {
  const start = text.search(/<OFX>/i)
  const body = start < 0 ? text : text.slice(start)
  const before = start < 0 ? "" : text.slice(0, start)
  let line = before.split("\n").length
  const stack: Array<string> = []
  const entries: Array<Entry> = []
  let current: { fields: Map<string, string>; line: number } | undefined
  let account = ""
  let currency = ""
  for (const piece of body.split("<")) {
    const newlines = piece.split("\n").length - 1
    const close = piece.indexOf(">")
    if (close < 0) {
      line += newlines
      continue
    }
    const rawTag = piece.slice(0, close).trim()
    const value = decode(piece.slice(close + 1))
    if (rawTag.startsWith("?") || rawTag.startsWith("!")) {
      line += newlines
      continue
    }
    if (rawTag.startsWith("/")) {
      const tag = rawTag.slice(1).toUpperCase()
      const at = stack.lastIndexOf(tag)
      if (at >= 0) {
        stack.length = at
        if (tag === "STMTTRN" && current !== undefined) {
          entries.push({ fields: current.fields, line: current.line, account, currency })
          current = undefined
        }
        if (tag === "STMTRS" || tag === "CCSTMTRS") [account, currency] = ["", ""]
      }
      line += newlines
      continue
    }
    const tag = rawTag.split(/\s/)[0]?.toUpperCase() ?? ""
    if (value === "") {
      stack.push(tag)
      if (tag === "STMTTRN") current = { fields: new Map(), line }
    } else {
      const parent = stack[stack.length - 1] ?? ""
      if (tag === "CURDEF") currency = value.toUpperCase()
      else if (tag === "ACCTID" && OWN_ACCOUNT.has(parent)) account = value
      else if (current !== undefined && !current.fields.has(tag)) current.fields.set(tag, value)
    }
    line += newlines
  }
  return { entries, xml: /^\s*<\?xml/i.test(text) || /OFXHEADER="/i.test(text) }
}

const amountOf = (raw: string): ReturnType<typeof parseAmount> =>
  parseAmount(raw, /,\d{1,2}$/.test(raw.trim()) && !raw.includes(".") ? "," : ".")

/** Reads an OFX / QFX / QBO statement (bank and credit-card transactions), or refuses it with a reason. */
export const readOfx = (name: string, decoded: DecodedText): Either.Either<FileRead, NoSuitableParser> => {
  const { entries, xml } = scan(decoded.text)
  const skipped: Array<Skip> = []
  const warnings: Array<string> = []
  const transactions: Array<Transaction> = []
  for (const e of entries) {
    const date = ofxDate(e.fields.get("DTPOSTED") ?? e.fields.get("DTUSER"))
    if (date === undefined) {
      skipped.push({ line: e.line, reason: `unreadable date "${e.fields.get("DTPOSTED") ?? ""}"` })
      continue
    }
    const a = amountOf(e.fields.get("TRNAMT") ?? "")
    if (!a.ok) {
      skipped.push({ line: e.line, reason: a.reason })
      continue
    }
    const currency = isCurrencyCode(e.currency) ? e.currency : "XXX"
    const payee = e.fields.get("NAME") ?? null
    const memo = e.fields.get("MEMO") ?? ""
    transactions.push({
      account: e.account === "" ? name : e.account,
      booking_date: date,
      value_date: ofxDate(e.fields.get("DTAVAIL")) ?? null,
      amount: roundToMinor(a.value, currency),
      currency,
      description: [payee ?? "", memo].filter((s, i, all) => s !== "" && all.indexOf(s) === i).join(" ") ||
        (e.fields.get("TRNTYPE") ?? ""),
      counterparty: payee,
      balance_after: null,
      reference: e.fields.get("FITID") ?? null,
      bank_category: null,
      source_file: name,
      source_line: e.line
    })
  }
  if (transactions.length === 0) {
    const why = entries.length === 0
      ? "it holds no bank or credit-card transactions"
      : `no transaction could be read (${skipped.slice(0, 3).map((s) => `line ${s.line}: ${s.reason}`).join("; ")})`
    return Either.left(new NoSuitableParser({ file: name, detail: `"${name}" is OFX but ${why}`, tried: ["ofx"] }))
  }
  if (transactions.some((t) => t.currency === "XXX")) {
    warnings.push(`the currency is not stated in "${name}"; amounts are reported in "XXX"`)
  }
  const dialect = { version: xml ? "2.x (XML)" : "1.x (SGML)", encoding: decoded.encoding, bom: decoded.bom }
  return Either.right({ summary: summarise("ofx", name, dialect, transactions, skipped, warnings), transactions })
}
