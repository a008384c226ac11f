import iconv from "iconv-lite"

/**
 * Renders a bank's CSV export from its layout (written by hand in `data/banks-*.json` from how the bank writes it)
 * and a ledger of invented rows; the truth comes from the ledger the writer made, never from the engine.
 */

/** What a column holds, per row. */
export type Cell =
  | "date" // booking date
  | "txDate" // transaction (card/started) date, a day before booking on every third row
  | "value" // value date
  | "amount" // signed amount (card layouts: charges positive)
  | "abs" // unsigned amount
  | "debit" // unsigned money out, empty otherwise
  | "credit" // unsigned money in, empty otherwise
  | "debitNeg" // money out written negative, empty otherwise
  | "creditNeg" // money in written negative (a card's payments), empty otherwise
  | "dir" // direction word (layout.dir)
  | "balance" // running balance after the row
  | "balanceBefore"
  | "currency"
  | "payee"
  | "desc"
  | "ref"
  | "iban"
  | "status" // layout.status[0] booked, [1] pending
  | "type" // transaction type word of the row
  | "empty"
  | { readonly text: string }

export interface Layout {
  readonly id: string
  readonly bank: string
  /** The country a user would give at processing. */
  readonly country: string
  readonly currency: string
  /** Every fourth row is in this currency, with its own balance. */
  readonly second?: string
  readonly lang: Lang
  readonly fileName: string
  readonly encoding?: "windows-1252" | "windows-1250" | "windows-1257"
  readonly bom?: boolean
  readonly crlf?: boolean
  readonly delimiter: string
  /** all: every cell quoted; text: cells that are not numbers or dates; none. */
  readonly quote: "all" | "text" | "none"
  /** Null: the bank writes no header row. */
  readonly header: ReadonlyArray<string> | null
  readonly cells: ReadonlyArray<Cell>
  /** Tokens YYYY YY MM DD MMM; anything else verbatim. */
  readonly date: string
  readonly decimal: "," | "."
  readonly thousands: "" | "." | "," | " " | "'" | "\u00a0"
  readonly plus?: boolean
  readonly prefix?: string
  readonly suffix?: string
  /** Amounts in whole units (no decimals written). */
  readonly whole?: boolean
  readonly card?: boolean
  readonly dir?: readonly [outWord: string, inWord: string]
  readonly status?: readonly [booked: string, pending: string]
  /** A pending row writes this in its date cells. */
  readonly pendingDate?: string
  readonly pending?: number
  readonly order: "asc" | "desc"
  /** Lines before the header; {open} {close} {from} {to} {iban} {in} {out} {count} {today} filled in. */
  readonly preamble?: ReadonlyArray<string>
  /** Lines between the header and the rows (opening balance rows). */
  readonly head?: ReadonlyArray<string>
  readonly footer?: ReadonlyArray<string>
  readonly rows: number
  readonly seed: number
  /** Trailing delimiter on every line. */
  readonly trailing?: boolean
}

export type Lang =
  | "en"
  | "de"
  | "nl"
  | "fr"
  | "es"
  | "it"
  | "pl"
  | "fi"
  | "sv"
  | "da"
  | "no"
  | "et"
  | "lv"
  | "lt"
  | "pt"
  | "cs"
  | "hu"

/** Salary, incoming transfer and card purchase words as banks of each language write them. */
const words: Readonly<Record<Lang, readonly [string, string, string]>> = {
  en: ["SALARY", "Transfer from", "Card payment"],
  de: ["Gehalt", "Gutschrift", "Kartenzahlung"],
  nl: ["Salaris", "Overboeking van", "Betaalautomaat"],
  fr: ["VIR SEPA SALAIRE", "VIR SEPA RECU", "CB"],
  es: ["NOMINA", "TRANSFERENCIA DE", "COMPRA TARJETA"],
  it: ["STIPENDIO", "BONIFICO A VOSTRO FAVORE", "PAGAMENTO POS"],
  pl: ["Wynagrodzenie", "Przelew przychodzący", "Płatność kartą"],
  fi: ["PALKKA", "TILISIIRTO", "KORTTIOSTO"],
  sv: ["LÖN", "Insättning", "Kortköp"],
  da: ["Løn", "Overførsel fra", "Dankort-køb"],
  no: ["Lønn", "Overføring fra", "Varekjøp"],
  et: ["Palk", "Laekumine", "Kaardimakse"],
  lv: ["Alga", "Ienākošais maksājums", "Pirkums ar karti"],
  lt: ["Darbo užmokestis", "Gautas pervedimas", "Mokėjimas kortele"],
  pt: ["VENCIMENTO", "TRF DE", "COMPRA"],
  cs: ["Mzda", "Příchozí platba", "Platba kartou"],
  hu: ["Munkabér", "Jóváírás", "Kártyás vásárlás"]
}

const shops = ["LIDL", "ALDI", "IKEA", "SHELL", "Amazon EU", "Spotify", "Netflix", "Uber", "Zara", "Apple.com"]
const people = ["Anna Berg", "Jan Novak", "Maria Rossi", "Tom Jensen", "Eva Kask"]

/** One invented booking. */
export interface Row {
  readonly date: string
  readonly txDate: string
  readonly value: string
  readonly minor: number
  readonly payee: string
  readonly desc: string
  readonly type: string
  readonly pending: boolean
  readonly currency: string
  readonly balance: number | null
  readonly before: number | null
}

const rng = (seed: number) => {
  let s = seed * 2654435761 % 4294967296
  return (n: number): number => {
    s = (s * 1664525 + 1013904223) % 4294967296
    return Math.floor((s / 4294967296) * n)
  }
}

const addDays = (iso: string, d: number): string => {
  const t = new Date(`${iso}T00:00:00Z`)
  t.setUTCDate(t.getUTCDate() + d)
  return t.toISOString().slice(0, 10)
}

/** The ledger: dates ascending, pending rows (no balance) last. */
export const ledgerOf = (l: Layout): { rows: ReadonlyArray<Row>; open: number } => {
  const r = rng(l.seed)
  const unit = l.whole ? 100 : 1
  const scale = ({ HUF: 400, CZK: 25, SEK: 10, NOK: 10, DKK: 7 } as Readonly<Record<string, number>>)[l.currency] ?? 1
  const [salary, incoming, card] = words[l.lang]
  let date = `2024-0${2 + r(3)}-0${1 + r(5)}`
  let balance = (100_000 + r(300_000)) * scale
  const open = balance
  let other = 50_000
  const rows: Array<Row> = []
  const total = l.rows + (l.pending ?? 0)
  for (let i = 0; i < total; i++) {
    date = addDays(date, r(4))
    const pick = r(10)
    const kind = i === 1 ? "salary" : pick < 6 ? "card" : pick < 8 ? "in" : "dd"
    const magnitude = kind === "salary" ? 250_000 + r(150_000) : kind === "in" ? 1000 + r(30_000) : 150 + r(12_000)
    const minor = Math.round((kind === "card" || kind === "dd" ? -magnitude : magnitude) * scale / unit) * unit
    const shop = shops[r(shops.length)] ?? "LIDL"
    const person = people[r(people.length)] ?? "Anna Berg"
    const payee = kind === "salary" ? "ACME Logistics" : kind === "in" ? person : kind === "dd" ? "Vodafone" : shop
    const desc = kind === "salary"
      ? `${salary} ${date.slice(5, 7)}/${date.slice(0, 4)}`
      : kind === "in"
      ? `${incoming} ${person}`
      : kind === "dd"
      ? `SEPA ${payee} ${1000 + r(9000)}`
      : `${card} ${shop} ${date.slice(8)}.${date.slice(5, 7)}`
    const pending = i >= l.rows
    const currency = l.second !== undefined && i % 4 === 3 ? l.second : l.currency
    const before = currency === l.currency ? balance : other
    if (!pending && currency === l.currency) balance += minor
    if (!pending && currency !== l.currency) other += minor
    rows.push({
      date,
      txDate: i % 3 === 2 ? addDays(date, -1) : date,
      value: date,
      minor,
      payee,
      desc,
      type: kind === "card" ? card : kind === "dd" ? "SEPA" : incoming,
      pending,
      currency,
      balance: pending ? null : currency === l.currency ? balance : other,
      before: pending ? null : before
    })
  }
  return { rows, open }
}

const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

export const formatDate = (pattern: string, iso: string): string =>
  pattern.replace(/YYYY|YY|MMM|MM|DD/g, (t) =>
    t === "YYYY"
      ? iso.slice(0, 4)
      : t === "YY"
      ? iso.slice(2, 4)
      : t === "MMM"
      ? (months[Number(iso.slice(5, 7)) - 1] ?? "")
      : t === "MM"
      ? iso.slice(5, 7)
      : iso.slice(8, 10))

export const formatMoney = (l: Layout, minor: number, signed: boolean): string => {
  const abs = Math.abs(minor)
  const units = String(Math.floor(abs / 100))
  const grouped = l.thousands === "" ? units : units.replace(/\B(?=(\d{3})+(?!\d))/g, l.thousands)
  const body = l.whole ? grouped : `${grouped}${l.decimal}${String(abs % 100).padStart(2, "0")}`
  const sign = !signed ? "" : minor < 0 ? "-" : l.plus && minor > 0 ? "+" : ""
  return `${sign}${l.prefix ?? ""}${body}${l.suffix ?? ""}`
}

const cellText = (l: Layout, c: Cell, row: Row, iban: string): string => {
  const money = (m: number, signed: boolean) => formatMoney(l, m, signed)
  const out = row.minor < 0
  const day = (iso: string) => (row.pending && l.pendingDate !== undefined ? l.pendingDate : formatDate(l.date, iso))
  if (typeof c === "object") return c.text
  switch (c) {
    case "date":
      return day(row.date)
    case "txDate":
      return day(row.txDate)
    case "value":
      return day(row.value)
    case "amount":
      return money(l.card ? -row.minor : row.minor, true)
    case "abs":
      return money(row.minor, false)
    case "debit":
      return out ? money(row.minor, false) : ""
    case "credit":
      return out ? "" : money(row.minor, false)
    case "debitNeg":
      return out ? money(row.minor, true) : ""
    case "creditNeg":
      return out ? "" : money(-row.minor, true)
    case "dir":
      return (out ? l.dir?.[0] : l.dir?.[1]) ?? ""
    case "balance":
      return row.balance === null ? "" : money(row.balance, true)
    case "balanceBefore":
      return row.before === null ? "" : money(row.before, true)
    case "currency":
      return row.currency
    case "payee":
      return row.payee
    case "desc":
      return row.desc
    case "ref":
      return `${row.date.replace(/-/g, "")}${String(Math.abs(row.minor) % 9973).padStart(5, "0")}`
    case "iban":
      return iban
    case "status":
      return (row.pending ? l.status?.[1] : l.status?.[0]) ?? ""
    case "type":
      return row.type
    case "empty":
      return ""
  }
}

const isPlain = (s: string): boolean => /^[-+]?[\d.,' /:-]*$/.test(s)

const quoteCell = (l: Layout, s: string): string =>
  l.quote === "all" || (l.quote === "text" && s !== "" && !isPlain(s)) || s.includes(l.delimiter) || s.includes("\"") ||
    s.includes("\n")
    ? `"${s.replace(/"/g, "\"\"")}"`
    : s

const line = (l: Layout, cells: ReadonlyArray<string>, header = false): string =>
  cells.map((s) => (header && l.quote === "text" ? quoteCell({ ...l, quote: "none" }, s) : quoteCell(l, s)))
    .join(l.delimiter) + (l.trailing ? l.delimiter : "")

/** What the writer knows a careful reader must read from the file. */
export interface BankTruth {
  readonly country: string
  readonly count: number
  /** Net per currency in minor units. */
  readonly net: Readonly<Record<string, number>>
  readonly first: string
  readonly last: string
}

export interface BankFile {
  readonly layout: Layout
  readonly name: string
  readonly bytes: Uint8Array
  readonly truth: BankTruth
}

const ibanOf = (l: Layout): string => {
  const cc = l.country === "US" ? "GB" : l.country
  return `${cc}${String(10 + (l.seed % 89))}${"0".repeat(4)}${String(l.seed * 7919).padStart(12, "0").slice(0, 12)}`
}

/** Writes one bank's export and its truth. */
export const writeBankFile = (l: Layout): BankFile => {
  const { rows, open } = ledgerOf(l)
  const iban = ibanOf(l)
  const booked = rows.filter((r) => !r.pending)
  const close = booked.filter((r) => r.currency === l.currency).reduce((s, r) => s + r.minor, open)
  const net: Record<string, number> = {}
  for (const r of booked) net[r.currency] = (net[r.currency] ?? 0) + r.minor
  const ins = booked.filter((r) => r.minor > 0 && r.currency === l.currency).reduce((s, r) => s + r.minor, 0)
  const first = booked[0]?.date ?? ""
  const last = booked[booked.length - 1]?.date ?? ""
  const fill = (t: string, date = l.date): string =>
    t.replace(/\{(\w+)\}/g, (_, k: string) =>
      k === "open"
        ? formatMoney(l, open, true)
        : k === "close"
        ? formatMoney(l, close, true)
        : k === "in"
        ? formatMoney(l, ins, true)
        : k === "out"
        ? formatMoney(l, ins - (close - open), true)
        : k === "from"
        ? formatDate(date, first)
        : k === "to"
        ? formatDate(date, last)
        : k === "iban"
        ? iban
        : k === "count"
        ? String(booked.length)
        : k === "today"
        ? formatDate(date, addDays(last, 1))
        : `{${k}}`)
  const pending = rows.filter((r) => r.pending)
  const ordered = l.order === "asc" ? [...booked, ...pending] : [...pending, ...[...booked].reverse()]
  const lines = [
    ...(l.preamble ?? []).map((x) => fill(x)),
    ...(l.header === null ? [] : [line(l, l.header, true)]),
    ...(l.head ?? []).map((x) => fill(x)),
    ...ordered.map((r) => line(l, l.cells.map((c) => cellText(l, c, r, iban)))),
    ...(l.footer ?? []).map((x) => fill(x))
  ]
  const text = (l.bom ? "\uFEFF" : "") + lines.join(l.crlf ? "\r\n" : "\n") + (l.crlf ? "\r\n" : "\n")
  const bytes = l.encoding === undefined ? new TextEncoder().encode(text) : iconv.encode(text, l.encoding)
  return {
    layout: l,
    name: fill(l.fileName, "YYYY-MM-DD"),
    bytes: new Uint8Array(bytes),
    truth: { country: l.country, count: booked.length, net, first, last }
  }
}
