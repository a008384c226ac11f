import { countryCurrency, ibanCurrency } from "@statement-engine/intake"
import { Either, Option } from "effect"
import { createHash } from "node:crypto"
import { describe, expect, it } from "vitest"
import {
  categoryTree,
  type Country,
  countryDateOrder,
  homeCurrency,
  localeOf,
  makeCategoriser,
  normalisedCounterparty,
  parseCountry,
  readStatements,
  supportedCountries,
  titleLanguageOf
} from "../src/index.js"

const EU = [
  "AT",
  "BE",
  "BG",
  "HR",
  "CY",
  "CZ",
  "DK",
  "EE",
  "FI",
  "FR",
  "DE",
  "GR",
  "HU",
  "IE",
  "IT",
  "LV",
  "LT",
  "LU",
  "MT",
  "NL",
  "PL",
  "PT",
  "RO",
  "SK",
  "SI",
  "ES",
  "SE"
]
const EEA_ONLY = ["IS", "LI", "NO"]
const OTHERS = ["CH", "GB", "US", "CA", "AU", "NZ"]

describe("supported countries", () => {
  it("are the EU, the EEA, Switzerland, the UK, the US, Canada, Australia and New Zealand, no more", () => {
    expect(EU).toHaveLength(27)
    expect([...supportedCountries].sort()).toEqual([...EU, ...EEA_ONLY, ...OTHERS].sort())
  })

  it("parses every code case-insensitively, UK as GB and EL as GR, and refuses the rest", () => {
    for (const code of supportedCountries) {
      expect(parseCountry(code)).toEqual(Option.some(code))
      expect(parseCountry(code.toLowerCase())).toEqual(Option.some(code))
      expect(parseCountry(` ${code[0]}${code[1]?.toLowerCase()} `)).toEqual(Option.some(code))
    }
    expect(parseCountry("uk")).toEqual(Option.some("GB"))
    expect(parseCountry("el")).toEqual(Option.some("GR"))
    for (const unknown of ["JP", "TN", "XX", "", "GBR", "EU", "U"]) expect(parseCountry(unknown)).toEqual(Option.none())
  })

  it("keeps accounts in the country's currency, and in the one it replaced before the change", () => {
    const expected: Record<string, string> = {
      CZ: "CZK",
      HU: "HUF",
      RO: "RON",
      PL: "PLN",
      SE: "SEK",
      DK: "DKK",
      NO: "NOK",
      IS: "ISK",
      CH: "CHF",
      LI: "CHF",
      GB: "GBP",
      US: "USD",
      CA: "CAD",
      AU: "AUD",
      NZ: "NZD"
    }
    for (const country of supportedCountries) expect(homeCurrency(country), country).toBe(expected[country] ?? "EUR")
    expect(countryCurrency("BG", "2025-12-31")).toBe("BGN")
    expect(countryCurrency("BG", "2026-01-01")).toBe("EUR")
    expect(countryCurrency("BG")).toBe("EUR")
    expect(countryCurrency("HR", "2022-12-30")).toBe("HRK")
    expect(countryCurrency("HR", "2023-01-02")).toBe("EUR")
    expect(ibanCurrency("HR1210010051863000160", "2022-06-01")).toBe("HRK")
    expect(ibanCurrency("BG80BNBG96611020345678", "2026-02-01")).toBe("EUR")
    expect(ibanCurrency("CZ6508000000192000145399")).toBe("CZK")
  })

  it("has a date order, a title language and a locale Intl knows for every country", () => {
    for (const country of supportedCountries) {
      expect(["DMY", "MDY", "YMD"]).toContain(countryDateOrder(country))
      expect(Intl.NumberFormat.supportedLocalesOf([localeOf(country)])).toEqual([localeOf(country)])
    }
    expect(titleLanguageOf("CH")).toBe("de")
    expect(titleLanguageOf("LU")).toBe("fr")
    expect(titleLanguageOf("CY")).toBe("el")
    expect(titleLanguageOf("MT")).toBe("en")
    expect(titleLanguageOf("CA")).toBe("en")
  })
})

describe("category trees of the added countries", () => {
  const titleOf = (country: Country, id: number) =>
    categoryTree(country).categories.find((c) => c.id === id)?.["readable-title"]

  it("share GB's ids and are titled in the country's language", () => {
    const gb = categoryTree("GB").categories
    for (const country of supportedCountries) {
      expect(categoryTree(country).categories.map((c) => c.id)).toEqual(gb.map((c) => c.id))
    }
    // salary and groceries in each added language, written from the language, not from the table
    const expected: ReadonlyArray<readonly [Country, string, string]> = [
      ["PT", "Salário", "Supermercado"],
      ["CZ", "Mzda", "Potraviny"],
      ["SK", "Mzda", "Potraviny"],
      ["HU", "Munkabér", "Élelmiszer"],
      ["RO", "Salariu", "Cumpărături alimentare"],
      ["SI", "Plača", "Živila"],
      ["HR", "Plaća", "Namirnice"],
      ["GR", "Μισθός", "Τρόφιμα"],
      ["CY", "Μισθός", "Τρόφιμα"],
      ["BG", "Заплата", "Хранителни стоки"],
      ["IS", "Laun", "Matvörur"],
      ["CH", "Gehalt", "Lebensmittel"],
      ["LI", "Gehalt", "Lebensmittel"],
      ["LU", "Salaire", "Courses alimentaires"],
      ["MT", "Salary", "Groceries"],
      ["CA", "Salary", "Groceries"],
      ["AU", "Salary", "Groceries"],
      ["NZ", "Salary", "Groceries"]
    ]
    for (const [country, salary, groceries] of expected) {
      expect(titleOf(country, 10101), country).toBe(salary)
      expect(titleOf(country, 501), country).toBe(groceries)
    }
  })

  it("translate nearly every title of a new language (a column left in English would not)", () => {
    const english = categoryTree("GB").categories.map((c) => c["readable-title"])
    for (const country of ["PT", "CZ", "SK", "HU", "RO", "SI", "HR", "GR", "BG", "IS"] as const) {
      const titles = categoryTree(country).categories.map((c) => c["readable-title"])
      const same = titles.filter((t, i) => t === english[i]).length
      expect(same, country).toBeLessThan(titles.length * 0.1)
      expect(new Set(titles).size, country).toBeGreaterThan(titles.length * 0.95)
    }
  })

  it("leaves the trees of the countries supported before unchanged, at the same version", () => {
    const before = [
      "GB",
      "IE",
      "US",
      "DE",
      "AT",
      "FR",
      "ES",
      "IT",
      "NL",
      "BE",
      "PL",
      "LT",
      "SE",
      "FI",
      "DK",
      "NO",
      "EE",
      "LV"
    ] as const
    const digest = createHash("md5").update(`${JSON.stringify(before.map((c) => categoryTree(c)))}\n`).digest("hex")
    // the digest of these 18 trees as served before the countries were added (version 2026.11.1)
    expect(digest).toBe("b298a62f662b9b34431ae1ca4d8fc75b")
  })
})

describe("the currency of a file that states none, from the country", () => {
  // ISO dates and no currency anywhere: only the country settles the currency
  const csv = (dates: readonly [string, string]) =>
    `Date,Description,Amount\n${dates[0]},COFFEE SHOP,-3.50\n${dates[1]},ACME PAYROLL,1200.00\n`
  const currencyOf = (
    country: Country | undefined,
    dates: readonly [string, string] = ["2025-03-02", "2025-03-28"]
  ) => {
    const read = readStatements([{ name: "plain.csv", bytes: new TextEncoder().encode(csv(dates)) }], {}, { country })
    if (Either.isLeft(read)) throw new Error(read.left.detail)
    return [...new Set(read.right.transactions.map((t) => t.currency))]
  }

  it("is the country's currency for a Czech, Swiss, Canadian, Portuguese or Greek user", () => {
    expect(currencyOf("CZ")).toEqual(["CZK"])
    expect(currencyOf("CH")).toEqual(["CHF"])
    expect(currencyOf("CA")).toEqual(["CAD"])
    expect(currencyOf("PT")).toEqual(["EUR"])
    expect(currencyOf("GR")).toEqual(["EUR"])
    expect(currencyOf("IS")).toEqual(["ISK"])
    expect(currencyOf(undefined)).toEqual(["XXX"])
  })

  it("reads a shared sign as the country's currency: $ in Australia is AUD, in Canada CAD", () => {
    const signed = (sign: string, country: Country) => {
      const text = `Date,Description,Amount\n2025-03-02,COFFEE,-${sign}3.50\n2025-03-28,PAY,${sign}1200.00\n`
      const read = readStatements([{ name: "s.csv", bytes: new TextEncoder().encode(text) }], {}, { country })
      return Either.isRight(read) ? [...new Set(read.right.transactions.map((t) => t.currency))] : read.left._tag
    }
    expect(signed("$", "AU")).toEqual(["AUD"])
    expect(signed("$", "NZ")).toEqual(["NZD"])
    expect(signed("$", "CA")).toEqual(["CAD"])
    expect(signed("$", "PT")).toEqual(["USD"])
  })

  it("is the one in force at the statement's end where the currency changed", () => {
    expect(currencyOf("BG", ["2025-11-03", "2025-12-29"])).toEqual(["BGN"])
    expect(currencyOf("BG", ["2026-01-05", "2026-01-28"])).toEqual(["EUR"])
    expect(currencyOf("HR", ["2022-11-03", "2022-12-29"])).toEqual(["HRK"])
    expect(currencyOf("HR", ["2023-01-05", "2023-01-28"])).toEqual(["EUR"])
  })
})

describe("categorising for the added countries", () => {
  const categoryOf = (country: Country, description: string, amount: number) =>
    makeCategoriser(country)({ description, amount, counterparty: null, bank_category: null }).category_id

  it("reads the country's own words for salary, rent, cash withdrawals and fees", () => {
    expect(categoryOf("CZ", "VÝBĚR Z BANKOMATU PRAHA", -2000)).toBe(1501)
    expect(categoryOf("PT", "VENCIMENTO ACME LDA", 1500)).toBe(10101)
    expect(categoryOf("HU", "LAKBÉR MÁRCIUS", -180000)).toBe(201)
    expect(categoryOf("RO", "PLATA SALARIU MARTIE", 6000)).toBe(10101)
    expect(categoryOf("HR", "NAKNADA ZA VOĐENJE RAČUNA", -3)).toBe(1901)
    expect(categoryOf("GR", "ΑΝΑΛΗΨΗ ΜΕΤΡΗΤΩΝ ATM", -100)).toBe(1501)
    expect(categoryOf("BG", "ТЕГЛЕНЕ ОТ БАНКОМАТ", -100)).toBe(1501)
    expect(categoryOf("IS", "ÚTTEKT HRAÐBANKI", -10000)).toBe(1501)
  })

  it("makes no statistical guess in a language the model was not trained on", () => {
    const reasonOf = (country: Country, description: string) =>
      makeCategoriser(country)({ description, amount: -50, counterparty: null, bank_category: null }).reason
    expect(reasonOf("SI", "NAKAZILO NA RAČUN JANEZ NOVAK")).not.toBe("model")
    expect(reasonOf("HU", "KÁRTYÁS VÁSÁRLÁS SPAR BUDAPEST")).not.toBe("model")
  })

  it("keeps the bank's own words of the new languages out of the partner's name", () => {
    const partner = (country: Country, description: string) =>
      normalisedCounterparty(country, { description, amount: -10, counterparty: null, bank_category: null })
    expect(partner("CZ", "PLATBA KARTOU ALBERT PRAHA 5")).toBe("Albert Praha")
    expect(partner("HU", "KÁRTYÁS VÁSÁRLÁS SPAR BUDAPEST")).toBe("Spar Budapest")
    expect(partner("RO", "PLATA CU CARDUL KAUFLAND BUCURESTI")).toBe("Kaufland Bucuresti")
    expect(partner("BG", "ПЛАЩАНЕ С КАРТА BILLA СОФИЯ")).toBe("Billa София")
  })

  it("reads a neighbour's words where the country shares its language (CH: German, French, Italian)", () => {
    expect(categoryOf("CH", "GELDAUTOMAT ZUERICH HB", -200)).toBe(1501)
    expect(categoryOf("CH", "RETRAIT DAB GENEVE", -200)).toBe(1501)
    expect(categoryOf("LU", "LOYER APPARTEMENT", -1500)).toBe(201)
    // "GA" (Geldautomat) is read in Germany and Austria only, and so in Liechtenstein, never in Portugal
    expect(categoryOf("LI", "GA NR 1234 VADUZ", -100)).toBe(1501)
    expect(categoryOf("PT", "GA NR 1234 LISBOA", -100)).not.toBe(1501)
  })
})
