import { parse } from "csv-parse/sync"
import { describe, expect, it } from "vitest"
import { generateCsvOfSize } from "../src/index.js"

describe("generateCsvOfSize", () => {
  it("comes within one row of the target size, never above it", () => {
    for (const target of [1_000, 50_000, 1_000_000]) {
      const file = generateCsvOfSize(target, 1)
      expect(file.bytes.length).toBeLessThanOrEqual(target)
      expect(file.bytes.length).toBeGreaterThan(target - 200)
      expect(file.bytes.length).toBe(file.text.length)
    }
  })

  it("writes 10 MB with rows of about 94 bytes", () => {
    const file = generateCsvOfSize(10_000_000, "bench")
    expect(file.bytes.length).toBeGreaterThan(9_999_800)
    const perRow = file.bytes.length / file.rows
    expect(perRow).toBeGreaterThan(85)
    expect(perRow).toBeLessThan(105)
  })

  it("is deterministic and parses as a consistent statement", () => {
    const a = generateCsvOfSize(200_000, 7)
    expect(generateCsvOfSize(200_000, 7).bytes).toEqual(a.bytes)
    expect(generateCsvOfSize(200_000, 8).bytes).not.toEqual(a.bytes)
    const records = parse(a.text, { columns: true }) as Array<Record<string, string>>
    expect(records.length).toBe(a.rows)
    let balance: number | null = null
    let previous = ""
    for (const r of records) {
      const amount = Math.round(Number(r["Amount"]) * 100)
      const after = Math.round(Number(r["Balance"]) * 100)
      if (balance !== null) expect(after).toBe(balance + amount)
      balance = after
      expect((r["Date"] ?? "") >= previous).toBe(true)
      previous = r["Date"] ?? ""
    }
    expect(new Set(records.map((r) => r["Reference"])).size).toBe(records.length)
  })
})
