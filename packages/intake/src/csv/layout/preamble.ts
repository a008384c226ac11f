import { currencyOfToken } from "../../values/currencies.js"
import { ibanChecks, ibanIn } from "../../values/iban.js"
import type { CsvRecord } from "../records/csv-records.js"
import { rolesOfHeader } from "../vocabulary/header-vocabulary.js"

const IBAN = /\b([A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?)\b/

/** What the lines before the header say about the account, its holder and currency. */
export interface PreambleFacts {
  readonly account: string | undefined
  readonly currency: string | undefined
  readonly holder: string | undefined
}

/** A holder label, in the languages of the supported countries, with the name after it or in the next cell. */
const HOLDER =
  /^(?:account holder|kontoinhaber(?:in)?|inhaber|titulaire(?: du compte)?|titular(?: de la cuenta)?|intestatario|rekeninghouder|w[łl]a[śs]ciciel(?: rachunku)?|s[ąa]skaitos savininkas)\s*[:;]?\s*(.*)$/i

/** Looks for an IBAN, a holder line and a lone currency code in preamble lines. */
export const readPreamble = (records: ReadonlyArray<CsvRecord>): PreambleFacts => {
  let account: string | undefined
  let currency: string | undefined
  let holder: string | undefined
  for (const r of records) {
    r.cells.forEach((cell, i) => {
      const label = HOLDER.exec(cell.trim())
      if (holder === undefined && label !== null) {
        const name = (label[1] ?? "").trim() || (r.cells.slice(i + 1).find((c) => c.trim() !== "") ?? "").trim()
        if (name !== "") holder = name
      }
    })
    account ??= labelledAccount(r.cells)
    for (const cell of r.cells) {
      if (account === undefined) {
        const m = IBAN.exec(cell)
        if (m?.[1] !== undefined) account = m[1].replace(/ /g, "")
      }
      const bare = cell.replace(/^[:\s]+/, "")
      if (currency === undefined && /^[A-Z]{3}$/.test(bare)) currency = currencyOfToken(bare)
    }
  }
  // an IBAN in lower case or amid other words counts only when its check digits hold
  account ??= records.flatMap((r) => r.cells).map(ibanIn).find((iban) => iban !== undefined)
  return { account, currency: currency ?? namedInText(records), holder }
}

/** An account number as banks print it: 6 to 34 digits, spaces or dashes between groups allowed. */
const ACCOUNT_NUMBER = /^\d(?:[ -]?\d){5,33}$/

/**
 * The account number a line names after an account label ("Numéro de compte;374920090102",
 * "Kontonummer: 1234 5678 90"): a block's own account, so its pending rows and printed balances are
 * judged against its own rows, not another account's.
 */
const labelledAccount = (cells: ReadonlyArray<string>): string | undefined => {
  const filled = cells.map((c) => c.trim()).filter((c) => c !== "")
  const [first, second] = filled
  if (first === undefined) return undefined
  const colon = first.indexOf(":")
  const [label, value] = colon > 0 ? [first.slice(0, colon), first.slice(colon + 1).trim() || second] : [first, second]
  if (value === undefined) return undefined
  const compact = value.replace(/[ -]/g, "")
  const iban = ibanChecks(compact.toUpperCase())
  if (!iban && !ACCOUNT_NUMBER.test(value)) return undefined
  const role = rolesOfHeader(label)[0]
  return role === "account" || (iban && /^\s*iban\s*$/i.test(label))
    ? (iban ? compact.toUpperCase() : compact)
    : undefined
}

/**
 * The account a line of its own names inside the rows ("Account: GB29 NWBK …", "Konto;DE89…"): the
 * rows below it are that account's, until the next such line.
 */
export const accountLine = (cells: ReadonlyArray<string>): string | undefined => {
  let filled = 0
  for (const c of cells) if (c !== "" && ++filled > 2) return undefined
  return filled === 0 ? undefined : labelledAccount(cells)
}

/** Signs that name one currency only ("kr" and "$" name several). */
const SIGN = /(€|£|zł|Kč|Ft|¥)/u

/**
 * The one currency the preamble's words name: a code written in capitals as a word of its own
 * ("BE53 5271 8880 4337 RON", "Currency: EUR") or a sign of one currency; none when they name several.
 */
const namedInText = (records: ReadonlyArray<CsvRecord>): string | undefined => {
  const found = new Set<string>()
  for (const r of records) {
    for (const cell of r.cells) {
      for (const word of cell.split(/[^\p{L}\p{Sc}]+/u)) {
        const code = /^[A-Z]{3}$/.test(word) || SIGN.test(word) ? currencyOfToken(word) : undefined
        if (code !== undefined && code !== "XXX") found.add(code)
      }
    }
  }
  return found.size === 1 ? [...found][0] : undefined
}
