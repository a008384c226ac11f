import { countryCurrency, ibanCurrency, type ReadContext } from "../../read-context.js"
import { sharedSignFamily } from "../../values/currencies.js"

/** The currency rows printing only a sign several currencies write take, and where it came from. */
export interface SharedSignCurrency {
  readonly currency: string
  readonly source: string
  /** True when nothing but the sign's usual currency settled it: the process-time country may. */
  readonly usual?: boolean
}

/**
 * The currency of an account whose amounts carry only a sign several currencies write (`$`, `kr`;
 * `sign` is the sign's usual currency): never a currency outside that sign's family, however many
 * rows of another account name one. The account's IBAN, then the lines above the header, then the
 * process-time country, then the one member of the family the file names, else the sign's usual one.
 */
export const sharedSignCurrency = (
  sign: string,
  account: string,
  preamble: string | undefined,
  named: ReadonlyMap<string, number>,
  context: ReadContext
): SharedSignCurrency => {
  const family = sharedSignFamily(sign) ?? [sign]
  const fits = (c: string | undefined): c is string => c !== undefined && family.includes(c)
  const iban = ibanCurrency(account.replace(/\s/g, ""))
  if (fits(iban)) {
    return { currency: iban, source: `the amounts' sign, read by the account's IBAN (${account.slice(0, 2)})` }
  }
  if (fits(preamble)) return { currency: preamble, source: "the amounts' sign, read by the lines above the header" }
  const country = context.country === undefined ? undefined : countryCurrency(context.country)
  if (fits(country)) {
    return {
      currency: country,
      source: `the amounts' sign, read by the country given at processing (${context.country})`
    }
  }
  const members = [...named.keys()].filter(fits)
  const [only] = members
  if (members.length === 1 && only !== undefined) {
    return { currency: only, source: `the amounts' sign, read as the one ${only} the file names` }
  }
  return { currency: sign, source: `the amounts' sign, read as its usual currency ${sign}`, usual: true }
}
