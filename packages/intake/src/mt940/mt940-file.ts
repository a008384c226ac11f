import { Either } from "effect"
import { NoSuitableParser } from "../analysis-error.js"
import type { DecodedText } from "../encoding/decode.js"
import type { FileRead } from "../file-read.js"
import { lastBookingDate, type ReadContext, unstatedCurrency } from "../read-context.js"
import { anchorOnPrintedBalances, repeatShownByBalances } from "../statement-balances.js"
import { NO_MONEY, type Skip, summarise } from "../summarise.js"
import type { Transaction } from "../transaction.js"
import { isCurrencyCode, roundToMinor } from "../values/currencies.js"
import { isoDate } from "../values/dates.js"

interface Field {
  readonly tag: string
  readonly value: string
  readonly line: number
}

const TAG = /^:(\d{2}[A-Z]?):(.*)$/

/** A line holding only the start of a tag (`:`, `:8`, `:86`) whose rest opens the next line. */
const TAG_START = /^:\d{0,2}$/

/**
 * Splits MT940/MT942 text into `:tag:` fields; continuation lines join their field with a newline.
 * A tag broken across two lines (`:` then `86:…`) is joined back when the two make a tag.
 */
const fieldsOf = (text: string): ReadonlyArray<Field> => {
  const out: Array<{ tag: string; value: string; line: number }> = []
  const lines = text.split(/\r\n|\n|\r/).map((raw) => raw.replace(/^\{[1-5]:[^}]*\}*/, "").replace(/^\{4:/, ""))
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i] ?? ""
    const joined = TAG_START.test(line.trim()) ? `${line.trim()}${(lines[i + 1] ?? "").trimStart()}` : undefined
    if (joined !== undefined && TAG.test(joined)) line = joined
    // some exports indent every line: a tag is a tag wherever its line's blanks end
    const m = TAG.exec(line.charCodeAt(0) <= 32 ? line.trimStart() : line)
    if (m) out.push({ tag: m[1] ?? "", value: m[2] ?? "", line: i + 1 })
    else if (out.length > 0 && line.trim() !== "-}" && line.trim() !== "-" && !line.startsWith("{")) {
      const last = out[out.length - 1]
      if (last !== undefined) last.value += `\n${line}`
    }
    if (line === joined) i++
  }
  return out
}

/** `:61:` value date, optional entry date (some banks leave it blank), mark, funds code, amount. */
const STATEMENT_LINE = /^(\d{2})(\d{2})(\d{2})(\d{4}| {4})?(RC|RD|EC|ED|C|D)([A-Z]?)(\d+(?:[,.]\d*)?)/

/** The transaction type code that follows the amount (`NTRF`, `N062`, `FMSC`, `S…`). */
const TYPE_CODE = /^[NSF][A-Z0-9]{3}/

/**
 * The mandatory part of a `:61:` value, read on its first line or, when a line break falls inside
 * it (the amount wrapped onto the next line), with up to two breaks taken out as long as the amount
 * is then followed by its type code.
 */
const statementLineMatch = (value: string): { readonly m: RegExpExecArray; readonly rest: string } | undefined => {
  const first = STATEMENT_LINE.exec(value)
  const found = first === null ? undefined : { m: first, rest: value.slice(first[0].length) }
  if (found !== undefined && (TYPE_CODE.test(found.rest) || !value.includes("\n"))) return found
  let text = value
  for (let breaks = 0; breaks < 2 && text.includes("\n"); breaks++) {
    text = text.replace("\n", "")
    const m = STATEMENT_LINE.exec(text)
    if (m !== null && TYPE_CODE.test(text.slice(m[0].length))) return { m, rest: text.slice(m[0].length) }
  }
  return found
}

const date6 = (yy: number, mm: number, dd: number): string | undefined =>
  isoDate(yy < 70 ? 2000 + yy : 1900 + yy, mm, dd)

/** The booking date of a `:61:` line: its entry date (MMDD) in the value date's year, moved across a year end. */
const bookingDate = (yy: number, mm: number, dd: number, entry: string | undefined): string | undefined => {
  if (entry === undefined) return date6(yy, mm, dd)
  const em = Number(entry.slice(0, 2))
  const ed = Number(entry.slice(2, 4))
  let y = yy
  if (mm === 12 && em === 1) y = yy + 1
  else if (mm === 1 && em === 12) y = yy - 1
  return date6(((y % 100) + 100) % 100, em, ed) ?? date6(yy, mm, dd)
}

/**
 * The character a `:86:` field's subfields start with: `?` (German), `~` or `^` (Polish and others),
 * when at least two subfields of two digits follow it.
 */
const subfieldMark = (flat: string): string | undefined => {
  const m = /[?~^]\d{2}/.exec(flat)
  const mark = m?.[0]?.[0]
  if (mark === undefined) return undefined
  let count = 0
  for (let i = flat.indexOf(mark); i >= 0 && count < 2; i = flat.indexOf(mark, i + 1)) {
    if (/\d{2}/.test(flat.slice(i + 1, i + 3))) count++
  }
  return count >= 2 ? mark : undefined
}

/** Parts of a name written in 27-character subfields: a part cut at its full width goes on without a space. */
const joinNameParts = (parts: ReadonlyArray<string>): string =>
  parts.reduce((name, part) => (name === "" || name.length % 27 === 0 ? name + part : `${name} ${part}`), "")
    .replace(/\s+/g, " ").trim()

/** Description and counterparty from `?20`-style subfields, whatever character starts them. */
const subfieldInformation = (flat: string, mark: string) => {
  const parts = new Map<string, string>()
  const re = new RegExp(`\\${mark}(\\d{2})([^${mark === "^" ? "\\^" : mark}]*)`, "g")
  for (const m of flat.matchAll(re)) parts.set(m[1] ?? "", `${parts.get(m[1] ?? "") ?? ""}${m[2] ?? ""}`)
  const pick = (codes: ReadonlyArray<string>) =>
    codes.map((c) => parts.get(c) ?? "").join("").replace(/\s+/g, " ").trim()
  const remittance = pick(["20", "21", "22", "23", "24", "25", "26", "27", "28", "29", "60", "61", "62", "63"])
  const name = joinNameParts(["32", "33"].map((c) => parts.get(c) ?? "").filter((p) => p.trim() !== ""))
  const text = [pick(["00"]), remittance].filter((s) => s !== "").join(" ")
  return { description: text || name, counterparty: name === "" ? null : name }
}

/** The other party of `/NAME/…`, `/ORDP//NAME/…` or the Dutch `/CNTP/account/bic/name/place/`. */
const codedName = (flat: string, code: (c: string) => string): string => {
  const name = code("NAME")
  if (name !== "") return name
  const cntp = /\/CNTP\/([^/]*)\/([^/]*)\/([^/]*)\//.exec(flat)
  return cntp?.[3]?.trim() ?? ""
}

/** Description and counterparty from a `:86:` field: `?20`-style subfields, `/NAME/…/REMI/…` codes, or free text. */
const information = (raw: string): { readonly description: string; readonly counterparty: string | null } => {
  const flat = raw.replace(/\n/g, "")
  const mark = flat.length > 2 ? subfieldMark(flat) : undefined
  if (mark !== undefined) return subfieldInformation(flat, mark)
  if (/\/(NAME|REMI|EREF|CNTP)\//.test(flat)) {
    const code = (c: string) => new RegExp(`/${c}/(.*?)(?=/[A-Z]{3,4}/|$)`).exec(flat)?.[1]?.trim() ?? ""
    const name = codedName(flat, code)
    const remi = code("REMI").replace(/^(USTD|STRD)\/\/?/, "")
    return {
      description: [name, remi].filter((s) => s !== "").join(" ") || flat.trim(),
      counterparty: name === "" ? null : name
    }
  }
  return { description: raw.replace(/\s*\n\s*/g, " ").trim(), counterparty: null }
}

type Mutable = { -readonly [K in keyof Transaction]: Transaction[K] }

/** One statement (or page) of a file: its printed balances and the transactions between them. */
interface Page {
  readonly opening: number | undefined
  closing: number | undefined
  readonly currency: string
  readonly rows: Array<Mutable>
}

/** A `:60F:` / `:62F:` balance: mark, date, currency and amount. */
const BALANCE = /^([CD])(\d{6})([A-Z]{3})(\d+(?:[,.]\d*)?)/

const balanceOf = (value: string): { readonly currency: string; readonly amount: number } | undefined => {
  const m = BALANCE.exec(value.trim())
  if (m === null) return undefined
  const amount = Number((m[4] ?? "").replace(",", "."))
  return Number.isFinite(amount) ? { currency: m[3] ?? "", amount: m[1] === "D" ? -amount : amount } : undefined
}

/** Sets aside, page by page, an entry that repeats another and that the printed balances show booked once. */
const dropRepeats = (pages: ReadonlyArray<Page>, transactions: Array<Mutable>, skipped: Array<Skip>): void => {
  for (const page of pages) {
    const rows = page.rows.filter((r) => r.currency === page.currency)
    const i = repeatShownByBalances(rows, page)
    const repeat = i === undefined ? undefined : rows[i]
    if (repeat === undefined) continue
    page.rows.splice(page.rows.indexOf(repeat), 1)
    transactions.splice(transactions.indexOf(repeat), 1)
    skipped.push({
      line: repeat.source_line,
      reason: "repeats an earlier entry; the printed balances show it booked once"
    })
  }
}

/** Anchors each page's transactions on its printed opening and closing balances. */
const anchorPages = (pages: ReadonlyArray<Page>, name: string) =>
  pages.flatMap((p, i) => {
    const check = anchorOnPrintedBalances(
      p.rows.filter((r) => r.currency === p.currency),
      { currency: p.currency, opening: p.opening, closing: p.closing },
      `${name} statement ${i + 1}`
    )
    return check === undefined ? [] : [check]
  })

/** The first line of a field's value, at most 80 characters (for a reason on the record). */
const firstLine = (value: string): string => {
  const end = value.indexOf("\n")
  return (end === -1 ? value : value.slice(0, end)).slice(0, 80)
}

/** A `:61:` statement line as a transaction (its `:86:` details still to come), or why it cannot be read. */
const statementLine = (f: Field, account: string, currency: string, name: string): Mutable | Skip => {
  const found = statementLineMatch(f.value)
  if (found === undefined) {
    return { line: f.line, reason: `unreadable statement line "${firstLine(f.value)}"` }
  }
  const { m, rest } = found
  const [yy, mm, dd] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const booked = bookingDate(yy, mm, dd, m[4]?.trim() === "" ? undefined : m[4])
  const amount = Number((m[7] ?? "").replace(",", "."))
  if (booked === undefined || !Number.isFinite(amount)) {
    return { line: f.line, reason: `unreadable date or amount in "${firstLine(f.value)}"` }
  }
  if (amount === 0) return { line: f.line, reason: NO_MONEY }
  const mark = m[5] ?? "C"
  const sign = mark === "C" || mark === "RD" || mark === "EC" ? 1 : -1
  const ref = /\/\/([^\n]*)/.exec(rest)?.[1]?.trim()
  const supplementary = rest.split("\n").slice(1).join(" ").trim()
  return {
    account,
    booking_date: booked,
    value_date: date6(yy, mm, dd) ?? null,
    amount: roundToMinor(sign * amount, currency),
    currency,
    description: supplementary,
    counterparty: null,
    balance_after: null,
    reference: ref === undefined || ref === "" || ref === "NONREF" ? null : ref,
    bank_category: null,
    source_file: name,
    source_line: f.line
  }
}

/** Reads SWIFT MT940 / MT942 statements (several per file), or refuses the file with a reason. */
export const readMt940 = (
  name: string,
  decoded: DecodedText,
  context: ReadContext = {}
): Either.Either<FileRead, NoSuitableParser> => {
  const transactions: Array<Mutable> = []
  const skipped: Array<Skip> = []
  const warnings: Array<string> = []
  let account = name
  let currency = ""
  let pending: Mutable | undefined
  const pages: Array<Page> = []
  const flush = () => {
    if (pending !== undefined) {
      transactions.push(pending)
      pages[pages.length - 1]?.rows.push(pending)
    }
    pending = undefined
  }
  for (const f of fieldsOf(decoded.text)) {
    if (f.tag === "20") flush()
    if (f.tag === "25") account = f.value.trim() || name
    else if (f.tag.startsWith("60") || f.tag === "34F") {
      const c = /^[CD]?\d{6}([A-Z]{3})/.exec(f.value) ?? /^([A-Z]{3})/.exec(f.value)
      if (c?.[1] !== undefined && isCurrencyCode(c[1])) currency = c[1]
      if (f.tag.startsWith("60")) {
        flush()
        const b = balanceOf(f.value)
        pages.push({ opening: b?.amount, closing: undefined, currency: b?.currency ?? currency, rows: [] })
      }
    } else if (f.tag.startsWith("62")) {
      flush()
      const page = pages[pages.length - 1]
      const b = balanceOf(f.value)
      if (page !== undefined && b !== undefined && b.currency === page.currency) page.closing = b.amount
    } else if (f.tag === "61") {
      flush()
      const line = statementLine(f, account, currency, name)
      if ("reason" in line) skipped.push(line)
      else pending = line
    } else if (f.tag === "86" && pending !== undefined) {
      const info = information(f.value)
      pending = { ...pending, description: info.description || pending.description, counterparty: info.counterparty }
      flush()
    }
  }
  flush()
  if (transactions.length === 0) {
    const why = skipped.length === 0
      ? "it holds no :61: statement lines"
      : `no statement line could be read (${skipped.slice(0, 3).map((s) => `line ${s.line}: ${s.reason}`).join("; ")})`
    return Either.left(
      new NoSuitableParser({
        file: name,
        detail: `"${name}" is MT940 but ${why}`,
        tried: ["mt940"],
        ...(skipped[0] === undefined
          ? { found: "MT940 tags without any :61: statement line" }
          : { line: skipped[0].line, found: skipped[0].reason }),
        missing: ":61: statement lines (date, D/C mark, amount, type code) to read transactions from"
      })
    )
  }
  return Either.right(settleMt940(name, decoded, context, { transactions, skipped, warnings, pages }))
}

/** Currency, repeats, printed-balance checks and the summary of an MT940 file's statement lines. */
const settleMt940 = (
  name: string,
  decoded: DecodedText,
  context: ReadContext,
  read: {
    readonly transactions: Array<Mutable>
    readonly skipped: Array<Skip>
    readonly warnings: Array<string>
    readonly pages: ReadonlyArray<Page>
  }
): FileRead => {
  const { transactions, skipped, warnings, pages } = read
  const unstated = transactions.some((t) => t.currency === "")
    ? unstatedCurrency(
      transactions.find((t) => t.currency === "")?.account ?? name,
      context,
      lastBookingDate(transactions),
      name
    )
    : undefined
  if (unstated !== undefined) {
    for (const t of transactions) if (t.currency === "") t.currency = unstated.currency
    if (unstated.currency === "XXX") {
      warnings.push(`no opening balance states the currency in "${name}"; amounts are reported in "XXX"`)
    }
  }
  dropRepeats(pages, transactions, skipped)
  const checks = anchorPages(pages, name)
  for (const c of checks) if (!c.held) warnings.push(`the printed balances do not add up: ${c.detail}`)
  const dialect = { encoding: decoded.encoding, bom: decoded.bom }
  const anchored = transactions.some((t) => t.balance_after !== null)
  const decisions = {
    currency: unstated === undefined
      ? "from the opening balance (:60F:)"
      : unstated.currency === "XXX"
      ? "not in the file (no :60F:) and no country given"
      : `not in the file (no :60F:): from ${unstated.source}`,
    balances: anchored
      ? "balance after each transaction from the statement's printed opening (:60F:) or closing (:62F:) balance"
      : checks.some((c) => !c.held)
      ? "not anchored: the printed balances and the transactions do not join (see checks)"
      : "no printed balance anchors the transactions",
    dates: "each :61: line's entry date (its value date when it has none), the year carried across a year end",
    direction: "the D/C mark of each :61: line (RC/RD reversals the other way)"
  }
  return {
    summary: summarise("mt940", name, dialect, transactions, skipped, warnings, [], { decisions, checks }),
    transactions,
    awaitsCountry: unstated?.awaitsCountry ?? false,
    balancesFromStatement: anchored
  }
}
