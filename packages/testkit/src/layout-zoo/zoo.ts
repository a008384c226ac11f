import { drawTextStyle, partyFor } from "./bank-text.js"
import type { MoneyStyle } from "./cells.js"
import { type Slice, sliceOf } from "./held-out.js"
import {
  accountsFor,
  ordinaryEntries,
  startDayFor,
  withDateEvidence,
  withSetAsideRows,
  withThreeDecimalEvidence
} from "./ledger.js"
import type { Account, Ledger } from "./ledger.js"
import { makeRng, type Rng } from "./rng.js"
import type { ColumnRole } from "./tables.js"
import { drawTraits, type Traits } from "./traits.js"
import { type FileTruth, finishFile } from "./truth.js"
import { writeLedger } from "./write-file.js"

/** One generated bank export with its layout and exact truth. */
export interface ZooFile {
  readonly name: string
  readonly slice: Slice
  readonly seed: number
  readonly traits: Traits
  readonly bytes: Uint8Array
  /** The text the bytes hold, for inspection (what the generator wrote). */
  readonly text: string
  readonly truth: FileTruth
  readonly layout: WrittenLayout
}

/** How a file was written, for checking its truth against its bytes independently. */
export interface WrittenLayout {
  readonly roles: ReadonlyArray<ColumnRole>
  readonly delimiter: string
  readonly money: MoneyStyle
  /** Language of the file's words and month names. */
  readonly textLanguage: string
}

/** Draws trait combinations until one falls in the slice (a quarter of them are held out, so this ends fast). */
export const drawTraitsIn = (rng: Rng, slice: Slice): Traits => {
  for (let i = 0; i < 10_000; i++) {
    const t = drawTraits(rng)
    if (sliceOf(t) === slice) return t
  }
  throw new Error(`layout zoo: no combination of the ${slice} slice drawn in 10000 tries`)
}

const lineEndOf = (t: Traits): string => (t.lineEnding === "crlf" ? "\r\n" : "\n")

/** Writes a ledger in a layout and derives its truth: shared by the zoo and the personas. */
export const writeInLayout = (
  rng: Rng,
  t: Traits,
  ledger: Ledger
): { readonly bytes: Uint8Array; readonly text: string; readonly truth: FileTruth; readonly layout: WrittenLayout } => {
  const holder = partyFor(rng, t.country, "person")
  const r = writeLedger(rng, t, ledger, holder)
  const layout: WrittenLayout = { roles: r.roles, delimiter: r.delimiter, money: r.money, textLanguage: r.textLanguage }
  return { ...finishFile(t, ledger, r, lineEndOf(t), rng.chance(0.85)), layout }
}

/** The ledger of an ordinary zoo file: one or two accounts of everyday activity and set-aside rows. */
const zooLedger = (rng: Rng, t: Traits): Ledger => {
  const style = drawTextStyle(rng, t.country)
  const accounts = accountsFor(rng, t)
  const booked = ordinaryEntries(rng, t, accounts, style, startDayFor(rng, t.country))
  const evidenced = withDateEvidence(t, withThreeDecimalEvidence(rng, accounts, booked, style, t.country))
  return { accounts, entries: withSetAsideRows(rng, t, evidenced, style, (accounts[0] as Account).currency) }
}

/** One bank export of a slice, generated from a seed: the same seed always gives the same file. */
export const generateZooFile = (options: { readonly seed: number; readonly slice: Slice }): ZooFile => {
  const rng = makeRng(`layout-zoo:${options.slice}:${options.seed}`)
  const traits = drawTraitsIn(rng, options.slice)
  const written = writeInLayout(rng.fork("write"), traits, zooLedger(rng.fork("ledger"), traits))
  return {
    name: `zoo-${options.slice}-${options.seed}.csv`,
    slice: options.slice,
    seed: options.seed,
    traits,
    ...written
  }
}

/** `count` files of a slice from consecutive seeds starting at `firstSeed`. */
export const generateZooFiles = (slice: Slice, count: number, firstSeed = 1): ReadonlyArray<ZooFile> =>
  Array.from({ length: count }, (_, i) => generateZooFile({ seed: firstSeed + i, slice }))
