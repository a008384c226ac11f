import { readStatements } from "@statement-engine/analysis"
import { Either } from "effect"
import { describe, expect, it } from "vitest"
import { makeRecentRead } from "../src/recent-read.js"

const csv = "Date,Description,Amount\n28/01/2024,ACME LTD SALARY,2500.00\n01/02/2024,RENT,-950.00\n"
const files = (text = csv, name = "a.csv") => [{ name, bytes: new TextEncoder().encode(text) }]
const readOf = (f: ReturnType<typeof files>) => Either.getOrThrow(readStatements(f, {}))

describe("the upload a worker thread read last", () => {
  it("is taken once, by an analysis of byte-identical files with equal options", () => {
    const recent = makeRecentRead(60_000)
    const read = readOf(files())
    recent.remember(files(), { date_format: "DD/MM/YYYY" }, read)
    expect(recent.take(files(), { date_format: "DD/MM/YYYY" })).toBe(read)
    expect(recent.take(files(), { date_format: "DD/MM/YYYY" })).toBeUndefined()
  })

  it("is not taken for other bytes, another name, other options or more files", () => {
    const recent = makeRecentRead(60_000)
    recent.remember(files(), {}, readOf(files()))
    expect(recent.take(files(csv.replace("2500.00", "2500.01")), {})).toBeUndefined()
    expect(recent.take(files(csv, "b.csv"), {})).toBeUndefined()
    expect(recent.take(files(), { decimal_separator: "," })).toBeUndefined()
    expect(recent.take([...files(), ...files(csv, "b.csv")], {})).toBeUndefined()
    expect(recent.take(files(), {})).toBeDefined()
  })

  it("is forgotten after its time, and replaced by the next upload read", async () => {
    const recent = makeRecentRead(20)
    recent.remember(files(), {}, readOf(files()))
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect(recent.take(files(), {})).toBeUndefined()
    const other = files(csv, "b.csv")
    recent.remember(files(), {}, readOf(files()))
    recent.remember(other, {}, readOf(other))
    expect(recent.take(files(), {})).toBeUndefined()
    expect(recent.take(other, {})).toBeDefined()
  })
})
