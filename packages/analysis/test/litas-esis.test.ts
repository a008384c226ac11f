import { describe, expect, it } from "vitest"
import { readErr, readOk } from "./helpers.js"

/** A LITAS-ESIS record: the given fields at their positions, the rest empty (24 fields). */
const record = (fields: Readonly<Record<number, string>>): string =>
  Array.from({ length: 24 }, (_, i) => fields[i] ?? "").join("\t")

const file = (closing: string) =>
  [
    record({ 0: "000", 1: "20240401", 3: "AGBLLT2XXXX", 10: "Jonas Jonaitis", 16: "LT601010012345678901", 17: "EUR" }),
    record({ 0: "020", 1: "LikutisPR", 2: "20240301", 4: "10000", 5: "10000" }),
    record({ 0: "010", 1: "8511", 2: "20240305", 4: "1250", 5: "1250", 6: "D", 10: "R1", 13: "Maistas", 17: "MAXIMA" }),
    record({
      0: "010",
      1: "2300",
      2: "20240310",
      4: "200000",
      5: "200000",
      6: "C",
      10: "R2",
      13: "Atlyginimas",
      17: "UAB Darbdavys"
    }),
    record({ 0: "020", 1: "LikutisPB", 2: "20240331", 4: closing, 5: closing }),
    "999\t2"
  ].join("\r\n")

describe("LITAS-ESIS intake", () => {
  it("reads 010 records: date, amount in cents, D/C mark, purpose and party; 000 gives account and currency", () => {
    // opening 100.00 − 12.50 + 2000.00 = 2087.50
    const r = readOk("s.acc", file("208750"))
    expect(r.transactions.map((t) => [t.account, t.booking_date, t.amount, t.currency, t.counterparty, t.description]))
      .toEqual([
        ["LT601010012345678901", "2024-03-05", -12.5, "EUR", "MAXIMA", "Maistas"],
        ["LT601010012345678901", "2024-03-10", 2000, "EUR", "UAB Darbdavys", "Atlyginimas"]
      ])
    expect(r.transactions.map((t) => t.balance_after)).toEqual([87.5, 2087.5])
    const summary = r.summary.files[0]
    expect(summary?.format).toBe("litas-esis")
    expect(summary?.checks?.map((c) => c.held)).toEqual([true])
  })

  it("warns and anchors nothing when the printed balances do not join the movements", () => {
    const r = readOk("s.acc", file("100000"))
    expect(r.transactions.map((t) => t.balance_after)).toEqual([null, null])
    expect(r.summary.files[0]?.warnings.join(" ")).toMatch(/opening 100 \+ movements 1987.5 ≠ closing 1000 EUR/)
  })

  it("refuses a file whose 010 records cannot be read, naming the line", () => {
    const bad = [
      record({ 0: "000", 16: "LT601010012345678901", 17: "EUR" }),
      record({ 0: "010", 2: "2024-03-05", 4: "1" })
    ]
      .join("\n")
    const err = readErr("bad.acc", bad)
    expect(err._tag === "NoSuitableParser" && [err.line, err.found]).toEqual([2, "unreadable date \"2024-03-05\""])
  })
})
