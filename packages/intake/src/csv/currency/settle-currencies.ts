import { lastBookingDate, type ReadContext, type UnstatedCurrency, unstatedCurrency } from "../../read-context.js"
import { isKnownCurrency, roundToMinor } from "../../values/currencies.js"
import type { CsvBody, CsvLayout, Draft } from "../csv-shapes.js"
import { type SharedSignCurrency, sharedSignCurrency } from "./shared-sign.js"

/** The body with every row in a currency, where that came from, and whether the country may change it. */
export interface CurrenciesSettled {
  readonly body: CsvBody
  readonly source: string
  readonly awaitsCountry: boolean
}

/** The rows with those without a currency given `currencyOf` theirs: a row that has one is the same object. */
const withCurrencies = (drafts: ReadonlyArray<Draft>, currencyOf: (d: Draft) => string): ReadonlyArray<Draft> =>
  drafts.map((d) => (d.currency !== "" ? d : { ...d, currency: currencyOf(d) }))

/**
 * Gives the rows of each account whose amounts carry only a shared sign (`$`, `kr`) a currency of
 * that sign's family (`sharedSignCurrency`); answers where the first account's came from.
 */
const settleSharedSign = (
  body: CsvBody,
  layout: CsvLayout,
  context: ReadContext
): { readonly drafts: ReadonlyArray<Draft>; readonly settled: SharedSignCurrency } => {
  const sign = body.sharedSign ?? ""
  const byAccount = new Map<string, SharedSignCurrency>()
  let first: SharedSignCurrency | undefined
  const drafts = withCurrencies(body.drafts, (d) => {
    let settled = byAccount.get(d.account)
    if (settled === undefined) {
      settled = sharedSignCurrency(sign, d.account, layout.preamble.currency, body.tokenCurrencies, context)
      byAccount.set(d.account, settled)
    }
    first ??= settled
    return settled.currency
  })
  return { drafts, settled: first ?? { currency: sign, source: "the amounts' sign" } }
}

const mostCommon = (m: ReadonlyMap<string, number>): string | undefined => {
  let best: string | undefined
  let n = 0
  for (const [k, v] of m) if (v > n) [best, n] = [k, v]
  return best
}

/**
 * Gives rows without a currency of their own the file's (preamble, else the one most amounts
 * name, else the account's IBAN's, else the process-time country's), rounds every amount to its
 * currency's minor unit, and warns about unknown codes. Answers where the currency came from.
 */
export const settleCurrencies = (
  name: string,
  body: CsvBody,
  layout: CsvLayout,
  context: ReadContext
): CurrenciesSettled => {
  const source = body.currencySources.size > 0 ? `from ${[...body.currencySources].join(", ")}` : "none needed"
  if (body.unknownCurrency && body.sharedSign !== undefined) {
    const { drafts, settled } = settleSharedSign(body, layout, context)
    const awaitsCountry = settled.usual === true && context.provisional === true
    return finishCurrencies({ ...body, drafts }, `from ${settled.source}`, awaitsCountry)
  }
  if (!body.unknownCurrency) return finishCurrencies(body, source, false)
  const fromFile = layout.preamble.currency ?? mostCommon(body.tokenCurrencies)
  if (fromFile !== undefined) {
    const drafts = withCurrencies(body.drafts, () => fromFile)
    const where = layout.preamble.currency !== undefined ? "the lines above the header" : "the amounts"
    return finishCurrencies({ ...body, drafts }, `from ${where}`, false)
  }
  const settled = accountCurrencies(name, body, context)
  return finishCurrencies(settled.body, `not in the file: from ${settled.source}`, settled.awaitsCountry)
}

/**
 * Each account's rows without a currency take their own account's (its IBAN's country, else an IBAN in
 * the file's name, else the process-time country's): a file of several accounts may keep them in several.
 */
const accountCurrencies = (name: string, body: CsvBody, context: ReadContext): CurrenciesSettled => {
  const on = lastBookingDate(body.drafts)
  const byAccount = new Map<string, UnstatedCurrency>()
  const drafts = withCurrencies(body.drafts, (d) => {
    let unstated = byAccount.get(d.account)
    if (unstated === undefined) {
      unstated = unstatedCurrency(d.account || name, context, on, name)
      byAccount.set(d.account, unstated)
    }
    return unstated.currency
  })
  const all = [...byAccount.values()]
  const warnings = all.some((u) => u.currency === "XXX")
    ? [
      ...body.warnings,
      `the currency is not stated in "${name}"; amounts are reported in "XXX" (pass options.currency or give the country at processing)`
    ]
    : body.warnings
  return {
    body: { ...body, drafts, warnings },
    source: [...new Set(all.map((u) => u.source))].join(", "),
    awaitsCountry: all.some((u) => u.awaitsCountry)
  }
}

/** The row with its amount and balance rounded to its currency's minor unit: the same object when both already are. */
const rounded = (d: Draft): Draft => {
  const amount = roundToMinor(d.amount, d.currency)
  const balance = d.balance_after === null ? null : roundToMinor(d.balance_after, d.currency)
  return Object.is(amount, d.amount) && Object.is(balance, d.balance_after)
    ? d
    : { ...d, amount, balance_after: balance }
}

/** Rounds every amount to its currency's minor unit and warns about unknown codes. */
const finishCurrencies = (body: CsvBody, source: string, awaitsCountry: boolean): CurrenciesSettled => {
  const drafts = body.drafts.map(rounded)
  let checked = ""
  let warnings = body.warnings
  for (const t of drafts) {
    if (t.currency === checked) continue
    if (!isKnownCurrency(t.currency)) {
      warnings = [...warnings, "some currency codes are not known ISO 4217 codes"]
      break
    }
    checked = t.currency
  }
  return { body: { ...body, drafts, warnings }, source, awaitsCountry }
}
