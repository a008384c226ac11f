import { Either, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { analyse, type Country, IncomeInsights } from "../src/index.js"
import { textFile } from "./helpers.js"

const csv = (rows: ReadonlyArray<readonly [string, string, number]>): string =>
  ["Date,Description,Amount", ...rows.map(([d, text, a]) => `${d},"${text}",${a.toFixed(2)}`)].join("\n")

/** Six monthly credits whose description is `wording(month)`, of about `amount`. */
const monthly = (wording: (m: number) => string, amount: number): Array<readonly [string, string, number]> =>
  [1, 2, 3, 4, 5, 6].map((m) => [`2024-0${m}-${m % 2 === 0 ? "27" : "26"}`, wording(m), amount])

/** Twelve weekly credits of varying size (paid by the job). */
const weekly = (wording: (w: number) => string): Array<readonly [string, string, number]> =>
  Array.from({ length: 12 }, (_, w) => [
    new Date(Date.UTC(2024, 0, 5 + 7 * w)).toISOString().slice(0, 10),
    wording(w),
    [64.2, 118.9, 91.35, 140.1][w % 4] ?? 0
  ])

const kinds = (country: Country, rows: ReadonlyArray<readonly [string, string, number]>) => {
  const result = analyse({
    files: [textFile("statement.csv", csv(rows))],
    options: {},
    country,
    operations: ["insights-income"],
    params: {},
    as_of: "2024-07-01T00:00:00Z"
  })
  if (Either.isLeft(result)) throw new Error(result.left.detail)
  return Schema.decodeUnknownSync(IncomeInsights)(result.right["insights-income"]).currencies
    .flatMap((c) => c.streams)
    .map((s) => [s.kind, s.payments])
}

describe("income kind by purpose words", () => {
  it("reads a social-security body's income support as benefits, not as the pensions it also pays", () => {
    const rows = monthly((m) => `BONIFICO INPS REDDITO 0${m}/2024 PRATICA 88${m}1`, 412.5)
    expect(kinds("IT", rows)).toEqual([["benefits", 6]])
  })

  it("reads the same body's pension as a pension", () => {
    const rows = monthly((m) => `ACCREDITO INPS PENSIONE 0${m}/2024`, 1180.4)
    expect(kinds("IT", rows)).toEqual([["pension", 6]])
  })

  it("reads a regional government's aid as benefits, not as a salary for its regularity", () => {
    const rows = monthly((m) => `TRANSFERENCIA GOBIERNO DE CANARIAS AYUDA ALQUILER JOVEN 0${m}/24`, 250)
    expect(kinds("ES", rows)).toEqual([["benefits", 6]])
  })

  it("reads a town's salary as a salary when the description says so", () => {
    const rows = monthly((m) => `STADT FREIBURG GEHALT 0${m}.2024 PERS-NR 4471`, 3120.55)
    expect(kinds("DE", rows)).toEqual([["salary", 6]])
  })

  it("reads a compound word's purpose: Altersrente from a pension fund is a pension", () => {
    const rows = monthly((m) => `ALTERSRENTE BAYERISCHE VERSORGUNGSKAMMER 0${m}/2024`, 843.2)
    expect(kinds("DE", rows)).toEqual([["pension", 6]])
  })

  it("reads the purpose words of the added countries' languages", () => {
    expect(kinds("CZ", monthly((m) => `ČSSZ STAROBNÍ DŮCHOD 0${m}/2024`, 19_800))).toEqual([["pension", 6]])
    expect(kinds("RO", monthly((m) => `CASA JUDETEANA ALOCATIE COPII 0${m}.2024`, 292))).toEqual([["benefits", 6]])
    expect(kinds("HR", monthly((m) => `HZMO MIROVINA 0${m}/2024`, 612.4))).toEqual([["pension", 6]])
  })

  it("reads a Latvian municipality's pabalsts as benefits", () => {
    const rows = monthly((m) => `RIGAS DOME PABALSTS 0${m}.2024`, 128)
    expect(kinds("LV", rows)).toEqual([["benefits", 6]])
  })
})

describe("income kind by payer and pattern", () => {
  it("reads a company's steady monthly credit without a purpose word as a salary", () => {
    const rows = monthly((m) => `NORDLICHT MASCHINENBAU GMBH 0${m}/2024`, 2850)
    expect(kinds("DE", rows)).toEqual([["salary", 6]])
  })

  it("reads weekly pay of varying size from a delivery platform as gig work, though one wording says fee", () => {
    const wording = ["COMPENSO", "PAGAMENTO RIDER", "ACCREDITO"]
    const rows = weekly((w) => `${wording[w % 3] ?? ""} GLOVOAPP23 S.L. SETT ${w + 1}`)
    expect(kinds("IT", rows)).toEqual([["gig", 12]])
  })
})
