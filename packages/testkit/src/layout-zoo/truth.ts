import { isoOf } from "./calendar.js"
import { cedillaRomanian, type EncodedText, encodeText } from "./encode.js"
import {
  columnsEvidence,
  currencyEvidence,
  dateOrderEvidence,
  decimalEvidence,
  encodingEvidence,
  type Evidence,
  expectedOutcome,
  type RefusalReason
} from "./evidence.js"
import type { Entry, EntryStatus, Ledger } from "./ledger.js"
import { decimalString, minorDigits } from "./money.js"
import type { Traits } from "./traits.js"
import type { LineKind, Rendering } from "./write-context.js"

/** A transaction the file holds, as a careful reader must get it. */
export interface TrueTransaction {
  /** 1-based line of the file it is written on. */
  readonly line: number
  readonly account: string
  readonly bookingDate: string
  readonly amount: string
  readonly currency: string
  readonly description: string
  readonly counterparty: string | null
  /** `booked`, or the pending kind of a row the running balance shows as already applied. */
  readonly status: EntryStatus
  /** Index of the ledger entry it was written from. */
  readonly entry: number
}

/** A line of the file that is not a transaction, and what it is. */
export interface SetAsideLine {
  readonly line: number
  readonly kind: Exclude<LineKind, "transaction">
}

/** What a careful reader, given the file and the country, must read from it, or why it must refuse. */
export interface FileTruth {
  /** The country the user gives at process time. */
  readonly country: string
  readonly expected: { readonly outcome: "read" } | { readonly outcome: "refuse"; readonly reason: RefusalReason }
  readonly evidence: Evidence
  /** The encoding the bytes are in. */
  readonly encoding: string
  /** Booked transactions in file order. */
  readonly transactions: ReadonlyArray<TrueTransaction>
  /** Net amount per currency, exact decimal strings. */
  readonly net: Readonly<Record<string, string>>
  readonly firstBookingDate: string | null
  readonly lastBookingDate: string | null
  readonly setAside: ReadonlyArray<SetAsideLine>
}

/** A written file: its bytes, the text they hold, and its truth. */
export interface WrittenFile {
  readonly bytes: Uint8Array
  readonly text: string
  readonly truth: FileTruth
}

const netOf = (txs: ReadonlyArray<{ readonly minor: number; readonly currency: string }>): Record<string, string> => {
  const sums = new Map<string, number>()
  for (const tx of txs) sums.set(tx.currency, (sums.get(tx.currency) ?? 0) + tx.minor)
  return Object.fromEntries(
    [...sums].sort(([a], [b]) => a.localeCompare(b)).map(([c, m]) => [c, decimalString(m, minorDigits(c))])
  )
}

/** Joins a rendering's lines, encodes them and derives the truth a careful reader must reach. */
export const finishFile = (
  t: Traits,
  ledger: Ledger,
  r: Rendering,
  lineEnd: string,
  finalNewline: boolean
): WrittenFile => {
  const raw = r.lines.map((l) => l.text).join(lineEnd) + (finalNewline ? lineEnd : "")
  const encoded: EncodedText = encodeText(raw, t)
  const recoded = encoded.text !== raw
  const vocabulary = recoded ? r.vocabulary.map(cedillaRomanian) : r.vocabulary
  const transactions: Array<TrueTransaction & { readonly minor: number }> = []
  const setAside: Array<SetAsideLine> = []
  r.lines.forEach((l, i) => {
    const entry = l.entry === null ? null : (ledger.entries[l.entry] as Entry)
    if (l.kind !== "transaction" || entry === null || l.entry === null) {
      setAside.push({ line: i + 1, kind: l.kind === "transaction" ? "blank" : l.kind })
      return
    }
    const account = ledger.accounts[entry.account]
    if (account === undefined) throw new Error("layout zoo: entry of an unknown account")
    const text = (s: string): string => (recoded ? cedillaRomanian(s) : s)
    transactions.push({
      line: i + 1,
      account: account.id,
      bookingDate: isoOf(entry.day),
      amount: decimalString(entry.minor, minorDigits(account.currency)),
      minor: entry.minor,
      currency: account.currency,
      description: text(entry.description),
      counterparty: entry.counterparty === null ? null : text(entry.counterparty),
      status: entry.status,
      entry: l.entry
    })
  })
  const counted = transactions.map((tx) => r.entryDates.get(tx.entry) ?? "")
  const evidence: Evidence = {
    dateOrder: dateOrderEvidence(t, r, counted),
    decimal: decimalEvidence(t, r.moneyTexts),
    encoding: encodingEvidence(encoded, vocabulary),
    currency: currencyEvidence(t),
    columns: columnsEvidence(t)
  }
  const dates = transactions.map((tx) => tx.bookingDate).sort()
  return {
    bytes: encoded.bytes,
    text: encoded.text,
    truth: {
      country: t.country,
      expected: expectedOutcome(evidence),
      evidence,
      encoding: encoded.encoding,
      transactions: transactions.map(({ minor: _minor, ...tx }) => tx),
      net: netOf(transactions),
      firstBookingDate: dates[0] ?? null,
      lastBookingDate: dates[dates.length - 1] ?? null,
      setAside
    }
  }
}
