import type { AccountHolder } from "@statement-engine/intake"
import type { FileTransactions, StatementsRead } from "@statement-engine/intake"

/** A word joining two people's names on one holder line: "J SMITH & A SMITH", "Max und Erika Muster". */
const JOINING = / (?:&|\+|and|und|et|en|i|ir|oraz) /i

const normalised = (name: string) => name.trim().replace(/\s+/g, " ").toUpperCase()

const holdersByAccount = (files: ReadonlyArray<FileTransactions>): ReadonlyMap<string, ReadonlySet<string>> => {
  const byAccount = new Map<string, Set<string>>()
  const add = (h: AccountHolder) => {
    const names = byAccount.get(h.account) ?? new Set<string>()
    names.add(normalised(h.name))
    byAccount.set(h.account, names)
  }
  for (const file of files) for (const holder of file.holders) add(holder)
  return byAccount
}

/** Accounts the files show as held by two or more people: two holder names, or one naming two people. */
export const jointAccounts = (files: ReadonlyArray<FileTransactions>): ReadonlySet<string> => {
  const joint = new Set<string>()
  for (const [account, names] of holdersByAccount(files)) {
    if (names.size > 1 || [...names].some((n) => JOINING.test(n))) joint.add(account)
  }
  return joint
}

/**
 * Accounts the files show in another name than the upload's principal holder (the name that holds
 * the most accounts; on a tie, the one whose accounts have the most transactions): someone else's
 * account the applicant can see. Accounts whose holder the files do not name are never counted.
 */
export const sharedAccounts = (files: ReadonlyArray<FileTransactions>): ReadonlySet<string> => {
  const byAccount = holdersByAccount(files)
  const rows = new Map<string, number>()
  for (const file of files) for (const tx of file.transactions) rows.set(tx.account, (rows.get(tx.account) ?? 0) + 1)
  const weight = new Map<string, { accounts: number; rows: number }>()
  for (const [account, names] of byAccount) {
    for (const name of names) {
      const w = weight.get(name) ?? { accounts: 0, rows: 0 }
      weight.set(name, { accounts: w.accounts + 1, rows: w.rows + (rows.get(account) ?? 0) })
    }
  }
  let principal: string | undefined
  let best = { accounts: 0, rows: -1 }
  for (const [name, w] of weight) {
    if (w.accounts > best.accounts || (w.accounts === best.accounts && w.rows > best.rows)) {
      ;[principal, best] = [name, w]
    }
  }
  const shared = new Set<string>()
  for (const [account, names] of byAccount) if (principal !== undefined && !names.has(principal)) shared.add(account)
  return shared
}

/** The read upload without the accounts `params.drop_joint_accounts` / `drop_shared_accounts` leave out. */
export const withoutDroppedAccounts = (
  read: StatementsRead,
  params: { readonly drop_joint_accounts?: boolean | undefined; readonly drop_shared_accounts?: boolean | undefined }
): StatementsRead => {
  const dropped = new Set<string>([
    ...(params.drop_joint_accounts === true ? jointAccounts(read.files) : []),
    ...(params.drop_shared_accounts === true ? sharedAccounts(read.files) : [])
  ])
  if (dropped.size === 0) return read
  const kept = <T extends { readonly account: string }>(xs: ReadonlyArray<T>) =>
    xs.filter((x) => !dropped.has(x.account))
  return {
    ...read,
    transactions: kept(read.transactions),
    files: read.files.map((file) => ({ ...file, transactions: kept(file.transactions), holders: kept(file.holders) }))
  }
}
