import { Either } from "effect"
import { NoSuitableParser } from "../../analysis-error.js"
import type { AccountHolder } from "../../intake-summary.js"
import type { Transaction } from "../../transaction.js"
import type { DecodedText } from "../encoding/decode.js"
import type { FileRead } from "../file-read.js"
import { type Skip, summarise } from "../summarise.js"
import { isCurrencyCode, roundToMinor } from "../values/currencies.js"
import { child, childrenNamed, descendants, parseXml, textAt, type XmlElement } from "./xml-tree.js"

/** The statement-like containers of camt.053 (Stmt), camt.052 (Rpt) and camt.054 (Ntfctn). */
const CONTAINERS = ["Stmt", "Rpt", "Ntfctn"]

const dateOf = (el: XmlElement | undefined): string | undefined => {
  const raw = textAt(el, "Dt") ?? textAt(el, "DtTm")
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

/** Reads ISO 20022 camt.052 / .053 / .054 (versions 02–08, several statements per file), or refuses it. */
export const readCamt = (name: string, decoded: DecodedText): Either.Either<FileRead, NoSuitableParser> => {
  const doc = parseXml(decoded.text)
  const containers = CONTAINERS.flatMap((c) => descendants(doc, c))
  const skipped: Array<Skip> = []
  const warnings: Array<string> = []
  const transactions: Array<Transaction> = []
  const holders: Array<AccountHolder> = []
  let undated = 0
  for (const stmt of containers) {
    const acct = child(stmt, "Acct")
    const account = accountOf(acct) ?? name
    const owner = textAt(acct, "Ownr", "Nm")?.trim()
    if (owner !== undefined && owner !== "" && !holders.some((h) => h.account === account && h.name === owner)) {
      holders.push({ account, name: owner })
    }
    const accountCurrency = textAt(acct, "Ccy")
    const statementDate = (textAt(stmt, "FrToDt", "ToDtTm") ?? textAt(stmt, "CreDtTm") ??
      dateOf(child(childrenNamed(stmt, "Bal").find((b) => textAt(b, "Tp", "CdOrPrtry", "Cd") === "CLBD"), "Dt")))
      ?.slice(0, 10)
    for (const ntry of childrenNamed(stmt, "Ntry")) {
      const status = textAt(ntry, "Sts") ?? textAt(ntry, "Sts", "Cd")
      if (status === "PDNG" || status === "INFO") {
        skipped.push({ line: ntry.line, reason: status === "PDNG" ? "pending" : "information only" })
        continue
      }
      const amt = child(ntry, "Amt")
      const value = Number((amt?.text ?? "").trim())
      const currency = (amt?.attrs.get("Ccy") ?? accountCurrency ?? "XXX").toUpperCase()
      const indicator = textAt(ntry, "CdtDbtInd")
      let booked = dateOf(child(ntry, "BookgDt")) ?? dateOf(child(ntry, "ValDt"))
      if (booked === undefined && statementDate !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(statementDate)) {
        booked = statementDate
        undated++
      }
      if (
        !/^\d+(\.\d+)?$/.test((amt?.text ?? "").trim()) || !Number.isFinite(value) ||
        (indicator !== "CRDT" && indicator !== "DBIT")
      ) {
        skipped.push({
          line: ntry.line,
          reason: `unreadable amount "${(amt?.text ?? "").trim()}" ${indicator ?? ""}`.trim()
        })
        continue
      }
      if (booked === undefined) {
        skipped.push({ line: ntry.line, reason: "no booking or value date" })
        continue
      }
      const credit = indicator === "CRDT"
      const info = details(ntry, credit)
      transactions.push({
        account,
        booking_date: booked,
        value_date: dateOf(child(ntry, "ValDt")) ?? null,
        amount: roundToMinor(credit ? value : -value, isCurrencyCode(currency) ? currency : "XXX"),
        currency: isCurrencyCode(currency) ? currency : "XXX",
        description: info.description,
        counterparty: info.counterparty,
        balance_after: null,
        reference: info.reference,
        bank_category: textAt(ntry, "BkTxCd", "Prtry", "Cd") ?? null,
        source_file: name,
        source_line: ntry.line
      })
    }
  }
  if (transactions.length === 0) {
    const why = containers.length === 0
      ? "it holds no statement, report or notification"
      : skipped.length === 0
      ? "it holds no entries"
      : `no entry could be read (${skipped.slice(0, 3).map((s) => `line ${s.line}: ${s.reason}`).join("; ")})`
    return Either.left(
      new NoSuitableParser({ file: name, detail: `"${name}" is ISO 20022 camt but ${why}`, tried: ["camt"] })
    )
  }
  if (undated > 0) warnings.push(`${undated} entries carry no booking or value date and are dated by their statement`)
  if (transactions.some((t) => t.currency === "XXX")) {
    warnings.push(`some entries of "${name}" state no currency; they are reported in "XXX"`)
  }
  const ns = /urn:iso:std:iso:20022:tech:xsd:(camt\.\d{3}\.\d{3}\.\d{2})/.exec(decoded.text)?.[1] ?? "camt"
  const dialect = { message: ns, statements: containers.length, encoding: decoded.encoding, bom: decoded.bom }
  return Either.right({
    summary: summarise("camt", name, dialect, transactions, skipped, warnings, holders),
    transactions
  })
}
