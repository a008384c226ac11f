import { describe, expect, it } from "vitest"
import { foldText } from "../src/values/fold.js"
import { monthWords } from "../src/values/month-names.js"
import data from "../src/values/month-names.json" with { type: "json" }

// what ICU (the CLDR data Node carries) gives for every language of the table, read as
// scripts/build-month-words.ts reads it: every form, folded, without a final full stop
const icuWords = (language: string): Set<string> => {
  const out = new Set<string>()
  const forms: ReadonlyArray<Intl.DateTimeFormatOptions> = [
    { month: "long" },
    { month: "short" },
    { day: "numeric", month: "long" },
    { day: "numeric", month: "short" }
  ]
  for (const form of forms) {
    const format = new Intl.DateTimeFormat(language, { ...form, timeZone: "UTC" })
    for (let m = 0; m < 12; m++) {
      const part = format.formatToParts(new Date(Date.UTC(2020, m, 15))).find((p) => p.type === "month")
      const folded = foldText(part?.value ?? "").replace(/\.$/, "")
      if (folded === "" || /\d/.test(folded)) continue
      out.add(folded)
      if (form.month === "long" && folded.length > 3) out.add(folded.slice(0, 3))
    }
  }
  return out
}

const tables = Object.entries(data.words).filter(([language]) => language !== "_")

describe("the month words of descriptions", () => {
  it("cover what ICU gives for every language of the table, and nothing else", () => {
    expect(tables.length).toBe(23)
    for (const [language, months] of tables) {
      const table = new Set(Array.isArray(months) ? months.flat() : [])
      expect([...icuWords(language)].filter((w) => !table.has(w)), language).toEqual([])
      expect([...table].filter((w) => !icuWords(language).has(w)), language).toEqual([])
    }
  })

  it("are folded, and read whole", () => {
    const words = monthWords()
    for (const w of words) expect(foldText(w)).toBe(w)
    for (const w of ["jan", "sept", "janv", "marz", "dez", "tammikuu", "lip", "ιαν"]) expect(words.has(w), w).toBe(true)
    // a beginning of a month the dates read ("septem"), and words that name no month
    for (const w of ["septem", "janu", "tesco", "monday", "sainsbury"]) expect(words.has(w), w).toBe(false)
  })

  it("are not read as languages of the dates' month names", async () => {
    const { monthLanguages } = await import("../src/values/month-names.js")
    expect(monthLanguages().has("words")).toBe(false)
    expect(monthLanguages().size).toBe(22)
  })
})
