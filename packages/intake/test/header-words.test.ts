import { describe, expect, it } from "vitest"
import type { ColumnRole } from "../src/csv/vocabulary/column-role.js"
import { rolesOfHeader } from "../src/csv/vocabulary/header-vocabulary.js"
import { type Expected, HEADER_WORDS } from "./header-words-data.js"

/** Roles a column that is none of the named ones must never take. */
const VALUES: ReadonlyArray<ColumnRole> = [
  "booking_date",
  "value_date",
  "amount",
  "debit",
  "credit",
  "balance",
  "currency",
  "account"
]

const misread = (header: string, expected: Expected): string | undefined => {
  const roles = rolesOfHeader(header)
  const ok = expected === "other" ? !roles.some((r) => VALUES.includes(r)) : roles.includes(expected)
  return ok ? undefined : `${header}: ${roles.join(",") || "nothing"}, not ${expected}`
}

describe("column titles banks print, in every language", () => {
  it.each(Object.entries(HEADER_WORDS))("names the role of each %s title", (_, table) => {
    expect(table.flatMap(([header, expected]) => misread(header, expected) ?? [])).toEqual([])
  })

  it("reads titles in capitals, without diacritics, in camelCase and in snake_case alike", () => {
    const forms = (h: string) => [h, h.toUpperCase(), h.normalize("NFD").replace(/\p{M}/gu, ""), h.replace(/ /g, "_")]
    for (const [header, expected] of HEADER_WORDS["sl"] ?? []) {
      for (const form of forms(header)) expect(misread(form, expected)).toBeUndefined()
    }
    expect(rolesOfHeader("datumKnjiženja")).toEqual(["booking_date"])
    expect(rolesOfHeader("znesekVBreme")).toEqual(["debit"])
  })

  it("never makes a text column of a title whose other word names an amount or a date", () => {
    // "tapahtuman" is inflected from "tapahtuma" (transaction), a description word; the title is about the amount
    expect(rolesOfHeader("tapahtuman_määrä")).not.toContain("description")
    expect(rolesOfHeader("Transakcijos suma")).not.toContain("description")
  })

  it("takes a pair of side words for a direction column and a dated value word for the value date", () => {
    expect(rolesOfHeader("Terhelés/Jóváírás")).toEqual(["indicator"])
    expect(rolesOfHeader("Inn/Ut")).toEqual(["indicator"])
    expect(rolesOfHeader("Datum Valuta")).toEqual(["value_date"])
  })

  it("reads a title each of whose words is cut with a full stop as the titles it begins", () => {
    expect(rolesOfHeader("Det. tranz.")).toEqual(["description"])
    expect(rolesOfHeader("Poz. na br.")).toEqual(["reference"])
    expect(rolesOfHeader("Ημ. αξ.")).toEqual(["value_date"])
  })

  it("gives a qualified date, amount or balance no role, and an inflected name its text role", () => {
    expect(rolesOfHeader("initial_date")).toEqual([])
    expect(rolesOfHeader("final_balance")).toEqual([])
    expect(rolesOfHeader("Fee amount")).toEqual([])
    expect(rolesOfHeader("Podatki o plačniku")).toEqual(["counterparty"])
    expect(rolesOfHeader("Mokėtojo pavadinimas")).toEqual(["counterparty"])
  })
})
