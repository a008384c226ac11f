import { analyse, StatementIntegrity } from "@statement-engine/analysis"
import { Either, Schema } from "effect"
import { describe, expect, it } from "vitest"
import {
  buildDialect,
  countries,
  type CsvStatement,
  editStatement,
  generateStatement,
  personaKinds,
  sliceStatement,
  writeCsv
} from "../src/index.js"
import { plainChoices, plainDialect } from "./plain-dialect.js"

const newestFirst = buildDialect({ ...plainChoices, newestFirst: true })

const integrity = (files: ReadonlyArray<{ readonly name: string; readonly bytes: Uint8Array }>) => {
  const result = analyse({
    files,
    options: {},
    country: "GB",
    operations: ["statement-integrity"],
    params: {},
    as_of: "2030-01-01T00:00:00Z"
  })
  if (Either.isLeft(result)) throw new Error(result.left._tag)
  return Schema.decodeUnknownSync(StatementIntegrity)(result.right["statement-integrity"])
}

const one = (statement: CsvStatement, dialect = plainDialect) => {
  const file = writeCsv(statement, dialect)
  const report = integrity([{ name: file.name, bytes: file.bytes }])
  const verdict = report.files[0]
  if (verdict === undefined) throw new Error("no verdict")
  return verdict
}

describe("statement-integrity", () => {
  it("counts a pending row its running balance shows applied, and still flags a real edit", () => {
    const csv = (lastBalance: string) =>
      [
        "Date,Description,Status,Amount,Balance",
        "13/10/2024,Calm Radio,Completed,-6.99,-6.99",
        "13/10/2024,Bank deposit to account,Pending,6.99,0.00",
        "14/10/2024,Patreon,Completed,-7.00,-7.00",
        `15/10/2024,Wikimedia,Completed,-2.00,${lastBalance}`
      ].join("\n")
    const read = (text: string) => integrity([{ name: "p.csv", bytes: new TextEncoder().encode(text) }]).files[0]
    const explained = read(csv("-9.00"))
    expect(explained?.verdict).toBe("consistent")
    expect(explained?.findings.map((f) => [f.code, f.lines])).toEqual([])
    const edited = read(csv("-9.50"))
    expect(edited?.verdict).toBe("suspicious")
    expect(edited?.findings.map((f) => [f.code, f.lines])).toEqual([["BALANCE_BREAK", [5]]])
  })

  it("finds a repeated row behind other rows of its balance, and no repeat among rows that only share a balance", () => {
    const text = [
      "Date,Description,Amount,Balance",
      "2024-03-01,TOP UP,10.00,10.00",
      "2024-03-01,COFFEE,-10.00,0.00",
      "2024-03-02,TOP UP,10.00,10.00",
      "2024-03-02,COFFEE,-10.00,0.00",
      "2024-03-03,TOP UP,10.00,10.00",
      "2024-03-01,COFFEE,-10.00,0.00"
    ].join("\n")
    const verdict = integrity([{ name: "r.csv", bytes: new TextEncoder().encode(text) }]).files[0]
    expect(verdict?.findings.find((f) => f.code === "DUPLICATE_ROWS")?.lines).toEqual([7])
  })

  it("flags nothing on 40 clean generated statements (oldest or newest first)", () => {
    let checked = 0
    for (const persona of personaKinds) {
      for (const country of countries.slice(0, 5)) {
        const statement = generateStatement({ persona, country, seed: 8, months: 4 })
        const verdict = one(statement, checked % 2 === 0 ? plainDialect : newestFirst)
        expect({ persona, country, findings: verdict.findings }).toEqual({ persona, country, findings: [] })
        expect(verdict.verdict).toBe("consistent")
        checked++
      }
    }
    expect(checked).toBe(40)
  })

  it("flags every planted edit at its row: a changed amount, a duplicated row, a removed row", () => {
    let planted = 0
    let flagged = 0
    for (const country of ["GB", "DE", "FR", "PL", "US"] as const) {
      const statement = generateStatement({ persona: "salaried", country, seed: 9, months: 4 })
      for (const index of [3, 20, statement.transactions.length - 5]) {
        const target = statement.transactions[index]
        if (target === undefined) continue
        for (
          const edit of [
            { kind: "change_amount" as const, index, newAmount: Math.round((target.amount * 1.5 + 7) * 100) / 100 },
            { kind: "duplicate_row" as const, index },
            { kind: "remove_row" as const, index }
          ]
        ) {
          planted++
          const verdict = one(editStatement(statement, edit))
          const codes = verdict.findings.map((f) => f.code)
          expect(verdict.verdict).toBe("suspicious")
          expect(codes).toContain("BALANCE_BREAK")
          if (edit.kind === "duplicate_row") expect(codes).toContain("DUPLICATE_ROWS")
          // data rows start on line 2 (the header is line 1)
          const line = edit.kind === "remove_row" ? index + 2 : index + 2 + (edit.kind === "duplicate_row" ? 1 : 0)
          const lines = verdict.findings.find((f) => f.code === "BALANCE_BREAK")?.lines ?? []
          if (lines.includes(line)) flagged++
        }
      }
    }
    expect(flagged).toBe(planted)
  })

  it("says a file without balances cannot be verified", () => {
    const statement = generateStatement({ persona: "student", country: "GB", seed: 2, months: 3 })
    const verdict = one(statement, buildDialect({ ...plainChoices, balance: false }))
    expect(verdict.verdict).toBe("cannot_verify")
  })

  it("reports overlapping periods and a missing stretch between two files of one account", () => {
    const statement = generateStatement({ persona: "salaried", country: "GB", seed: 12, months: 6 })
    const jan = writeCsv(sliceStatement(statement, "2024-01-01", "2024-02-29"), plainDialect)
    const overlap = writeCsv(sliceStatement(statement, "2024-02-15", "2024-04-30"), plainDialect)
    const later = writeCsv(sliceStatement(statement, "2024-05-01", "2024-06-30"), plainDialect)
    const files = (
      a: typeof jan,
      b: typeof jan
    ) => [{ name: "a.csv", bytes: a.bytes }, { name: "b.csv", bytes: b.bytes }]
    expect(integrity(files(jan, overlap)).across_files.map((f) => f.code)).toEqual(["PERIOD_OVERLAP"])
    expect(integrity(files(jan, later)).across_files.map((f) => f.code)).toEqual(["PERIOD_GAP"])
    const adjacent = writeCsv(sliceStatement(statement, "2024-03-01", "2024-04-30"), plainDialect)
    expect(integrity(files(jan, adjacent)).across_files).toEqual([])
  })

  it("reordering the files changes nothing", () => {
    const statement = generateStatement({ persona: "gig_worker", country: "NL", seed: 5, months: 4 })
    const a = writeCsv(sliceStatement(statement, "2024-01-01", "2024-02-29"), plainDialect)
    const b = writeCsv(sliceStatement(statement, "2024-03-01", "2024-04-30"), plainDialect)
    const ab = integrity([{ name: "a.csv", bytes: a.bytes }, { name: "b.csv", bytes: b.bytes }])
    const ba = integrity([{ name: "b.csv", bytes: b.bytes }, { name: "a.csv", bytes: a.bytes }])
    expect([...ba.files].sort((x, y) => x.file.localeCompare(y.file))).toEqual(ab.files)
    expect(ba.across_files).toEqual(ab.across_files)
  })
})
