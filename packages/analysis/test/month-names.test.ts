import type { Country } from "@statement-engine/intake"
import { parseDate } from "@statement-engine/intake"
import { monthFromName } from "@statement-engine/intake"
import { Either } from "effect"
import { describe, expect, it } from "vitest"
import { type IntakeOptions, readStatements } from "../src/index.js"
import { pairs, textFile } from "./helpers.js"

describe("month names in dates", () => {
  it("are read in the languages banks of the EU/EEA write them in", () => {
    const cases: ReadonlyArray<readonly [string, string]> = [
      ["15-maalis-2022", "2022-03-15"], // Finnish, maaliskuu
      ["02-Μαρ-2019", "2019-03-02"], // Greek, Μάρτιος
      ["02-ΔΕΚ-2019", "2019-12-02"], // Greek in capitals
      ["07-Μαΐ-2020", "2020-05-07"], // Greek with a diaeresis
      ["3-des-2021", "2021-12-03"], // Norwegian, desember
      ["3-out-2021", "2021-10-03"], // Portuguese, outubro
      ["11-iun-2020", "2020-06-11"], // Romanian, iunie
      ["11-avg-2020", "2020-08-11"], // Slovenian, avgust
      ["11-szept-2020", "2020-09-11"], // Hungarian, szeptember
      ["11-veebr-2020", "2020-02-11"], // Estonian, veebruar
      ["11-dets-2020", "2020-12-11"], // Estonian, detsember
      ["11-geg-2020", "2020-05-11"], // Lithuanian, gegužė
      ["11-rugs-2020", "2020-09-11"], // Lithuanian, rugsėjis
      ["11-říj-2020", "2020-10-11"], // Czech, říjen
      ["11-velj-2020", "2020-02-11"], // Croatian, veljača
      ["11-heinä-2020", "2020-07-11"] // Finnish, heinäkuu
    ]
    for (const [raw, iso] of cases) expect(parseDate(raw, undefined), raw).toBe(iso)
  })

  it("leave a name two languages give different months unread on its own", () => {
    // "srp" is August in Czech (srpen) and July in Croatian (srpanj); "lip" July in Polish (lipiec),
    // June in Croatian (lipanj); "listopad" November in Polish and Czech, October in Croatian
    for (const name of ["srp", "srp.", "lip", "lis.", "listopad", "listopada"]) {
      expect(monthFromName(name), name).toBeUndefined()
    }
    // the genitives differ: Czech "srpna" (srpen), Croatian "srpnja" (srpanj)
    expect(monthFromName("srpna")).toBe(8)
    expect(monthFromName("srpnja")).toBe(7)
  })

  it("read such a name in the language named", () => {
    expect(monthFromName("lis", new Set(["hr"]))).toBe(10)
    expect(monthFromName("lis", new Set(["cs"]))).toBe(11)
    expect(monthFromName("lip.", new Set(["pl"]))).toBe(7)
    expect(parseDate("14-lip.-2023", undefined, new Set(["hr"]))).toBe("2023-06-14")
  })

  it("read the full names that settle which of those languages is meant", () => {
    const cases: ReadonlyArray<readonly [string, string]> = [
      ["5 lipca 2021", "2021-07-05"], // Polish, lipiec in the genitive
      ["5-lipiec-2021", "2021-07-05"], // Polish
      ["5 lipnja 2021", "2021-06-05"], // Croatian, lipanj in the genitive
      ["5-lipanj-2021", "2021-06-05"], // Croatian
      ["5-srpanj-2021", "2021-07-05"], // Croatian
      ["5-srpen-2021", "2021-08-05"], // Czech
      ["5-červen-2021", "2021-06-05"], // Czech
      ["5-červenec-2021", "2021-07-05"] // Czech
    ]
    for (const [raw, iso] of cases) expect(parseDate(raw, undefined), raw).toBe(iso)
  })
})

describe("a column of month names languages read differently", () => {
  // Each statement written by hand; the expected dates are read off its lines in the language its
  // other month names or its header are written in.
  const read = (name: string, text: string, options: IntakeOptions = {}, country?: Country) => {
    const r = readStatements([textFile(name, text)], options, { country })
    if (Either.isLeft(r)) throw new Error(`expected a read, got ${r.left._tag}: ${r.left.detail}`)
    return pairs(r.right)
  }

  it("reads them in the one language that knows every name of the column", () => {
    // "svi" (svibanj, May) is Croatian only: "lip." is lipanj, June
    const croatian = [
      "Datum;Opis;Iznos",
      "14-lip.-2023;Konzum;-35,58",
      "02-lip.-2023;Plaća;1200,00",
      "31-svi.-2023;Ina;-9,73"
    ]
    expect(read("izvod.csv", croatian.join("\n"))).toEqual([
      ["2023-06-14", -35.58],
      ["2023-06-02", 1200],
      ["2023-05-31", -9.73]
    ])
    // "čvc" (červenec, July) is Czech only: "srp" is srpen, August
    const czech = ["Datum;Popis;Castka", "09-srp-2019;Albert;-245,73", "31-čvc-2019;Lidl;-396,03"]
    expect(read("vypis.csv", czech.join("\n"))).toEqual([
      ["2019-08-09", -245.73],
      ["2019-07-31", -396.03]
    ])
  })

  // "lis." alone: listopad, October in Croatian, November in Czech and Polish
  const rows = ["03-lis.-2023;Konzum;-12,40", "17-lis.-2023;Ina;-40,00"]

  it("reads them in the language the header's letters show", () => {
    const croatian = ["Datum knjiženja;Opis plaćanja;Iznos", ...rows].join("\n")
    expect(read("izvod.csv", croatian)).toEqual([["2023-10-03", -12.4], ["2023-10-17", -40]])
    const czech = ["Datum zaúčtování;Popis;Částka", ...rows].join("\n")
    expect(read("vypis.csv", czech)).toEqual([["2023-11-03", -12.4], ["2023-11-17", -40]])
  })

  it("reads them in the language of the country given at processing", () => {
    const plain = ["Datum;Opis;Iznos", ...rows].join("\n")
    expect(read("izvod.csv", plain, {}, "HR")).toEqual([["2023-10-03", -12.4], ["2023-10-17", -40]])
  })

  it("refuses them when nothing says the language, naming the date_format that reads them", () => {
    const plain = ["Datum;Opis;Iznos", ...rows].join("\n")
    const r = readStatements([textFile("izvod.csv", plain)], {}, {})
    if (Either.isRight(r)) throw new Error("expected a refusal")
    expect(r.left.detail).toContain(`options.date_format "DD-MMM-YYYY cs" or "DD-MMM-YYYY hr"`)
    expect(read("izvod.csv", plain, { date_format: "DD-MMM-YYYY hr" })).toEqual([
      ["2023-10-03", -12.4],
      ["2023-10-17", -40]
    ])
  })
})
