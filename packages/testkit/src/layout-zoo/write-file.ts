import { amountCell, debitCreditCells, magnitudeCell } from "./cells.js"
import { headerCells } from "./columns.js"
import type { Account, Entry, Ledger } from "./ledger.js"
import type { Rng } from "./rng.js"
import type { ColumnRole } from "./tables.js"
import type { Traits } from "./traits.js"
import {
  balancesOf,
  balanceValue,
  blankLine,
  type Context,
  dateText,
  entryCells,
  isText,
  labelLine,
  type LineKind,
  makeContext,
  printedWord,
  push,
  type Rendering,
  summaryCells,
  valueRole,
  word
} from "./write-context.js"

const writePreamble = (c: Context, holder: string): void => {
  const { t, ledger } = c
  const account = ledger.accounts[0] as Account
  const card = t.direction === "card-charges"
  if (t.preamble !== "none") push(c, [word(c, card ? "card_title" : "statement_title")], "preamble")
  const full = t.preamble === "full"
  if (full) labelLine(c, word(c, "holder"), holder, "preamble")
  if (full && card) {
    labelLine(
      c,
      word(c, "card_number"),
      `**** **** **** ${String(account.openingMinor).slice(-4).padStart(4, "7")}`,
      "preamble"
    )
  }
  const accountLineAbove = t.accountLine === "yes" || t.accounts === "two-blocks"
  if ((full || t.currencyPlacement === "iban") && !accountLineAbove) {
    labelLine(c, word(c, "account"), account.id, "preamble")
  }
  if (full) {
    const first = ledger.entries[0]?.day ?? 0
    const last = ledger.entries[ledger.entries.length - 1]?.day ?? 0
    labelLine(c, word(c, "period"), `${dateText(c, first, 0, true)} - ${dateText(c, last, 0, true)}`, "preamble")
  }
  if (t.currencyPlacement === "preamble" && t.accounts !== "two-blocks") {
    labelLine(c, word(c, "currency"), account.currency, "preamble")
  }
  if (full && !card) {
    const role = valueRole(c)
    const text = balanceValue(c, account.openingMinor, account.currency, role === "balance" ? "balance" : "amount")
    c.moneyTexts.push({ text, currency: account.currency })
    labelLine(c, word(c, "opening_balance"), text, "preamble")
  }
  if (t.preamble !== "none" && c.rng.chance(0.5)) blankLine(c)
}

const writeAccountLine = (c: Context, account: Account): void => {
  const withCurrency = c.t.currencyPlacement === "preamble" && c.t.accounts === "two-blocks"
  const value = withCurrency ? `${account.id} ${account.currency}` : account.id
  labelLine(c, word(c, "account"), value, "account-line")
}

const writeHeader = (c: Context, currency: string, kind: LineKind): ReadonlyArray<string> | null => {
  if (c.t.headerLanguage === "none") return null
  const cells = headerCells(c.rng, c.t, c.roles, currency)
  for (const h of cells) c.vocabulary.add(h)
  push(c, cells, kind)
  return cells
}

const entryKind = (e: Entry): LineKind => (e.applied ? "transaction" : e.status === "booked" ? "transaction" : e.status)

interface Block {
  readonly account: Account
  readonly indexes: ReadonlyArray<number>
}

const writeEntryRow = (
  c: Context,
  index: number,
  balances: ReadonlyMap<number, number>,
  bookingDates: Array<string>,
  entryDates: Map<number, string>
): void => {
  const e = c.ledger.entries[index] as Entry
  const account = c.ledger.accounts[e.account] as Account
  const marker = c.t.status === "date-marker" && !e.applied && e.status !== "booked"
  const booking = marker ? printedWord(c, c.statusWord[e.status]) : dateText(c, e.day, e.minutes, !e.applied)
  entryDates.set(index, booking)
  if (e.status === "booked") bookingDates.push(booking)
  const balanceMinor = balances.get(index) ?? 0
  const balance = !e.applied && c.blankPendingBalance ? "" : balanceValue(c, balanceMinor, account.currency, "balance")
  const cells = [...entryCells(c, e, balance, booking)]
  if (c.t.ragged === "short") { while (cells.length > 1 && cells[cells.length - 1] === "") cells.pop() }
  if (c.t.ragged === "long") cells.push("")
  push(c, cells, entryKind(e), index, c.roles.map(isText))
}

/** Money out and in of one account's counted entries in a block (an account-column table sums its first account). */
const totalsOf = (c: Context, block: Block): { readonly out: number; readonly in: number } => {
  let out = 0
  let inn = 0
  for (const i of block.indexes) {
    const e = c.ledger.entries[i] as Entry
    if (!e.applied || c.ledger.accounts[e.account] !== block.account) continue
    if (e.minor < 0) out += e.minor
    else inn += e.minor
  }
  return { out, in: inn }
}

const writeTotals = (c: Context, block: Block, labelKey: "total" | "turnover"): void => {
  const { out, in: inn } = totalsOf(c, block)
  const cur = block.account.currency
  const kind = labelKey === "total" ? "total" : "turnover"
  if (c.roles.includes("debit")) {
    const values: Partial<Record<ColumnRole, string>> = {
      debit: debitCreditCells(c.money, out, cur)[0],
      credit: debitCreditCells(c.money, inn, cur)[1]
    }
    push(c, summaryCells(c, word(c, labelKey), values, null, cur), kind, null, c.roles.map(isText))
    return
  }
  const label = word(c, labelKey)
  for (const minor of [out, inn]) {
    const values: Partial<Record<ColumnRole, string>> = { amount: amountCell(c.money, minor, cur) }
    if (c.roles.includes("direction")) values.direction = printedWord(c, c.money.indicator[minor < 0 ? 0 : 1])
    push(c, summaryCells(c, label, values, null, cur), kind, null, c.roles.map(isText))
  }
}

const closingOf = (c: Context, block: Block): number =>
  block.indexes.reduce((sum, i) => {
    const e = c.ledger.entries[i] as Entry
    return e.applied && c.ledger.accounts[e.account] === block.account ? sum + e.minor : sum
  }, block.account.openingMinor)

const writeFooter = (c: Context, block: Block): void => {
  const footer = c.t.footer
  if (footer === "none" || footer === "balance-rows") {
    if (footer === "balance-rows") balanceRow(c, block, "closing_balance")
    return
  }
  if (c.rng.chance(0.4)) blankLine(c)
  if (footer === "closing-balance") balanceRow(c, block, "closing_balance")
  else writeTotals(c, block, footer === "totals" ? "total" : "turnover")
}

const balanceRow = (c: Context, block: Block, key: "opening_balance" | "closing_balance"): void => {
  const role = valueRole(c)
  const minor = key === "opening_balance" ? block.account.openingMinor : closingOf(c, block)
  const days = block.indexes.map((i) => (c.ledger.entries[i] as Entry).day)
  const day = key === "opening_balance" ? Math.min(...days) : Math.max(...days)
  const values: Partial<Record<ColumnRole, string>> = {
    [role]: role === "credit"
      ? magnitudeCell(c.money, minor, block.account.currency)
      : balanceValue(c, minor, block.account.currency, role)
  }
  if (c.roles.includes("account")) values.account = block.account.id
  push(
    c,
    summaryCells(c, word(c, key), values, c.rng.chance(0.6) ? day : null, block.account.currency),
    key === "opening_balance" ? "opening-balance" : "closing-balance",
    null,
    c.roles.map(isText)
  )
}

const orderedRows = (c: Context, block: Block): ReadonlyArray<ReadonlyArray<number>> => {
  const ordered = c.t.order === "newest-first" ? [...block.indexes].reverse() : [...block.indexes]
  if (c.t.status !== "sections") return [ordered]
  const isPending = (i: number): boolean => (c.ledger.entries[i] as Entry).status !== "booked"
  const pending = ordered.filter(isPending)
  return pending.length === 0 ? [ordered] : [pending, ordered.filter((i) => !isPending(i))]
}

const writeBlock = (
  c: Context,
  block: Block,
  balances: ReadonlyMap<number, number>,
  bookingDates: Array<string>,
  entryDates: Map<number, string>
): void => {
  if (c.t.accounts === "two-blocks" || c.t.accountLine === "yes") writeAccountLine(c, block.account)
  writeHeader(c, block.account.currency, "header")
  if (c.t.footer === "balance-rows") balanceRow(c, block, "opening_balance")
  const pageSize = c.rng.int(12, 30)
  let written = 0
  let page = 1
  const sections = orderedRows(c, block)
  sections.forEach((rows, s) => {
    if (sections.length > 1) push(c, [word(c, s === 0 ? "pending_section" : "booked_section")], "section-heading")
    for (const index of rows) {
      if (c.t.pageHeaders === "yes" && written > 0 && written % pageSize === 0) {
        page += 1
        if (c.rng.chance(0.5)) blankLine(c)
        push(c, [`${word(c, "page")} ${page}`], "page-title")
        writeHeader(c, block.account.currency, "repeated-header")
      }
      if (c.t.blankLines === "spacers" && written > 0 && c.rng.chance(0.12)) blankLine(c)
      writeEntryRow(c, index, balances, bookingDates, entryDates)
      written += 1
    }
  })
  writeFooter(c, block)
}

/**
 * Writes a ledger as a bank export in a layout: preamble, one table per block (or one table
 * with an account column), page headers, spacers, set-aside rows and summaries, each line
 * recorded with what it is.
 */
export const writeLedger = (rng: Rng, t: Traits, ledger: Ledger, holder: string): Rendering => {
  const c = makeContext(rng, t, ledger)
  const balances = balancesOf(ledger)
  writePreamble(c, holder)
  const all = ledger.entries.map((_, i) => i)
  const blocks: ReadonlyArray<Block> = t.accounts === "two-blocks"
    ? ledger.accounts.map((account, a) => ({
      account,
      indexes: all.filter((i) => (ledger.entries[i] as Entry).account === a)
    }))
    : [{ account: ledger.accounts[0] as Account, indexes: all }]
  const bookingDates: Array<Array<string>> = []
  const entryDates = new Map<number, string>()
  blocks.forEach((block, b) => {
    if (b > 0) blankLine(c)
    const dates: Array<string> = []
    writeBlock(c, block, balances, dates, entryDates)
    bookingDates.push(dates)
  })
  return {
    lines: c.lines,
    roles: c.roles,
    delimiter: c.delimiter,
    textLanguage: c.language,
    money: c.money,
    vocabulary: [...c.vocabulary],
    moneyTexts: c.moneyTexts,
    bookedDates: bookingDates,
    otherDates: c.otherDates,
    entryDates
  }
}
