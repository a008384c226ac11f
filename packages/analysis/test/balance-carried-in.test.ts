import { describe, expect, it } from "vitest"
import { readOk } from "./helpers.js"

// Tuning case for the edge row of unsigned amounts (the held-out set is money-column-heldout).

describe("a balance carried in on a dated row of its own", () => {
  it("settles the way of the edge row of unsigned amounts, listed newest first", () => {
    // 800.00 carried in; 800.00 + 1000.00 = 1800.00, - 60.00 = 1740.00, - 15.50 = 1724.50, - 4.25 = 1720.25
    const csv = [
      "Date,Details,Amount,Balance",
      "2025-07-11,Newsagent,4.25,1720.25",
      "2025-07-09,Chemist,15.50,1724.50",
      "2025-07-05,Gas bill,60.00,1740.00",
      "2025-07-02,Ref 5521,1000.00,1800.00",
      "2025-07-01,,,800.00"
    ].join("\n")
    const r = readOk("carried.csv", csv, { currency: "GBP" })
    expect(r.transactions.map((t) => t.amount)).toEqual([-4.25, -15.5, -60, 1000])
  })
})
