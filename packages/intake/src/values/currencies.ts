import { Schema } from "effect"
import signsData from "./currency-signs.json" with { type: "json" }

const THREE_DECIMALS = new Set(["BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND"])
const NO_DECIMALS = new Set([
  "BIF",
  "CLP",
  "DJF",
  "GNF",
  "ISK",
  "JPY",
  "KMF",
  "KRW",
  "PYG",
  "RWF",
  "UGX",
  "VND",
  "VUV",
  "XAF",
  "XOF",
  "XPF"
])

/**
 * Digits after the decimal point in a currency's minor unit (ISO 4217; 2 when unknown). Amounts of
 * a currency not known at all (`XXX`, the file names none) keep three, the most any currency has:
 * a dinar statement read without its currency loses no digit.
 */
export const minorUnits = (currency: string): number =>
  THREE_DECIMALS.has(currency) || currency === "XXX" ? 3 : NO_DECIMALS.has(currency) ? 0 : 2

/** Rounds a major-unit amount to the currency's minor unit (half away from zero). */
export const roundToMinor = (amount: number, currency: string): number => {
  const f = minorFactor(currency)
  const r = Math.round(Math.abs(amount) * f + 1e-7) / f
  return amount < 0 && r !== 0 ? -r : r
}

const factors = new Map<string, number>()
let lastCurrency = ""
let lastFactor = 100

/** 10 to the power of the currency's minor units (100 for EUR), looked up once per currency. */
export const minorFactor = (currency: string): number => {
  // statements repeat one currency row after row
  if (currency === lastCurrency) return lastFactor
  let f = factors.get(currency)
  if (f === undefined) {
    f = 10 ** minorUnits(currency)
    factors.set(currency, f)
  }
  lastCurrency = currency
  lastFactor = f
  return f
}

/** Currency signs and local abbreviations as banks print them beside amounts, lower-cased, and the code each stands for. */
const SIGNS: ReadonlyMap<string, string> = new Map(
  Object.entries(Schema.decodeUnknownSync(Schema.Record({ key: Schema.String, value: Schema.String }))(signsData))
)

const CODES = new Set(
  ("AED AUD BGN BHD BRL CAD CHF CLP CNY CZK DKK EGP EUR GBP GEL HKD HRK HUF IDR ILS INR ISK JOD JPY KES KRW KWD MAD MKD MXN " +
    "MYR NGN NOK NZD OMR PHP PKR PLN QAR RON RSD RUB SAR SEK SGD THB TND TRY TWD UAH USD VND ZAR XXX LTL LVL EEK DEM FRF ITL ESP NLG BEF ATS IEP")
    .split(" ")
)

/** True for an ISO 4217 code this engine knows. */
export const isKnownCurrency = (code: string): boolean => CODES.has(code)

/** The ISO code a currency token stands for (`£`, `zł`, `EUR`, ...), if it is one. */
export const currencyOfToken = (token: string): string | undefined => {
  const t = token.trim()
  const upper = t.toUpperCase()
  if (CODES.has(upper) && (upper === t || t === t.toLowerCase())) return upper
  return SIGNS.get(t.toLowerCase())
}

/** True for a well-formed ISO 4217-style code. */
export const isCurrencyCode = (s: string): boolean => /^[A-Z]{3}$/.test(s)

/** Signs several currencies write (`$`, `kr`): the currency they default to and the others that use them. */
const SHARED_SIGNS: ReadonlyMap<string, ReadonlyArray<string>> = new Map([
  ["$", ["USD", "CAD", "AUD", "NZD", "SGD", "HKD", "MXN"]],
  ["us$", ["USD"]],
  ["kr", ["SEK", "NOK", "DKK", "ISK"]],
  ["kr.", ["SEK", "NOK", "DKK", "ISK"]]
])

/** The currencies a sign may stand for when several write it (`$`: USD, CAD, …); undefined for a sign of one currency. */
export const sharedSign = (token: string): ReadonlyArray<string> | undefined => {
  const family = SHARED_SIGNS.get(token.trim().toLowerCase())
  return family !== undefined && family.length > 1 ? family : undefined
}

/** The currencies that write the same sign as a currency's default (USD → USD, CAD, …), if it shares one. */
export const sharedSignFamily = (currency: string): ReadonlyArray<string> | undefined =>
  [...SHARED_SIGNS.values()].find((family) => family.length > 1 && family[0] === currency)
