import { Either } from "effect"
import { describe, expect, it } from "vitest"
import { readStatements } from "../src/index.js"
import { textFile } from "./helpers.js"

// Two accounts in one file: the first in NOK, closed by an undated pending row or by totals that name
// NOK; the second's amounts carry only "$". Written by hand; a Canadian user's "$" is CAD.

const file = (closing: ReadonlyArray<string>) =>
  [
    "Account: 916732803632",
    "txn_date;memo;amt",
    "20200714;DIRECT DEBIT INSURANCE;-NOK 1778,83",
    "20200726;WAGES GRAIN CO-OP;+NOK 17890,23",
    ...closing,
    "",
    "Account: 583503332",
    "trans_date;memo;transaction_amount",
    "20200711;TRANSFER FROM S ROY;+$357,74",
    "20200713;CARD PURCHASE LOBLAWS;-$99,22"
  ].join("\n")

describe("a block's currency", () => {
  it.each([
    ["an undated pending row", ["Authorized;CARD PAYMENT KFC;-NOK 543,50"]],
    ["totals", ["", "Total turnover;;-NOK 1778,83", "Total turnover;;+NOK 17890,23"]]
  ])("is not taken from %s closing the block above", (_, closing) => {
    const r = readStatements([textFile("two-accounts.csv", file(closing))], {}, { country: "CA" })
    if (Either.isLeft(r)) throw new Error(`expected a read, got ${r.left._tag}: ${r.left.detail}`)
    expect(r.right.transactions.map((t) => [t.booking_date, t.amount, t.currency])).toEqual([
      ["2020-07-14", -1778.83, "NOK"],
      ["2020-07-26", 17890.23, "NOK"],
      ["2020-07-11", 357.74, "CAD"],
      ["2020-07-13", -99.22, "CAD"]
    ])
  })
})
