import { describe, expect, it } from "vitest"
import { figures, pairs, readErr, readOk } from "./helpers.js"

// Held-out statements whose money column has an empty header or a word the reader may not know;
// the values and the balance steps say what it is. Written by hand before any rule; the expected
// amounts are read off the lines below (each balance step checked by hand).

describe("a money column under an unnamed or unknown header", () => {
  it("an empty header over signed amounts beside a balance", () => {
    const csv = [
      "Date,Details,,Balance",
      "2024-01-03,Grocer,-42.10,957.90",
      "2024-01-07,Salary,1500.00,2457.90",
      "2024-01-12,Phone bill,-25.00,2432.90",
      "2024-01-20,Cafe,-6.40,2426.50"
    ].join("\n")
    expect(pairs(readOk("a.csv", csv, { currency: "GBP" }))).toEqual([
      ["2024-01-03", -42.1],
      ["2024-01-07", 1500],
      ["2024-01-12", -25],
      ["2024-01-20", -6.4]
    ])
  })

  it("an unknown word over unsigned amounts: the first row's way no balance before it shows, so refused at its line", () => {
    const csv = [
      "Date;Description;Kiasi;Balance",
      "2024-02-01;Supermarket;35.00;465.00",
      "2024-02-05;Salary;1200.00;1665.00",
      "2024-02-09;Electricity;80.25;1584.75",
      "2024-02-15;Refund shop;15.00;1599.75",
      "2024-02-20;Pharmacy;12.60;1587.15"
    ].join("\n")
    const e = readErr("b.csv", csv, { currency: "KES" })
    if (e._tag === "InvalidAnalysisOptions") throw new Error(e.detail)
    expect(e.line).toBe(2)
    expect(e.found).toContain("Kiasi")
  })

  it("an unknown word over unsigned amounts under a first row that prints only the balance", () => {
    const csv = [
      "Date;Description;Kiasi;Balance",
      "2024-01-31;;;500.00",
      "2024-02-01;Supermarket;35.00;465.00",
      "2024-02-05;Salary;1200.00;1665.00",
      "2024-02-09;Electricity;80.25;1584.75",
      "2024-02-15;Refund shop;15.00;1599.75",
      "2024-02-20;Pharmacy;12.60;1587.15"
    ].join("\n")
    const r = readOk("b2.csv", csv, { currency: "KES" })
    expect(r.transactions.map((t) => t.amount)).toEqual([-35, 1200, -80.25, 15, -12.6])
    expect(figures(r).net).toBe(1087.15)
  })

  it("two empty headers over unsigned out and in columns beside a balance", () => {
    const csv = [
      "Date;Text;;;Balance",
      "2024-03-01;Rent;700.00;;1300.00",
      "2024-03-04;Salary;;2100.00;3400.00",
      "2024-03-09;Gym;35.00;;3365.00",
      "2024-03-15;Interest;;1.20;3366.20",
      "2024-03-22;Groceries;64.30;;3301.90"
    ].join("\n")
    const r = readOk("c.csv", csv, { currency: "EUR" })
    expect(r.transactions.map((t) => t.amount)).toEqual([-700, 2100, -35, 1.2, -64.3])
    expect(figures(r).net).toBe(1301.9)
  })

  it("a header of unknown words: in before out, then a balance", () => {
    const csv = [
      "Petsa;Paglalarawan;Pumasok;Lumabas;Balanse",
      "2024-04-02;Sweldo;25000.00;;30000.00",
      "2024-04-05;Meralco;;3200.50;26799.50",
      "2024-04-10;Globe Telecom;;999.00;25800.50",
      "2024-04-18;Padala mula kay Ana;2000.00;;27800.50",
      "2024-04-25;SM Supermarket;;4512.75;23287.75"
    ].join("\n")
    const r = readOk("d.csv", csv, { currency: "PHP" })
    expect(r.transactions.map((t) => t.amount)).toEqual([25000, -3200.5, -999, 2000, -4512.75])
    expect(r.transactions.map((t) => t.balance_after)).toEqual([30000, 26799.5, 25800.5, 27800.5, 23287.75])
    expect(figures(r).net).toBe(18287.75)
  })

  it("an empty header over signed amounts with cents beside a whole-number reference", () => {
    const csv = [
      "Date;Description;;Reference",
      "2024-05-02;Bookshop;-18.90;400123",
      "2024-05-06;Transfer from savings;250.00;400124",
      "2024-05-11;Bakery;-4.35;400125",
      "2024-05-19;Cinema;-22.00;400126"
    ].join("\n")
    const r = readOk("e.csv", csv, { currency: "EUR" })
    expect(pairs(r)).toEqual([
      ["2024-05-02", -18.9],
      ["2024-05-06", 250],
      ["2024-05-11", -4.35],
      ["2024-05-19", -22]
    ])
    expect(figures(r).net).toBe(204.75)
  })

  it("unknown words over signed amounts with decimal commas and a balance", () => {
    const csv = [
      "Pvm;Selitys;Rahamäärä;Saldo nyt",
      "03.06.2024;Ruokakauppa;-48,20;1151,80",
      "07.06.2024;Vuokra;-850,00;301,80",
      "14.06.2024;Palkka;2300,00;2601,80",
      "19.06.2024;Apteekki;-17,45;2584,35"
    ].join("\n")
    const r = readOk("f.csv", csv, { currency: "EUR" })
    expect(r.transactions.map((t) => t.amount)).toEqual([-48.2, -850, 2300, -17.45])
    expect(figures(r).net).toBe(1384.35)
  })

  it("two unsigned unnamed columns and no balance stay refused, naming the line, what was found and the fix", () => {
    const csv = [
      "Date;Description;;",
      "2024-07-01;Paint;12.50;3.00",
      "2024-07-02;Brushes;4.20;2.00",
      "2024-07-05;Tape;2.10;5.00"
    ].join("\n")
    const e = readErr("g.csv", csv, { currency: "EUR" })
    expect(e._tag).not.toBe("InvalidAnalysisOptions")
    if (e._tag === "InvalidAnalysisOptions") return
    expect(e.line).toBeDefined()
    expect(e.found).toBeDefined()
    expect(e.fix).toBeDefined()
  })
})
