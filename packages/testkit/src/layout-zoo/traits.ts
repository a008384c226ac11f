import type { Rng } from "./rng.js"
import { countryProfiles, required } from "./tables.js"

/** Every independent axis of a layout and the values it can take. */
export const traitAxes = {
  country: [...countryProfiles.keys()],
  follows: ["country", "free"],
  headerLanguage: [
    "en-GB",
    "en-US",
    "en-IE",
    "de",
    "fr",
    "es",
    "it",
    "nl",
    "pl",
    "lt",
    "lv",
    "et",
    "fi",
    "sv",
    "da",
    "nb",
    "pt",
    "cs",
    "sk",
    "hu",
    "ro",
    "sl",
    "hr",
    "el",
    "none"
  ],
  headerCase: ["as-written", "upper", "lower", "camel", "snake"],
  dateFormat: [
    "dd.mm.yyyy",
    "dd/mm/yyyy",
    "mm/dd/yyyy",
    "yyyy-mm-dd",
    "d.m.yy",
    "dd-mon-yyyy",
    "yyyymmdd",
    "dd-mm-yyyy",
    "m/d/yyyy",
    "dd/mm/yy",
    "dd.mm.yy",
    "yyyy.mm.dd",
    "yyyy/mm/dd",
    "yyyy-mm-dd hh:mm"
  ],
  valueDate: ["yes", "no"],
  decimal: ["point", "comma"],
  thousands: ["none", "comma", "dot", "space", "nbsp", "apostrophe"],
  currencyPlacement: ["column", "code-in-amount", "sign-in-amount", "header", "preamble", "iban", "nowhere"],
  accountCurrency: ["home", "foreign"],
  direction: [
    "signed",
    "signed-plus",
    "debit-credit",
    "debit-negative",
    "indicator",
    "cr-dr-suffix",
    "parentheses",
    "trailing-minus",
    "card-charges"
  ],
  delimiter: ["comma", "semicolon", "tab", "pipe"],
  quoting: ["minimal", "all", "text"],
  lineEnding: ["lf", "crlf"],
  preamble: ["none", "title", "full"],
  accountLine: ["yes", "no"],
  footer: ["none", "closing-balance", "totals", "turnover", "balance-rows"],
  pageHeaders: ["yes", "no"],
  blankLines: ["none", "spacers"],
  ragged: ["none", "short", "long"],
  accounts: ["one", "two-blocks", "account-column"],
  balance: ["yes", "no"],
  order: ["oldest-first", "newest-first"],
  status: ["none", "column", "negated-column", "date-marker", "sections"],
  pendingApplied: ["yes", "no"],
  encoding: ["utf-8", "utf-8-bom", "utf-16le", "utf-16be", "windows", "iso"],
  size: ["short", "month", "quarter"]
} as const

/** The name of one trait axis. */
export type TraitAxis = keyof typeof traitAxes
/** One layout: a value on every axis. */
export type Traits = { readonly [A in TraitAxis]: (typeof traitAxes)[A][number] }

const decimalChar = { point: ".", comma: "," } as const
const thousandsChar = { none: "", comma: ",", dot: ".", space: " ", nbsp: "\u00a0", apostrophe: "'" } as const

/** The decimal separator a layout writes. */
export const decimalOf = (t: Traits): string => decimalChar[t.decimal]
/** The thousands separator a layout writes ("" for none). */
export const thousandsOf = (t: Traits): string => thousandsChar[t.thousands]

const thousandsValue = (c: string): Traits["thousands"] =>
  c === ","
    ? "comma"
    : c === "."
    ? "dot"
    : c === "space"
    ? "space"
    : c === "nbsp"
    ? "nbsp"
    : c === "'"
    ? "apostrophe"
    : "none"
const delimiterValue = (
  c: string
): Traits["delimiter"] => (c === "," ? "comma" : c === "tab" ? "tab" : c === "|" ? "pipe" : "semicolon")

const draw = <A extends TraitAxis>(rng: Rng, axis: A): Traits[A] => rng.pick(traitAxes[axis]) as Traits[A]

/**
 * Draws every axis independently; with `follows: country` the header language, date format,
 * number style and delimiter come from the country's own conventions instead.
 */
export const drawTraits = (rng: Rng): Traits => {
  const raw = Object.fromEntries(
    (Object.keys(traitAxes) as Array<TraitAxis>).map((axis) => [axis, draw(rng, axis)])
  ) as {
    -readonly [A in TraitAxis]: Traits[A]
  }
  if (raw.follows === "country") {
    const p = required(countryProfiles, raw.country, "country profile")
    if (raw.headerLanguage !== "none") raw.headerLanguage = p.language as Traits["headerLanguage"]
    raw.dateFormat = rng.pick(p.dateFormats) as Traits["dateFormat"]
    raw.decimal = p.decimal === "," ? "comma" : "point"
    raw.thousands = thousandsValue(rng.pick(p.thousands))
    raw.delimiter = delimiterValue(rng.pick(p.delimiter))
  }
  return resolveTraits(raw)
}

/**
 * Makes a drawn combination writable: the thousands separator differs from the decimal one,
 * a headerless file has no header-only traits, a card statement has no running balance, and
 * "pending shown as applied" needs a balance and a status that keeps the row's date.
 */
export const resolveTraits = (drawn: Traits): Traits => {
  const t = { ...drawn } as { -readonly [A in TraitAxis]: Traits[A] }
  if (thousandsOf(t) === decimalOf(t)) t.thousands = "none"
  if (t.headerLanguage === "none") {
    t.headerCase = "as-written"
    t.valueDate = "no"
    if (t.currencyPlacement === "header") t.currencyPlacement = "nowhere"
  }
  if (t.direction === "card-charges") {
    t.balance = "no"
    if (t.preamble === "none") t.preamble = "title"
  }
  const profile = required(countryProfiles, t.country, "country profile")
  if (t.currencyPlacement === "iban" && profile.iban === null) t.currencyPlacement = "preamble"
  if (t.accountCurrency === "foreign" && (t.currencyPlacement === "iban" || t.currencyPlacement === "nowhere")) {
    t.currencyPlacement = "column"
  }
  if (t.status === "none" || t.status === "date-marker" || t.balance === "no") t.pendingApplied = "no"
  if (t.size === "short" && t.pageHeaders === "yes") t.pageHeaders = "no"
  return t
}

/** The canonical text of a combination: the input of the held-out hash. */
export const traitKey = (t: Traits): string =>
  (Object.keys(traitAxes) as Array<TraitAxis>).map((a) => `${a}=${t[a]}`).join(";")
