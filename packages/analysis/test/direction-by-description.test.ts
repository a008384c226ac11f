import { kindOfDescription } from "@statement-engine/intake"
import { Either } from "effect"
import { describe, expect, it } from "vitest"
import { readStatements } from "../src/index.js"

// Descriptions as banks print them, written from common banking vocabulary of each language:
// -1 a kind of transaction that takes money out, 1 one that brings money in.

const utf8 = (text: string) => new TextEncoder().encode(text)
const read = (name: string, text: string) => readStatements([{ name, bytes: utf8(text) }], { currency: "EUR" })

describe("transaction kinds in descriptions", () => {
  it.each([
    "POS 23,55 AT K1 16.09. SPAR",
    "CARD PAYMENT TESCO STORES",
    "ATM WITHDRAWAL 12 HIGH ST",
    "Direct debit British Gas",
    "BANKOMAT 02950284 K2",
    "Buchungsentgelt",
    "Lastschrift Stadtwerke",
    "Paiement carte MONOPRIX",
    "Retrait DAB",
    "Pago con tarjeta MERCADONA",
    "Prelievo bancomat",
    "Pinbetaling Albert Heijn",
    "Płatność kartą BIEDRONKA",
    "Mokėjimas kortele MAXIMA",
    "Kaardimakse RIMI",
    "Korttiosto K-Market",
    "Kortköp ICA",
    "Levantamento multibanco",
    "Platba kartou ALBERT",
    "Kártyás vásárlás SPAR",
    "Retragere numerar ATM",
    "Plaćanje karticom KONZUM",
    "Ανάληψη μετρητών"
  ])("%s takes money out", (description) => {
    expect(kindOfDescription(description)).toBe(-1)
  })

  it.each([
    "SALARY ACME LTD",
    "0,0625 % p.a. Habenzinsen ab 01.07.17",
    "Gehalt Oktober",
    "Virement reçu DUPONT",
    "Nómina EMPRESA SA",
    "Accredito stipendio",
    "Storting contant",
    "Wynagrodzenie za październik",
    "Palkka",
    "Insättning",
    "Reembolso AMAZON",
    "Μισθοδοσία"
  ])("%s brings money in", (description) => {
    expect(kindOfDescription(description)).toBe(1)
  })

  it.each(["Transfer", "Überweisung Max Mustermann", "LONDON TESCO", "HOME DEPOT 4432", "Posteingang"])(
    "%s says neither",
    (description) => {
      expect(kindOfDescription(description)).toBe(0)
    }
  )
})

const money = (r: ReturnType<typeof read>) =>
  Either.isRight(r) ? r.right.transactions.map((t) => [t.booking_date, t.amount]) : r.left.detail

describe("a headerless unsigned debit/credit pair told apart by its descriptions", () => {
  // out-kinds fill column #3, in-kinds column #4: column #3 is money out
  const rows = [
    "2024-03-01;CARD PAYMENT TESCO;12.40;",
    "2024-03-02;SALARY ACME LTD;;2100.00",
    "2024-03-03;ATM WITHDRAWAL;50.00;",
    "2024-03-04;DIRECT DEBIT WATER;31.00;",
    "2024-03-05;J SMITH;;20.00",
    "2024-03-06;MONTHLY FEE;3.00;"
  ]

  it("reads the column the purchases, withdrawals and fees fill as money out, and says so", () => {
    const r = read("pair.csv", rows.join("\n"))
    expect(money(r)).toEqual([
      ["2024-03-01", -12.4],
      ["2024-03-02", 2100],
      ["2024-03-03", -50],
      ["2024-03-04", -31],
      ["2024-03-05", 20],
      ["2024-03-06", -3]
    ])
    if (Either.isRight(r)) expect(r.right.summary.files[0]?.decisions?.direction).toMatch(/descriptions/)
  })

  it("reads the other column as money out when the columns come the other way round", () => {
    const swapped = rows.map((l) => {
      const [d, t, a, b] = l.split(";")
      return [d, t, b, a].join(";")
    })
    expect(money(read("swapped.csv", swapped.join("\n")))).toEqual([
      ["2024-03-01", -12.4],
      ["2024-03-02", 2100],
      ["2024-03-03", -50],
      ["2024-03-04", -31],
      ["2024-03-05", 20],
      ["2024-03-06", -3]
    ])
  })

  it("refuses naming options.columns when the descriptions point both ways", () => {
    const mixed = [
      "2024-03-01;CARD PAYMENT TESCO;12.40;",
      "2024-03-02;ATM WITHDRAWAL;;50.00",
      "2024-03-03;SALARY ACME;2100.00;",
      "2024-03-04;REFUND AMAZON;;9.99",
      "2024-03-05;MONTHLY FEE;3.00;"
    ]
    const r = read("mixed.csv", mixed.join("\n"))
    if (Either.isRight(r)) throw new Error("expected a refusal")
    const e = r.left
    if (e._tag === "InvalidAnalysisOptions") throw new Error(e.detail)
    expect(e.fix?.option).toBe("columns")
    expect(e.line).toBe(1)
    expect(e.found).toMatch(/unsigned/)
    expect(e.missing).toBeDefined()
  })

  it("refuses when too few rows name a kind", () => {
    const r = read("few.csv", "2024-03-01;TESCO;12.40;\n2024-03-02;SALARY;;2100.00\n2024-03-03;J SMITH;5.00;\n")
    expect(Either.isLeft(r) && r.left._tag !== "InvalidAnalysisOptions" && r.left.fix?.option).toBe("columns")
  })
})

describe("an unsigned debit/credit pair under a header that names neither", () => {
  const body = [
    "2024-03-01;CARD PAYMENT TESCO;12.40;",
    "2024-03-02;SALARY ACME LTD;;2100.00",
    "2024-03-03;ATM WITHDRAWAL;50.00;",
    "2024-03-04;DIRECT DEBIT WATER;31.00;",
    "2024-03-05;J SMITH;;20.00",
    "2024-03-06;MONTHLY FEE;3.00;"
  ]
  const want = [
    ["2024-03-01", -12.4],
    ["2024-03-02", 2100],
    ["2024-03-03", -50],
    ["2024-03-04", -31],
    ["2024-03-05", 20],
    ["2024-03-06", -3]
  ]

  it.each(["Date;Description;Xyzzy;Plugh", "Aaaa;Bbbb;Cccc;Dddd"])("reads it under %s", (header) => {
    const r = read("headed.csv", [header, ...body].join("\n"))
    expect(money(r)).toEqual(want)
    if (Either.isRight(r)) expect(r.right.summary.files[0]?.decisions?.direction).toMatch(/descriptions/)
  })

  it("refuses when the descriptions point both ways, and options.columns reads it", () => {
    const mixed = ["Aaaa;Bbbb;Cccc;Dddd", ...body.map((l) => l.replace("ATM WITHDRAWAL", "REFUND SHOP"))]
      .map((l) => l.replace("DIRECT DEBIT WATER", "INTEREST CREDIT"))
    const r = read("mixed.csv", mixed.join("\n"))
    if (Either.isRight(r)) throw new Error("expected a refusal")
    expect(r.left._tag).toBe("NoSuitableParser")
    const fixed = readStatements([{ name: "mixed.csv", bytes: utf8(mixed.join("\n")) }], {
      currency: "EUR",
      files: { "mixed.csv": { columns: { debit: 2, credit: 3 } } }
    })
    expect(money(fixed)).toEqual([
      ["2024-03-01", -12.4],
      ["2024-03-02", 2100],
      ["2024-03-03", -50],
      ["2024-03-04", -31],
      ["2024-03-05", 20],
      ["2024-03-06", -3]
    ])
  })
})
