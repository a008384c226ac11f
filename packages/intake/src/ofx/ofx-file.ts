import { Either } from "effect"
import { NoSuitableParser } from "../analysis-error.js"
import type { DecodedText } from "../encoding/decode.js"
import type { FileRead } from "../file-read.js"
import type { IntakeCheck } from "../intake-summary.js"
import { type ReadContext, unstatedCurrency } from "../read-context.js"
import { anchorOnPrintedBalances } from "../statement-balances.js"
import { NO_MONEY, type Skip, summarise } from "../summarise.js"
import { purchaseDate, type Transaction } from "../transaction.js"
import { parseAmount } from "../values/amounts.js"
import { isCurrencyCode, roundToMinor } from "../values/currencies.js"
import { isoDate } from "../values/dates.js"
import { type OfxToken, walkOfx } from "./ofx-tags.js"

type Mutable = { -readonly [K in keyof Transaction]: Transaction[K] }

/** A `<STMTTRN>` or an investment transaction, its leaves by tag (the first of each). */
interface Entry {
  readonly kind: string
  readonly fields: Map<string, string>
  readonly line: number
}

/** One statement response (bank, card or investment) being read. */
interface Statement {
  readonly kind: string
  account: string
  currency: string
  ledger: string | undefined
  /** The date the ledger balance is as of (`DTASOF`), when given. */
  ledgerAsOf: string | undefined
  readonly rows: Array<Mutable>
}

/** Elements whose ACCTID names the statement's own account (not a transfer's other side). */
const OWN_ACCOUNT = new Set(["BANKACCTFROM", "CCACCTFROM", "INVACCTFROM"])
const STATEMENTS = new Set(["STMTRS", "CCSTMTRS", "INVSTMTRS"])
/** Investment transactions that move cash: their TOTAL is booked on the cash account. */
const CASH_SETTLED = /^(BUY|SELL)(DEBT|MF|OPT|OTHER|STOCK)$|^(INCOME|INVEXPENSE|RETOFCAP|MARGININTEREST)$/
/** Cash-settled investment transactions that take cash out of the account. */
const CASH_OUT = /^BUY|^(INVEXPENSE|MARGININTEREST)$/
/** Investment transactions that move securities only, or move cash within the account. */
const NO_CASH = /^(REINVEST|TRANSFER|SPLIT|JRNLSEC|JRNLFUND|CLOSUREOPT)$/

const ofxDate = (raw: string | undefined): string | undefined => {
  const m = /^(\d{4})(\d{2})(\d{2})/.exec((raw ?? "").trim())
  return m ? isoDate(Number(m[1]), Number(m[2]), Number(m[3])) : undefined
}

const amountOf = (raw: string): ReturnType<typeof parseAmount> =>
  parseAmount(raw, /,\d{1,2}$/.test(raw.trim()) && !raw.includes(".") ? "," : ".")

/** What the walk of a file gathers. */
interface OfxRead {
  readonly name: string
  readonly transactions: Array<Mutable>
  readonly skipped: Array<Skip>
  readonly checks: Array<IntakeCheck>
  readonly context: ReadContext
  entries: number
  investment: number
  /** Where the currency of a statement without CURDEF came from. */
  currencySource: string | undefined
  awaitsCountry: boolean
}

/** One entry made a transaction on its statement's account, or set aside with its reason. */
const readEntry = (read: OfxRead, stmt: Statement, e: Entry): void => {
  read.entries++
  const f = e.fields
  if (e.kind !== "STMTTRN") {
    read.investment++
    if (!CASH_SETTLED.test(e.kind) || !f.has("TOTAL")) {
      const why = NO_CASH.test(e.kind) ? "moves no cash" : "holds no cash total"
      read.skipped.push({ line: e.line, reason: `investment ${e.kind} ${why}` })
      return
    }
  }
  const dateField = e.kind === "STMTTRN"
    ? (f.get("DTPOSTED") ?? f.get("DTUSER"))
    : (f.get("DTSETTLE") ?? f.get("DTTRADE"))
  const date = ofxDate(dateField)
  if (date === undefined) {
    read.skipped.push({ line: e.line, reason: `unreadable date "${dateField ?? ""}"` })
    return
  }
  const a = amountOf(f.get(e.kind === "STMTTRN" ? "TRNAMT" : "TOTAL") ?? "")
  if (!a.ok) {
    read.skipped.push({ line: e.line, reason: a.reason })
    return
  }
  // a trade's TOTAL is printed either way round: its kind says which way the cash went
  const value = e.kind === "STMTTRN" ? a.value : CASH_OUT.test(e.kind) ? -Math.abs(a.value) : Math.abs(a.value)
  if (value === 0) {
    read.skipped.push({ line: e.line, reason: NO_MONEY })
    return
  }
  // a transaction's own CURRENCY (or ORIGCURRENCY) aggregate names the currency its amount is in
  const own = (f.get("CURSYM") ?? "").toUpperCase()
  const currency = isCurrencyCode(own) ? own : statementCurrency(read, stmt, date)
  const payee = f.get("NAME") ?? null
  const memo = f.get("MEMO") ?? ""
  const fallback = e.kind === "STMTTRN" ? (f.get("TRNTYPE") ?? "") : [e.kind, f.get("UNIQUEID") ?? ""].join(" ").trim()
  const tx: Mutable = {
    account: stmt.account === "" ? read.name : stmt.account,
    booking_date: date,
    value_date: ofxDate(f.get("DTAVAIL")) ?? null,
    // DTUSER is the day the user made it (a card purchase), DTPOSTED the day it was posted
    ...purchaseDate(e.kind === "STMTTRN" ? ofxDate(f.get("DTUSER")) : undefined, date),
    amount: roundToMinor(value, currency),
    currency,
    description: [payee ?? "", memo].filter((s, i, all) => s !== "" && all.indexOf(s) === i).join(" ") || fallback,
    counterparty: payee,
    balance_after: null,
    reference: f.get("FITID") ?? null,
    bank_category: null,
    source_file: read.name,
    source_line: e.line
  }
  stmt.rows.push(tx)
  read.transactions.push(tx)
}

/** A statement's currency: its CURDEF, else where an unstated currency comes from. */
const statementCurrency = (read: OfxRead, stmt: Statement, on?: string): string => {
  if (isCurrencyCode(stmt.currency)) return stmt.currency
  const unstated = unstatedCurrency(stmt.account, read.context, on, read.name)
  read.currencySource = unstated.source
  if (unstated.awaitsCountry) read.awaitsCountry = true
  stmt.currency = unstated.currency
  return unstated.currency
}

/**
 * Anchors a finished bank or card statement on its ledger balance: the balance at the end of its
 * `DTASOF` day, so transactions posted after that day are added to it to reach the statement's end.
 */
const closeStatement = (read: OfxRead, stmt: Statement): void => {
  if (stmt.kind === "INVSTMTRS" || stmt.ledger === undefined) return
  const ledger = amountOf(stmt.ledger)
  if (!ledger.ok) return
  const currency = statementCurrency(read, stmt)
  const asOf = stmt.ledgerAsOf
  const later = asOf === undefined
    ? 0
    : stmt.rows.reduce((s, r) => (r.booking_date > asOf ? s + r.amount : s), 0)
  const closing = roundToMinor(ledger.value + later, currency)
  const check = anchorOnPrintedBalances(stmt.rows, { currency, closing }, stmt.account)
  if (check !== undefined) read.checks.push(check)
}

/** Turns the token stream into statements and entries. */
const reader = (read: OfxRead) => {
  const statements: Array<Statement> = []
  let entry: { kind: string; fields: Map<string, string>; line: number; depth: number } | undefined
  const path: Array<string> = []
  return (t: OfxToken): void => {
    const stmt = statements[statements.length - 1]
    if (t.kind === "open") {
      path.push(t.tag)
      if (STATEMENTS.has(t.tag)) {
        statements.push({ kind: t.tag, account: "", currency: "", ledger: undefined, ledgerAsOf: undefined, rows: [] })
      } else if (entry === undefined && (t.tag === "STMTTRN" || path[path.length - 2] === "INVTRANLIST")) {
        if (t.tag !== "INVBANKTRAN") entry = { kind: t.tag, fields: new Map(), line: t.line, depth: path.length }
      }
      return
    }
    if (t.kind === "leaf") {
      const parent = path[path.length - 1] ?? ""
      if (stmt !== undefined && t.tag === "CURDEF") stmt.currency = t.value.toUpperCase()
      else if (stmt !== undefined && t.tag === "ACCTID" && OWN_ACCOUNT.has(parent)) stmt.account = t.value
      else if (stmt !== undefined && t.tag === "BALAMT" && parent === "LEDGERBAL") stmt.ledger = t.value
      else if (stmt !== undefined && t.tag === "DTASOF" && parent === "LEDGERBAL") stmt.ledgerAsOf = ofxDate(t.value)
      else if (entry !== undefined && !entry.fields.has(t.tag)) entry.fields.set(t.tag, t.value)
      return
    }
    for (const tag of t.closed) {
      if (entry !== undefined && path.length === entry.depth && tag === entry.kind) {
        if (stmt !== undefined) readEntry(read, stmt, entry)
        entry = undefined
      }
      path.pop()
      if (STATEMENTS.has(tag)) {
        const done = statements.pop()
        if (done !== undefined) closeStatement(read, done)
      }
    }
  }
}

/** Reads an OFX / QFX / QBO statement (bank, card, and the cash side of investment accounts), or refuses it. */
export const readOfx = (
  name: string,
  decoded: DecodedText,
  context: ReadContext = {}
): Either.Either<FileRead, NoSuitableParser> => {
  const read: OfxRead = {
    name,
    transactions: [],
    skipped: [],
    checks: [],
    context,
    entries: 0,
    investment: 0,
    currencySource: undefined,
    awaitsCountry: false
  }
  walkOfx(decoded.text, reader(read))
  const { transactions, skipped } = read
  if (transactions.length === 0) {
    const why = read.entries === 0
      ? "it holds no bank, credit-card or investment transactions"
      : `no transaction moves cash on the account (${
        skipped.slice(0, 3).map((s) => `line ${s.line}: ${s.reason}`).join("; ")
      })`
    return Either.left(
      new NoSuitableParser({
        file: name,
        detail: `"${name}" is OFX but ${why}`,
        tried: ["ofx"],
        ...(skipped[0] === undefined
          ? { found: "OFX without any <STMTTRN> or investment transaction" }
          : { line: skipped[0].line, found: skipped[0].reason }),
        missing: "a transaction that moves cash on the account (<STMTTRN>, or an investment trade with a TOTAL)"
      })
    )
  }
  const warnings: Array<string> = []
  if (read.currencySource !== undefined && transactions.some((t) => t.currency === "XXX")) {
    warnings.push(
      `the currency is not stated in "${name}"; amounts are reported in "XXX" until the country given at processing names it`
    )
  }
  const left = skipped.filter((s) => s.reason.startsWith("investment ")).length
  if (left > 0) warnings.push(`${left} investment transactions move no cash on the account and were left out`)
  for (const c of read.checks) if (!c.held) warnings.push(`the ledger balance does not add up: ${c.detail}`)
  const xml = /^\s*<\?xml/i.test(decoded.text) || /OFXHEADER="/i.test(decoded.text.slice(0, 1024))
  const dialect = { version: xml ? "2.x (XML)" : "1.x (SGML)", encoding: decoded.encoding, bom: decoded.bom }
  const anchored = transactions.some((t) => t.balance_after !== null)
  const decisions = {
    currency: read.currencySource === undefined
      ? "from CURDEF"
      : `not in the file (no CURDEF): from ${read.currencySource}`,
    balances: anchored
      ? "balance after each transaction from the statement's ledger balance (LEDGERBAL, the balance at the end of its DTASOF day) through its transactions in date order"
      : read.checks.some((c) => !c.held)
      ? "not anchored: the ledger balance and the transactions do not join (see checks)"
      : "no ledger balance anchors the transactions",
    dates:
      "DTPOSTED (DTUSER when it has none; an investment trade's DTSETTLE, else DTTRADE), the date printed without a time-zone shift",
    direction: "TRNAMT and TOTAL as signed in the file",
    ...(read.investment > 0
      ? { investment: "cash-settled trades, income and expenses read on the cash account at their settlement date" }
      : {})
  }
  return Either.right({
    summary: summarise("ofx", name, dialect, transactions, skipped, warnings, [], { decisions, checks: read.checks }),
    transactions,
    awaitsCountry: read.awaitsCountry,
    balancesFromStatement: anchored
  })
}
