import type { Transaction } from "../transaction.js"

/**
 * The transactions of one account in the order they happened: each file's rows in file order,
 * reversed when the file lists newest first, then merged by booking date (stable, so rows of one
 * day keep their file order).
 */
export const chronological = (txs: ReadonlyArray<Transaction>): ReadonlyArray<Transaction> => {
  const byFile = new Map<string, Array<Transaction>>()
  for (const tx of txs) {
    const list = byFile.get(tx.source.file)
    if (list === undefined) byFile.set(tx.source.file, [tx])
    else list.push(tx)
  }
  const oriented: Array<Transaction> = []
  for (const rows of byFile.values()) {
    const sorted = [...rows].sort((a, b) => a.source.line - b.source.line)
    const first = sorted[0]?.booking_date ?? ""
    const last = sorted[sorted.length - 1]?.booking_date ?? ""
    // no spread: a statement can have more rows than a call can take arguments
    for (const tx of first > last ? sorted.reverse() : sorted) oriented.push(tx)
  }
  return oriented
    .map((tx, i) => ({ tx, i }))
    .sort((a, b) => (a.tx.booking_date < b.tx.booking_date ? -1 : a.tx.booking_date > b.tx.booking_date ? 1 : a.i - b.i))
    .map(({ tx }) => tx)
}
