import { type Country, localeOf } from "@statement-engine/analysis"

/** The locale a country's people read numbers in (BCP 47), from the country's profile. */
export { localeOf }

/** Formats numbers of one report: money in its currency, counts and shares, in the country's locale. */
export interface NumberFormats {
  readonly locale: string
  readonly money: (amount: number | null, currency: string) => string
  readonly count: (n: number | null) => string
  readonly share: (ratio: number | null) => string
}

/** A currency's formatter; a code Intl does not accept (not three letters) prints as the plain number and the code. */
const moneyFormat = (locale: string, currency: string): (amount: number) => string => {
  try {
    const format = new Intl.NumberFormat(locale, { style: "currency", currency })
    return (amount) => format.format(amount)
  } catch {
    const plain = new Intl.NumberFormat(locale, { maximumFractionDigits: 2, minimumFractionDigits: 2 })
    return (amount) => `${plain.format(amount)} ${currency}`
  }
}

/** The number formats of a country's locale; "–" stands for a missing value. */
export const numberFormats = (country: Country): NumberFormats => {
  const locale = localeOf(country)
  const byCurrency = new Map<string, (amount: number) => string>()
  const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 })
  const share = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 })
  return {
    locale,
    money: (amount, currency) => {
      if (amount === null) return "–"
      let format = byCurrency.get(currency)
      if (format === undefined) byCurrency.set(currency, format = moneyFormat(locale, currency))
      return format(amount)
    },
    count: (n) => (n === null ? "–" : count.format(n)),
    share: (ratio) => (ratio === null ? "–" : share.format(ratio))
  }
}
