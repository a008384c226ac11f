import { describe, expect, it } from "vitest"
import { parseDate } from "../src/intake/values/dates.js"
import { monthFromName } from "../src/intake/values/month-names.js"

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

  it("leave a name two languages give different months unread", () => {
    // "srp" is August in Czech (srpen) and July in Croatian (srpanj)
    expect(monthFromName("srp")).toBeUndefined()
    // "listopad" is November in Polish and Czech, October in Croatian; "srpna" August (cs) or July (hr)
    for (const name of ["listopad", "listopada", "srpna"]) {
      expect(monthFromName(name), name).toBeUndefined()
    }
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
