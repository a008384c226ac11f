import { describe, expect, it } from "vitest"
import { pairs, readErr, readOk } from "./helpers.js"

describe("headerless money columns the running balance settles", () => {
  it("unsigned amounts beside an empty column are money out when the balance falls by each of them", () => {
    // 1000.00 - 25.00 = 975.00, - 100.50 = 874.50, - 4.50 = 870.00, - 70.00 = 800.00
    const csv = [
      "2024-03-01;SHOP ONE;25.00;;975.00",
      "2024-03-02;SHOP TWO;100.50;;874.50",
      "2024-03-04;SHOP THREE;4.50;;870.00",
      "2024-03-05;SHOP FOUR;70.00;;800.00"
    ].join("\n")
    const r = readOk("statement.csv", csv, { currency: "EUR" })
    expect(pairs(r)).toEqual([["2024-03-01", -25], ["2024-03-02", -100.5], ["2024-03-04", -4.5], [
      "2024-03-05",
      -70
    ]])
    expect(r.summary.files[0]?.decisions?.direction).toContain("running balance falls")
  })

  it("unsigned amounts are not all money out when a step of the balance goes up by one of them", () => {
    // 975.00 - 100.50 = 874.50, then up by 4.50 to 879.00 (a credit the column does not mark), then down by 70.00
    const csv = [
      "2024-03-01;SHOP ONE;25.00;;975.00",
      "2024-03-02;SHOP TWO;100.50;;874.50",
      "2024-03-04;REFUND THREE;4.50;;879.00",
      "2024-03-05;SHOP FOUR;70.00;;809.00",
      "2024-03-06;SHOP FIVE;9.00;;800.00"
    ].join("\n")
    expect(readErr("statement.csv", csv, { currency: "EUR" }).detail).toContain("no header row")
  })

  it("two accounts' interleaved rows join their own balances, a reference differing on every row being no account", () => {
    // account LT11…: 480.00 + 100.00 = 580.00; account LT22…: 970.00 - 5.00 = 965.00
    const csv = [
      "2024-01-02;CARD SHOP;RF11 1111 1111;20.00;DEBIT;480.00;LT111111111111111111",
      "2024-01-03;CARD BAKERY;RF22 2222 2222;30.00;DEBIT;970.00;LT222222222222222222",
      "2024-01-04;SALARY;RF33 3333 3333;100.00;CREDIT;580.00;LT111111111111111111",
      "2024-01-05;CAFE;RF44 4444 4444;5.00;DEBIT;965.00;LT222222222222222222"
    ].join("\n")
    expect(pairs(readOk("statement.csv", csv, { currency: "EUR" })).map(([, amount]) => amount)).toEqual([
      -20,
      -30,
      100,
      -5
    ])
  })

  it("an unsigned debit/credit pair whose descriptions name no kind is told apart by the balance", () => {
    // newest first: 500.00 is 520.00 less 20.00 (third column out), 520.00 is 320.00 plus 200.00 (fourth in)
    const csv = [
      "05.04.2024;ALPHA;20,00;;500,00",
      "04.04.2024;BETA;;200,00;520,00",
      "03.04.2024;GAMMA;30,00;;320,00",
      "02.04.2024;DELTA;;50,00;350,00",
      "01.04.2024;EPSILON;12,00;;300,00"
    ].join("\n")
    expect(pairs(readOk("konto.csv", csv, { currency: "EUR" }))).toEqual([
      ["2024-04-05", -20],
      ["2024-04-04", 200],
      ["2024-04-03", -30],
      ["2024-04-02", 50],
      ["2024-04-01", -12]
    ])
  })

  it("amounts of three decimals whose thousands are grouped by spaces join their balance", () => {
    // "1 075,398" shows the comma is the decimal separator; newest first, -702,635 is -1 778,033 plus 1 075,398
    const tsv = [
      "ACHAT\t01/13/2025\t-96,216\t-919,625",
      "ACHAT\t01/10/2025\t-120,774\t-823,409",
      "SALAIRE\t01/08/2025\t+1 075,398\t-702,635",
      "ACHAT\t01/07/2025\t-64,519\t-1 778,033"
    ].join("\n")
    expect(pairs(readOk("releve.csv", tsv, { currency: "TND" }))).toEqual([
      ["2025-01-13", -96.216],
      ["2025-01-10", -120.774],
      ["2025-01-08", 1075.398],
      ["2025-01-07", -64.519]
    ])
  })

  it("each block's balance joins its own rows, the account line between blocks breaking the run", () => {
    // newest first in each block: 600.00 - 100.00 = 500.00; 90.00 - 10.00 = 80.00; 40.00 - 2.50 = 37.50
    const csv = [
      "Account 11112222",
      "2024-05-03;CARD SHOP;-100.00;500.00",
      "2024-05-01;CARD BAKERY;-7.25;600.00",
      "Account 33334444",
      "2024-05-04;CARD CAFE;-10.00;80.00",
      "2024-05-02;CARD BOOKS;-3.00;90.00",
      "Account 55556666",
      "2024-05-06;CARD KIOSK;-2.50;37.50",
      "2024-05-05;CARD MARKET;-1.00;40.00"
    ].join("\n")
    const r = readOk("statement.csv", csv, { currency: "EUR" })
    expect(pairs(r).map(([, amount]) => amount)).toEqual([-100, -7.25, -10, -3, -2.5, -1])
    expect(r.transactions.map((t) => t.balance_after)).toEqual([500, 600, 80, 90, 37.5, 40])
  })
})

describe("headerless amounts that say their own direction", () => {
  it("amounts marked D and C beside a trailing empty cell are read by their marks", () => {
    const csv = [
      "CARD SHOP;14/02/2024;2,68 D;",
      "GROCER;11/02/2024;26,29 D;",
      "SALARY ACME;03/02/2024;1265,08 C;",
      "REFUND SHOP;02/02/2024;2,47 C;"
    ].join("\n")
    expect(pairs(readOk("statement.csv", csv, { currency: "EUR" }))).toEqual([
      ["2024-02-14", -2.68],
      ["2024-02-11", -26.29],
      ["2024-02-03", 1265.08],
      ["2024-02-02", 2.47]
    ])
  })

  it("a card statement's unsigned amounts beside an empty column are its charges", () => {
    const csv = [
      "Credit card statement",
      "2024-06-01;GROCER;12,40;",
      "2024-06-03;BOOKSHOP;30,00;",
      "2024-06-07;CAFE;4,10;"
    ].join("\n")
    expect(pairs(readOk("statement.csv", csv, { currency: "EUR" }))).toEqual([
      ["2024-06-01", -12.4],
      ["2024-06-03", -30],
      ["2024-06-07", -4.1]
    ])
  })

  it("unsigned amounts beside an empty column, with no balance and no card, are still refused", () => {
    const csv = ["2024-06-01;GROCER;12,40;", "2024-06-03;BOOKSHOP;30,00;", "2024-06-07;CAFE;4,10;"].join("\n")
    expect(readErr("statement.csv", csv, { currency: "EUR" }).detail).toContain("beside an empty column")
  })

  it("a column of one direction word beside amounts signed both ways is no indicator", () => {
    // "Debit" on every row; the amounts carry their own signs
    const csv = [
      "2024-07-01;-45,00;Debit;GROCER",
      "2024-07-02;1200,00;Debit;SALARY",
      "2024-07-03;-9,90;Debit;CAFE",
      "2024-07-04;-20,00;Debit;BOOKS"
    ].join("\n")
    expect(pairs(readOk("statement.csv", csv, { currency: "EUR" }))).toEqual([
      ["2024-07-01", -45],
      ["2024-07-02", 1200],
      ["2024-07-03", -9.9],
      ["2024-07-04", -20]
    ])
  })

  it("whole amounts grouped by spaces beside a D/C column are money", () => {
    const csv = [
      "17/09/2023;CARD SHOP;16 668;D;JPY",
      "16/09/2023;GROCER;5 092;D;JPY",
      "15/09/2023;SALARY;250 000;C;JPY",
      "14/09/2023;INTEREST;271;C;JPY"
    ].join("\n")
    expect(pairs(readOk("statement.csv", csv))).toEqual([
      ["2023-09-17", -16668],
      ["2023-09-16", -5092],
      ["2023-09-15", 250000],
      ["2023-09-14", 271]
    ])
  })
})

describe("headerless rows of uneven width", () => {
  it("credits in a last cell the debit rows leave out are read, not set aside as long rows", () => {
    const csv = [
      "2024-08-05;CARD PURCHASE GROCER;12.50",
      "2024-08-04;CARD PURCHASE CAFE;3.20",
      "2024-08-03;REFUND SHOP;;8.00",
      "2024-08-02;CARD PURCHASE BOOKS;20.00",
      "2024-08-01;CASH WITHDRAWAL ATM;50.00"
    ].join("\n")
    expect(pairs(readOk("statement.csv", csv, { currency: "EUR" }))).toEqual([
      ["2024-08-05", -12.5],
      ["2024-08-04", -3.2],
      ["2024-08-03", 8],
      ["2024-08-02", -20],
      ["2024-08-01", -50]
    ])
  })

  it("pending rows without their balance yet, above the booked ones, are rows, not a block above a header", () => {
    const csv = [
      "Statement of account",
      "Not yet booked",
      "2024-09-09|CARD SHOP|-5.00",
      "Booked",
      "2024-09-08|CARD GROCER|-20.00|480.00",
      "2024-09-07|CARD CAFE|-3.00|500.00",
      "2024-09-06|SALARY|300.00|503.00",
      "2024-09-05|RENT|-400.00|203.00"
    ].join("\n")
    const r = readOk("statement.csv", csv, { currency: "EUR" })
    expect(pairs(r)).toEqual([["2024-09-08", -20], ["2024-09-07", -3], ["2024-09-06", 300], ["2024-09-05", -400]])
  })
})

describe("headerless columns that show money or rows only together", () => {
  it("whole numbers in a debit/credit pair are amounts when the balance joins them", () => {
    // 397178 - 2553 = 394625, + 92683 = 487308, - 38296 = 449012, - 8468 = 440544
    const csv = [
      "MERCADONA;PAGO TARJETA MERCADONA;08-04-2024;2553;;394625",
      "JUAN GARCIA;TRANSFERENCIA DE JUAN GARCIA;08-04-2024;;92683;487308",
      "ZARA;PAGO TARJETA ZARA;09-04-2024;38296;;449012",
      "MEDIAMARKT;PAGO TARJETA MEDIAMARKT;15-04-2024;8468;;440544"
    ].join("\n")
    expect(pairs(readOk("movimientos.csv", csv, { currency: "JPY" }))).toEqual([
      ["2024-04-08", -2553],
      ["2024-04-08", 92683],
      ["2024-04-09", -38296],
      ["2024-04-15", -8468]
    ])
  })

  it("label lines of two cells, as many as the rows, do not make the rows' width", () => {
    const csv = [
      "Customer;Lars Karlsson",
      "Period;2025-05-19 - 2025-06-08",
      "Account;SE9555539739853713150166",
      "2025-06-06;CARD PURCHASE LIDL;-85,20;EUR",
      "2025-05-20;SALARY NORDSTROM AB;2924,60;EUR",
      "2025-05-19;CARD PURCHASE IKEA;-13,90;EUR"
    ].join("\n")
    expect(pairs(readOk("transaktioner.csv", csv))).toEqual([
      ["2025-06-06", -85.2],
      ["2025-05-20", 2924.6],
      ["2025-05-19", -13.9]
    ])
  })
})
