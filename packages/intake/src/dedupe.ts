import type { Transaction } from "./transaction.js"

/** The account as the file states it; a file-name fallback says nothing, so it is left out of keys. */
const statedAccount = (t: Transaction): string => (t.account === t.source_file ? "" : t.account)
const contentKey = (t: Transaction): string =>
  `c|${statedAccount(t)}|${t.booking_date}|${t.amount}|${t.currency}|${t.description}`
const referenceKey = (t: Transaction): string => `r|${statedAccount(t)}|${t.reference ?? ""}|${t.amount}`

/** References identify transactions only when no two rows of the file share one. */
const referencesAreIds = (txs: ReadonlyArray<Transaction>): boolean => {
  const seen = new Set<string>()
  for (const t of txs) {
    if (t.reference === null) return false
    if (seen.has(t.reference)) return false
    seen.add(t.reference)
  }
  return txs.length > 0
}

/**
 * Drops transactions of later files that an earlier file already holds (same bank reference,
 * or the same account, date, amount and description). Rows repeated inside one file are kept:
 * a key seen n times in earlier files removes at most n rows of a later file.
 */
export const dropCrossFileDuplicates = (
  files: ReadonlyArray<ReadonlyArray<Transaction>>
): { readonly kept: ReadonlyArray<ReadonlyArray<Transaction>>; readonly dropped: ReadonlyArray<number> } => {
  if (files.length <= 1) return { kept: files, dropped: files.map(() => 0) }
  const seenContent = new Map<string, number>()
  const seenRefs = new Map<string, number>()
  const kept: Array<ReadonlyArray<Transaction>> = []
  const dropped: Array<number> = []
  files.forEach((txs, index) => {
    const byRef = referencesAreIds(txs)
    const budgetContent = index === 0 ? seenContent : new Map(seenContent)
    const budgetRefs = index === 0 ? seenRefs : new Map(seenRefs)
    const out: Array<Transaction> = []
    let n = 0
    for (const t of txs) {
      const ck = contentKey(t)
      const rk = byRef ? referenceKey(t) : undefined
      const refLeft = rk === undefined ? 0 : (budgetRefs.get(rk) ?? 0)
      const contentLeft = budgetContent.get(ck) ?? 0
      if (refLeft > 0 || contentLeft > 0) {
        if (rk !== undefined && refLeft > 0) budgetRefs.set(rk, refLeft - 1)
        if (contentLeft > 0) budgetContent.set(ck, contentLeft - 1)
        n++
        continue
      }
      out.push(t)
    }
    if (index < files.length - 1) {
      for (const t of out) {
        const ck = contentKey(t)
        seenContent.set(ck, (seenContent.get(ck) ?? 0) + 1)
        if (byRef) {
          const rk = referenceKey(t)
          seenRefs.set(rk, (seenRefs.get(rk) ?? 0) + 1)
        }
      }
    }
    kept.push(out)
    dropped.push(n)
  })
  return { kept, dropped }
}
