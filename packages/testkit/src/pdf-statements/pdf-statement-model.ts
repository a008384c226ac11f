import type { PdfMutation, PdfTruthAccount, PdfVariant } from "./pdf-variant.js"
import vocabularyJson from "./pdf-vocabulary.json" with { type: "json" }

/** The statement's words in one language (the generator's own, apart from the reader's). */
export type PdfWords = (typeof vocabularyJson)["en"]
const vocabulary: Record<string, PdfWords> = vocabularyJson

/** One printed row of a statement's table, as cells of text (empty where the row prints nothing). */
export interface PrintedRow {
  readonly kind: "transaction" | "opening" | "closing"
  readonly date: string
  readonly description: ReadonlyArray<string>
  /** Money out, money in (in-out layouts) or the one amount (signed, marker) in `out`. */
  readonly out: string
  readonly in: string
  readonly balance: string
  /** A tampered copy's edit of this row's amount cell: drawn in another font, or covered by a white box with another amount on it. */
  readonly edit?: { readonly kind: "other-font" } | { readonly kind: "overdrawn"; readonly amount: string }
}

/** One account's printed table with its header facts. */
export interface PrintedAccount {
  readonly number: string
  readonly rows: ReadonlyArray<PrintedRow>
  readonly opening: string
  readonly closing: string
  readonly totalOut: string
  readonly totalIn: string
}

/** A statement ready to render: its words, layout, accounts and the truth it prints. */
export interface PrintedStatement {
  readonly variant: PdfVariant
  readonly words: PdfWords
  readonly bank: string
  readonly holder: string
  readonly period: string
  readonly accounts: ReadonlyArray<PrintedAccount>
  readonly truth: ReadonlyArray<PdfTruthAccount>
}

/** A seeded generator of numbers in [0, 1) (mulberry32). */
export const seeded = (seed: number) => {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const MERCHANTS = [
  "TESCO STORES 3117",
  "AMAZON MKTPLACE",
  "SHELL 4481",
  "NETFLIX.COM",
  "LIDL 0231",
  "IKEA",
  "SPOTIFY AB",
  "DEUTSCHE BAHN",
  "RENFE VIAJEROS",
  "CARREFOUR MARKET",
  "ALBERT HEIJN 1021",
  "BIEDRONKA 5512",
  "ZARA",
  "APPLE.COM/BILL",
  "VATTENFALL",
  "ORANGE MOBILE",
  "H&M 0912",
  "DECATHLON",
  "UBER TRIP",
  "BOLT.EU",
  "ROSSMANN 2210",
  "PHARMACY CENTRAL"
]
const INCOME = ["SALARY ACME LTD", "TRANSFER FROM J SMITH", "REFUND ONLINE SHOP", "INTEREST", "PENSION FUND PAYMENT"]
const FILLER = [
  "card payment",
  "ref",
  "contactless",
  "standing order",
  "invoice",
  "payment reference",
  "mandate",
  "terminal",
  "purchase",
  "transfer",
  "direct debit",
  "customer number",
  "order"
]

const SYMBOLS: Record<string, string> = {
  GBP: "£",
  USD: "$",
  EUR: "€",
  PLN: "zł",
  CHF: "CHF",
  SEK: "kr",
  DKK: "kr.",
  CZK: "Kč",
  HUF: "Ft"
}

const pick = <A>(rand: () => number, items: ReadonlyArray<A>): A => items[Math.floor(rand() * items.length)] as A

/** The amount's digits in the variant's number format, without sign or currency. */
export const formatNumber = (value: number, numbers: PdfVariant["numbers"], decimals = 2): string => {
  const [whole = "0", fraction = ""] = Math.abs(value).toFixed(decimals).split(".")
  const [group, point] = numbers === "dot-comma"
    ? [".", ","]
    : numbers === "comma-dot"
    ? [",", "."]
    : numbers === "space-comma"
    ? ["\u00a0", ","]
    : ["'", "."]
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group)
  return decimals === 0 ? grouped : `${grouped}${point}${fraction}`
}

const money = (variant: PdfVariant, value: number, signed: boolean): string => {
  const decimals = variant.currency === "HUF" ? 0 : 2
  const digits = formatNumber(value, variant.numbers, decimals)
  const symbol = SYMBOLS[variant.currency] ?? variant.currency
  const withSymbol = variant.symbol === "before"
    ? `${symbol}${digits}`
    : variant.symbol === "after"
    ? `${digits} ${symbol}`
    : digits
  return signed && value < 0 ? `-${withSymbol}` : withSymbol
}

/** The date as the variant prints it. */
export const formatDate = (iso: string, variant: PdfVariant, words: PdfWords): string => {
  const [y = "", m = "", d = ""] = iso.split("-")
  const month = words.months[Number(m) - 1] ?? m
  switch (variant.dates) {
    case "dd.mm.yyyy":
      return `${d}.${m}.${y}`
    case "dd/mm/yyyy":
      return `${d}/${m}/${y}`
    case "mm/dd/yyyy":
      return `${m}/${d}/${y}`
    case "yyyy-mm-dd":
      return iso
    case "d mon yyyy":
      return `${Number(d)} ${month} ${y}`
    case "dd mon":
      return `${d} ${month}`
    case "dd.mm.":
      return `${d}.${m}.`
  }
}

const description = (rand: () => number, income: boolean, wrap: boolean): string => {
  const head = income ? pick(rand, INCOME) : pick(rand, MERCHANTS)
  const words = [head]
  const extra = wrap && rand() < 0.4 ? 6 + Math.floor(rand() * 6) : Math.floor(rand() * 3)
  for (let i = 0; i < extra; i++) words.push(rand() < 0.5 ? pick(rand, FILLER) : String(Math.floor(rand() * 1e6)))
  return words.join(" ")
}

const round2 = (n: number) => Math.round(n * 100) / 100

/** One account's true transactions: dates over two months of 2026, several a day at times. */
const truthOf = (rand: () => number, variant: PdfVariant, rows: number, number: string): PdfTruthAccount => {
  const whole = variant.currency === "HUF"
  const scale = whole ? 300 : 1
  const amountOf = (v: number) => whole ? Math.round(v * scale) : round2(v)
  let day = Date.UTC(2026, 2, 1)
  const transactions: Array<{ date: string; amount: number; description: string }> = []
  for (let i = 0; i < rows; i++) {
    if (rand() < 0.6) day += 86_400_000 * (1 + Math.floor(rand() * 2))
    const income = rand() < 0.15
    const size = income ? 400 + rand() * 2600 : rand() < 0.1 ? 1000 + rand() * 1500 : 2 + rand() * 180
    const amount = amountOf(income ? size : -size)
    transactions.push({
      date: new Date(day).toISOString().slice(0, 10),
      amount,
      description: description(rand, income, variant.wrap === true)
    })
  }
  const opening = amountOf(variant.card === true ? -(200 + rand() * 800) : 500 + rand() * 8000)
  const closing = whole
    ? transactions.reduce((s, t) => s + t.amount, opening)
    : round2(transactions.reduce((s, t) => s + t.amount * 100, opening * 100) / 100)
  return { number, currency: variant.currency, opening, closing, transactions }
}

/** Splits a description into lines of at most `width` characters (wrapped layouts only). */
export const wrapWords = (text: string, width: number): Array<string> => {
  const lines: Array<string> = []
  let line = ""
  for (const word of text.split(" ")) {
    if (line !== "" && line.length + 1 + word.length > width) {
      lines.push(line)
      line = word
    } else line = line === "" ? word : `${line} ${word}`
  }
  if (line !== "") lines.push(line)
  return lines
}

/** The printed table of one account: a card prints what is owed and charges as positive. */
const printAccount = (variant: PdfVariant, words: PdfWords, truth: PdfTruthAccount): PrintedAccount => {
  const owed = variant.card === true ? -1 : 1
  const amountCells = (amount: number): { out: string; in: string } => {
    const shown = amount * owed
    if (variant.amounts === "in-out") {
      return amount < 0
        ? { out: money(variant, amount, false), in: "" }
        : { out: "", in: money(variant, amount, false) }
    }
    if (variant.amounts === "signed") return { out: money(variant, shown, true), in: "" }
    return { out: `${money(variant, amount, false)} ${amount < 0 ? words.debit : words.credit}`, in: "" }
  }
  const balanceCell = (value: number) => variant.balances === "row" ? money(variant, value * owed, true) : ""
  let balance = truth.opening
  let lastDate = ""
  const width = variant.landscape === true ? 70 : 42
  const rows: Array<PrintedRow> = truth.transactions.map((t) => {
    balance = variant.currency === "HUF" ? balance + t.amount : round2(balance + t.amount)
    const date = variant.firstOfDayOnly === true && t.date === lastDate ? "" : formatDate(t.date, variant, words)
    lastDate = t.date
    return {
      kind: "transaction",
      date,
      description: variant.wrap === true ? wrapWords(t.description, width) : [t.description],
      ...amountCells(t.amount),
      balance: balanceCell(balance)
    }
  })
  const opening = money(variant, truth.opening * owed, true)
  const closing = money(variant, truth.closing * owed, true)
  const boundary = (kind: "opening" | "closing", text: string, value: string): PrintedRow => ({
    kind,
    date: "",
    description: [text],
    out: "",
    in: "",
    balance: variant.balances === "none" ? "" : value
  })
  const totals = (sign: number) =>
    money(
      variant,
      truth.transactions.filter((t) => t.amount * sign > 0).reduce((s, t) => s + Math.abs(t.amount), 0),
      false
    )
  return {
    number: truth.number,
    rows: variant.summaryBox === true || variant.balances === "none"
      ? rows
      : [boundary("opening", words.opening, opening), ...rows, boundary("closing", words.closing, closing)],
    opening,
    closing,
    totalOut: totals(-1),
    totalIn: totals(1)
  }
}

const accountNumber = (rand: () => number, card: boolean): string =>
  card
    ? `**** **** **** ${String(1000 + Math.floor(rand() * 9000))}`
    : `${String(10_000_000 + Math.floor(rand() * 89_999_999))}`

/** A statement of `variant` drawn from `seed`: its truth and the cells it prints. */
export const makeStatement = (variant: PdfVariant, seed: number): PrintedStatement => {
  const rand = seeded(seed)
  const words = vocabulary[variant.language]
  if (words === undefined) throw new Error(`no words for language ${variant.language}`)
  const count = variant.accounts ?? 1
  const truth = Array.from(
    { length: count },
    () => truthOf(rand, variant, variant.rows, accountNumber(rand, variant.card === true))
  )
  const first = truth[0]?.transactions[0]?.date ?? "2026-03-01"
  const last = truth.flatMap((a) => a.transactions.map((t) => t.date)).sort().at(-1) ?? first
  return {
    variant,
    words,
    bank: pick(rand, ["Northbank", "Banca Meridiana", "Kuestenbank", "Banque du Lac", "Bank Polnocny", "Fjordbanken"]),
    holder: pick(rand, ["Alex Morgan", "Maria Rossi", "Jan Novak", "Anna Schmidt", "Lars Berg"]),
    period: `${
      formatDate(first, { ...variant, dates: variant.dates === "mm/dd/yyyy" ? "mm/dd/yyyy" : "dd.mm.yyyy" }, words)
    } - ${
      formatDate(last, { ...variant, dates: variant.dates === "mm/dd/yyyy" ? "mm/dd/yyyy" : "dd.mm.yyyy" }, words)
    }`,
    accounts: truth.map((t) => printAccount(variant, words, t)),
    truth
  }
}

const bump = (text: string, from: string, to: string) => text.replace(from, to)

/** A copy of `statement` with one printed number changed or one row left out, which its own check must catch. */
export const mutate = (statement: PrintedStatement, mutation: PdfMutation, seed: number): PrintedStatement => {
  const rand = seeded(seed)
  const [account, ...others] = statement.accounts
  if (account === undefined) return statement
  const txRows = account.rows.map((r, i) => [r, i] as const).filter(([r]) => r.kind === "transaction")
  const [row, at] = txRows[1 + Math.floor(rand() * (txRows.length - 2))] ?? txRows[0] ?? [undefined, -1]
  if (row === undefined) return statement
  const rows = [...account.rows]
  // the first digit of a printed number changed to another: a different amount, same layout
  const changeDigit = (text: string) => {
    const i = text.search(/[1-8]/)
    return i < 0 ? text.replace(/0/, "1") : `${text.slice(0, i)}${Number(text[i]) + 1}${text.slice(i + 1)}`
  }
  switch (mutation) {
    case "amount-changed":
      rows[at] = row.out !== "" ? { ...row, out: changeDigit(row.out) } : { ...row, in: changeDigit(row.in) }
      break
    case "row-removed":
      rows.splice(at, 1)
      break
    case "running-balance-edited":
      rows[at] = { ...row, balance: changeDigit(row.balance) }
      break
    case "closing-edited": {
      const closing = changeDigit(account.closing)
      const i = rows.findIndex((r) => r.kind === "closing")
      if (i >= 0) {
        rows[i] = {
          ...(rows[i] as PrintedRow),
          balance: bump((rows[i] as PrintedRow).balance, account.closing, closing)
        }
      }
      return { ...statement, accounts: [{ ...account, rows, closing }, ...others] }
    }
  }
  return { ...statement, accounts: [{ ...account, rows }, ...others] }
}
