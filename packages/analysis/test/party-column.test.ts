import { describe, expect, it } from "vitest"
import { readOk } from "./helpers.js"

// Tuning cases for the party column read from values (the held-out set is payee-columns-heldout).

const parties = (name: string, text: string) =>
  readOk(name, text, { currency: "GBP" }).transactions.map((t) => [t.counterparty, t.description, t.amount])

describe("the other party's column from its values", () => {
  it("headerless, the account's own number first on every row", () => {
    const acct = "GB33BUKB20201555555555"
    const csv = [
      `${acct},03/02/2025,Greggs Bakery,CARD 4431 03FEB 08:12,-3.45,496.55`,
      `${acct},05/02/2025,Thames Water,DD REF 55120933 FEB,-41.00,455.55`,
      `${acct},07/02/2025,Tesco Store 2291,CARD 4431 07FEB 08:20,-2.95,452.60`,
      `${acct},14/02/2025,Oak Joinery Ltd,BACS PAY 2025-02,1800.00,2252.60`,
      `${acct},21/02/2025,Tesco Store 2291,CARD 4431 21FEB 12:02,-6.10,2246.50`
    ].join("\n")
    const r = parties("gb.csv", csv)
    expect(r.map((x) => x[0])).toEqual([
      "Greggs Bakery",
      "Thames Water",
      "Tesco Store 2291",
      "Oak Joinery Ltd",
      "Tesco Store 2291"
    ])
    for (const x of r) expect(x[1]).not.toContain(acct)
  })

  it("a column of a few transaction kinds repeating is no party", () => {
    const csv = [
      "2025-04-01;Card;Corner shop 5521 01APR;-4.20",
      "2025-04-02;Transfer;Rent April flat 2;-650.00",
      "2025-04-03;Card;Fuel station 8812 03APR;-38.10",
      "2025-04-08;Transfer;Wages April ref 7781;1500.00",
      "2025-04-09;Card;Corner shop 5521 09APR;-6.35",
      "2025-04-12;Card;Bookshop 0091 12APR;-12.99"
    ].join("\n")
    expect(parties("kinds.csv", csv).map((x) => x[0])).toEqual([null, null, null, null, null, null])
  })

  it("under a header word no list holds, beside a named description", () => {
    const csv = [
      "Date;Zxqv;Description;Amount",
      "2025-05-02;Northwind Foods;Card purchase 02/05 11:20;-18.40",
      "2025-05-06;City Power;Direct debit 2025-05 acct 5512;-70.00",
      "2025-05-09;Northwind Foods;Card purchase 09/05 18:02;-22.75",
      "2025-05-15;Harbour Design Ltd;Salary May 2025;2300.00",
      "2025-05-20;City Power;Direct debit adjustment 2024-25;-11.00"
    ].join("\n")
    expect(parties("unknown.csv", csv)).toEqual([
      ["Northwind Foods", "Card purchase 02/05 11:20", -18.4],
      ["City Power", "Direct debit 2025-05 acct 5512", -70],
      ["Northwind Foods", "Card purchase 09/05 18:02", -22.75],
      ["Harbour Design Ltd", "Salary May 2025", 2300],
      ["City Power", "Direct debit adjustment 2024-25", -11]
    ])
  })

  it("a column of transaction codes repeating is no party", () => {
    const csv = [
      "Date,Kind,Details,Amount",
      "2025-08-01,POS,Corner shop 01AUG,-4.20",
      "2025-08-02,SO,Rent August,-650.00",
      "2025-08-04,BGC,Wages 4410,1500.00",
      "2025-08-05,POS,Corner shop 05AUG,-6.35",
      "2025-08-07,DD,Mobile plan,-15.00",
      "2025-08-09,POS,Bakery 09AUG,-3.10"
    ].join("\n")
    expect(parties("codes.csv", csv).map((x) => x[0])).toEqual([null, null, null, null, null, null])
  })

  it("names that never recur are left as they were read", () => {
    const csv = [
      "2025-06-02;Alpha Stores;Purchase one;-10.00",
      "2025-06-03;Beta Garage;Service two;-120.00",
      "2025-06-04;Gamma Books;Novel three;-15.00",
      "2025-06-05;Delta Cafe;Lunch four;-9.50"
    ].join("\n")
    expect(parties("once.csv", csv).map((x) => x[0])).toEqual([null, null, null, null])
  })
})

describe("a column of kinds in words", () => {
  it("each value recurring, none met once, is no party", () => {
    const csv = [
      "Date;Art;Text;Amount",
      "2025-09-01;Card purchase;Corner shop 01SEP;-4.20",
      "2025-09-02;Incoming transfer;Wages 4410;1500.00",
      "2025-09-03;Card purchase;Bakery 03SEP;-3.10",
      "2025-09-05;Standing order;Rent September;-650.00",
      "2025-09-08;Card purchase;Fuel 08SEP;-40.00",
      "2025-09-09;Standing order;Gym;-25.00",
      "2025-09-12;Incoming transfer;Refund 7781;12.00"
    ].join("\n")
    expect(parties("kinds-words.csv", csv).map((x) => x[0])).toEqual([null, null, null, null, null, null, null])
  })
})
