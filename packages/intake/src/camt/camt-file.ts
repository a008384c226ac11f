import { Either } from "effect"
import { NoSuitableParser } from "../analysis-error.js"
import type { DecodedText } from "../encoding/decode.js"
import type { FileRead } from "../file-read.js"
import type { AccountHolder, IntakeCheck } from "../intake-summary.js"
import { type ReadContext, unstatedCurrency } from "../read-context.js"
import { anchorOnPrintedBalances } from "../statement-balances.js"
import { NO_MONEY, type Skip, summarise } from "../summarise.js"
import { purchaseDate, type Transaction } from "../transaction.js"
import { isCurrencyCode, roundToMinor } from "../values/currencies.js"
import { CAMT_LIMITS, child, childrenNamed, descendants, streamXml, textAt, type XmlElement } from "./xml-stream.js"

/** The statement-like containers of camt.053 (Stmt), camt.052 (Rpt) and camt.054 (Ntfctn). */
const CONTAINERS = new Set(["Stmt", "Rpt", "Ntfctn"])
/** The parts of a container that are read: the account, its dates and balances, and each entry. */
const KEPT = new Set(["Acct", "Bal", "FrToDt", "CreDtTm", "Ntry"])

type Mutable = { -readonly [K in keyof Transaction]: Transaction[K] }

/** One statement (report, notification) being read. */
interface Statement {
  account: string | undefined
  currency: string | undefined
  toDate: string | undefined
  created: string | undefined
  closingDate: string | undefined
  opening: Map<string, number>
  closing: Map<string, number>
  readonly rows: Array<Mutable>
}

const dateOf = (el: XmlElement | undefined): string | undefined => {
  const raw = textAt(el, "Dt") ?? textAt(el, "DtTm")
  // the bank's own date, as written: a time zone never moves it to another day
  return raw !== undefined && /^\d{4}-\d{2}-\d{2}/.test(raw) ? raw.slice(0, 10) : undefined
}

/**
 * The day a single-transaction entry was made (a card payment's `TxDtTm`, else its acceptance
 * `AccptncDtTm`), as written; a batch of several transactions has none of its own.
 */
const madeOn = (ntry: XmlElement): string | undefined => {
  const tx = descendants(child(ntry, "NtryDtls"), "TxDtls")
  if (tx.length !== 1) return undefined
  const dates = child(tx[0], "RltdDts")
  const raw = textAt(dates, "TxDtTm") ?? textAt(dates, "AccptncDtTm")
  return raw !== undefined && /^\d{4}-\d{2}-\d{2}/.test(raw) ? raw.slice(0, 10) : undefined
}

const partyName = (el: XmlElement | undefined): string | undefined => textAt(el, "Nm") ?? textAt(el, "Pty", "Nm")

const accountOf = (acct: XmlElement | undefined): string | undefined =>
  textAt(acct, "Id", "IBAN") ?? textAt(acct, "Id", "Othr", "Id")

/** Description, counterparty and reference of an entry from its transaction details. */
const details = (
  ntry: XmlElement,
  credit: boolean
): { description: string; counterparty: string | null; reference: string | null } => {
  const tx = descendants(child(ntry, "NtryDtls"), "TxDtls")
  const first = tx[0]
  const parties = child(first, "RltdPties")
  const other = credit
    ? (partyName(child(parties, "Dbtr")) ?? partyName(child(parties, "UltmtDbtr")))
    : (partyName(child(parties, "Cdtr")) ?? partyName(child(parties, "UltmtCdtr")))
  const remittance = tx.flatMap((t) =>
    childrenNamed(child(t, "RmtInf"), "Ustrd").map((u) => u.text.replace(/\s+/g, " ").trim())
  )
  const structured = tx.flatMap((t) => descendants(child(t, "RmtInf"), "Ref").map((r) => r.text.trim()))
  const extra = textAt(ntry, "AddtlNtryInf") ?? textAt(first, "AddtlTxInf")
  const parts = [...remittance, ...structured, ...(extra === undefined ? [] : [extra])].filter((s, i, all) =>
    s !== "" && s !== "NOTPROVIDED" && all.indexOf(s) === i
  )
  const description = parts.join(" ") || other || ""
  const reference = textAt(ntry, "AcctSvcrRef") ?? textAt(ntry, "NtryRef") ?? textAt(first, "Refs", "AcctSvcrRef") ??
    textAt(first, "Refs", "EndToEndId") ?? null
  return { description, counterparty: other ?? null, reference: reference === "NOTPROVIDED" ? null : reference }
}

/** A signed amount and currency from an `Amt` and a `CdtDbtInd` beside it. */
const signedMoney = (
  el: XmlElement,
  fallback: string | undefined
): { readonly value: number; readonly currency: string } | undefined => {
  const amt = child(el, "Amt")
  const raw = (amt?.text ?? "").trim()
  const indicator = textAt(el, "CdtDbtInd")
  if (!/^\d+(\.\d+)?$/.test(raw) || (indicator !== "CRDT" && indicator !== "DBIT")) return undefined
  const code = (amt?.attrs.get("Ccy") ?? fallback ?? "XXX").toUpperCase()
  const currency = isCurrencyCode(code) ? code : "XXX"
  const value = roundToMinor(Number(raw), currency)
  return { value: indicator === "CRDT" ? value : -value, currency }
}

/** What the whole file's read gathers. */
interface CamtRead {
  readonly name: string
  readonly transactions: Array<Mutable>
  readonly skipped: Array<Skip>
  readonly holders: Array<AccountHolder>
  readonly checks: Array<IntakeCheck>
  readonly context: ReadContext
  statements: number
  undated: number
  /** Where the currency of entries that state none came from. */
  currencySource: string | undefined
  awaitsCountry: boolean
}

/** The currency of a statement's entries that state none: the account's, else where an unstated one comes from. */
const fallbackCurrency = (read: CamtRead, stmt: Statement, ntry: XmlElement): string | undefined => {
  if (child(ntry, "Amt")?.attrs.get("Ccy") !== undefined || stmt.currency !== undefined) return stmt.currency
  const unstated = unstatedCurrency(
    stmt.account ?? read.name,
    read.context,
    (stmt.toDate ?? stmt.created ?? stmt.closingDate)?.slice(0, 10),
    read.name
  )
  read.currencySource = unstated.source
  if (unstated.awaitsCountry) read.awaitsCountry = true
  return unstated.currency
}

/** One entry of a statement: a booked transaction, or set aside with its reason. */
const readEntry = (read: CamtRead, stmt: Statement, ntry: XmlElement): void => {
  const status = textAt(ntry, "Sts") ?? textAt(ntry, "Sts", "Cd")
  if (status === "PDNG" || status === "INFO") {
    read.skipped.push({ line: ntry.line, reason: status === "PDNG" ? "pending" : "information only" })
    return
  }
  const money = signedMoney(ntry, fallbackCurrency(read, stmt, ntry))
  if (money === undefined) {
    const raw = `${(child(ntry, "Amt")?.text ?? "").trim()} ${textAt(ntry, "CdtDbtInd") ?? ""}`.trim()
    read.skipped.push({ line: ntry.line, reason: `unreadable amount "${raw}"` })
    return
  }
  if (money.value === 0) {
    read.skipped.push({ line: ntry.line, reason: NO_MONEY })
    return
  }
  let booked = dateOf(child(ntry, "BookgDt")) ?? dateOf(child(ntry, "ValDt"))
  const statementDate = (stmt.toDate ?? stmt.created ?? stmt.closingDate)?.slice(0, 10)
  if (booked === undefined && statementDate !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(statementDate)) {
    booked = statementDate
    read.undated++
  }
  if (booked === undefined) {
    read.skipped.push({ line: ntry.line, reason: "no booking or value date" })
    return
  }
  const info = details(ntry, money.value > 0)
  const tx: Mutable = {
    account: stmt.account ?? read.name,
    booking_date: booked,
    value_date: dateOf(child(ntry, "ValDt")) ?? null,
    ...purchaseDate(madeOn(ntry), booked),
    amount: money.value,
    currency: money.currency,
    description: info.description,
    counterparty: info.counterparty,
    balance_after: null,
    reference: info.reference,
    bank_category: textAt(ntry, "BkTxCd", "Prtry", "Cd") ?? null,
    source_file: read.name,
    source_line: ntry.line
  }
  stmt.rows.push(tx)
  read.transactions.push(tx)
}

/** A statement's printed balance (OPBD / PRCD opening, CLBD closing), kept per currency. */
const readBalance = (stmt: Statement, bal: XmlElement): void => {
  const code = textAt(bal, "Tp", "CdOrPrtry", "Cd") ?? textAt(bal, "Tp", "CdOrPrtry", "Prtry")
  const money = signedMoney(bal, stmt.currency)
  if (code === "CLBD") stmt.closingDate = dateOf(child(bal, "Dt"))
  if (money === undefined) return
  if (code === "OPBD" || code === "PRCD") stmt.opening.set(money.currency, money.value)
  else if (code === "CLBD") stmt.closing.set(money.currency, money.value)
}

const newStatement = (): Statement => ({
  account: undefined,
  currency: undefined,
  toDate: undefined,
  created: undefined,
  closingDate: undefined,
  opening: new Map(),
  closing: new Map(),
  rows: []
})

/** Hands a kept part of a statement to what reads it. */
const readPart = (read: CamtRead, stmt: Statement, el: XmlElement): void => {
  switch (el.name) {
    case "Acct": {
      stmt.account = accountOf(el)
      stmt.currency = textAt(el, "Ccy")
      const owner = textAt(el, "Ownr", "Nm")?.trim()
      const account = stmt.account ?? read.name
      if (owner !== undefined && owner !== "" && !read.holders.some((h) => h.account === account && h.name === owner)) {
        read.holders.push({ account, name: owner })
      }
      return
    }
    case "FrToDt":
      stmt.toDate = textAt(el, "ToDtTm")
      return
    case "CreDtTm":
      stmt.created = el.text.trim()
      return
    case "Bal":
      return readBalance(stmt, el)
    case "Ntry":
      return readEntry(read, stmt, el)
  }
}

/** Anchors each currency's rows of a finished statement on its printed balances. */
const closeStatement = (read: CamtRead, stmt: Statement): void => {
  const currencies = new Set(stmt.rows.map((r) => r.currency))
  for (const currency of currencies) {
    const check = anchorOnPrintedBalances(
      stmt.rows.filter((r) => r.currency === currency),
      { currency, opening: stmt.opening.get(currency), closing: stmt.closing.get(currency) },
      `statement ${read.statements} (${stmt.account ?? read.name})`
    )
    if (check !== undefined) read.checks.push(check)
  }
}

const refuse = (name: string, detail: string, first?: Skip) =>
  Either.left(
    new NoSuitableParser({
      file: name,
      detail: `"${name}" is ISO 20022 camt but ${detail}`,
      tried: ["camt"],
      ...(first === undefined ? { found: detail } : { line: first.line, found: first.reason }),
      missing: "a booked <Ntry> entry (in a statement, report or notification) to read transactions from"
    })
  )

/** Reads ISO 20022 camt.052 / .053 / .054 (versions 02–08, several statements per file), or refuses it. */
export const readCamt = (
  name: string,
  decoded: DecodedText,
  context: ReadContext = {}
): Either.Either<FileRead, NoSuitableParser> => {
  const read: CamtRead = {
    name,
    transactions: [],
    skipped: [],
    holders: [],
    checks: [],
    context,
    statements: 0,
    undated: 0,
    currencySource: undefined,
    awaitsCountry: false
  }
  const open: Array<Statement> = []
  const streamed = streamXml(decoded.text.trimStart(), {
    opened: (el) => {
      if (!CONTAINERS.has(el)) return
      read.statements++
      open.push(newStatement())
    },
    closed: (el) => {
      const stmt = CONTAINERS.has(el) ? open.pop() : undefined
      if (stmt !== undefined) closeStatement(read, stmt)
    },
    keep: (el, parent) => CONTAINERS.has(parent) && KEPT.has(el),
    subtree: (el) => {
      const stmt = open[open.length - 1]
      if (stmt !== undefined) readPart(read, stmt, el)
    }
  }, CAMT_LIMITS)
  if (Either.isLeft(streamed)) return refuse(name, streamed.left)
  return summariseCamt(read, decoded)
}

const summariseCamt = (read: CamtRead, decoded: DecodedText): Either.Either<FileRead, NoSuitableParser> => {
  const { name, transactions, skipped } = read
  if (transactions.length === 0) {
    const why = read.statements === 0
      ? "it holds no statement, report or notification"
      : skipped.length === 0
      ? "it holds no entries"
      : `no entry could be read (${skipped.slice(0, 3).map((s) => `line ${s.line}: ${s.reason}`).join("; ")})`
    return refuse(name, why, skipped[0])
  }
  const warnings: Array<string> = []
  if (read.undated > 0) {
    warnings.push(`${read.undated} entries carry no booking or value date and are dated by their statement`)
  }
  if (read.currencySource !== undefined && transactions.some((t) => t.currency === "XXX")) {
    warnings.push(`some entries of "${name}" state no currency; they are reported in "XXX"`)
  }
  for (const c of read.checks) if (!c.held) warnings.push(`the printed balances do not add up: ${c.detail}`)
  const ns = /urn:iso:std:iso:20022:tech:xsd:(camt\.\d{3}\.\d{3}\.\d{2})/.exec(decoded.text.slice(0, 4096))?.[1] ??
    "camt"
  const dialect = { message: ns, statements: read.statements, encoding: decoded.encoding, bom: decoded.bom }
  const anchored = transactions.some((t) => t.balance_after !== null)
  const decisions = {
    currency: read.currencySource === undefined
      ? "from each amount's Ccy or the account's Ccy"
      : `some entries state none: from ${read.currencySource}`,
    balances: anchored
      ? "balance after each entry from the statement's printed opening (OPBD/PRCD) or closing (CLBD) balance and its entries in booking-date order"
      : read.checks.some((c) => !c.held)
      ? "not anchored: the printed balances and the entries do not join (see checks)"
      : "no printed balance anchors the entries",
    dates: "each entry's BookgDt (ValDt, else the statement's date, when it has none), as the bank wrote it",
    direction: "CdtDbtInd of each entry (CRDT money in, DBIT money out)"
  }
  return Either.right({
    summary: summarise("camt", name, dialect, transactions, skipped, warnings, read.holders, {
      decisions,
      checks: read.checks
    }),
    transactions,
    awaitsCountry: read.awaitsCountry,
    balancesFromStatement: anchored
  })
}
