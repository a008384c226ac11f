import { balanceKind, notBookedReason } from "@statement-engine/intake"
import { describe, expect, it } from "vitest"
import { pairs, readOk } from "./helpers.js"

// Status words written by hand from the languages themselves: rows a bank marks open, still to be
// processed, or sent back are not booked transactions. Expected values are read off the lines below.

describe("open, to-be-processed and returned rows in more languages", () => {
  it.each(["Offen", "Por processar", "Por procesar", "Em aberto", "En espera", "Nyitott"])(
    "%s marks a row pending",
    (cell) => {
      expect(notBookedReason(cell)).toBe("pending")
    }
  )

  it.each(["Tilbageført", "Tilbakeført", "Återförd", "Visszautalt", "Vrátená", "Vrácené", "Geretourneerd", "Vraćeno"])(
    "%s (sent back) marks a row not booked",
    (cell) => {
      expect(notBookedReason(cell)).toMatch(/^not booked/)
    }
  )

  it.each(["Ubokført", "Ubogført", "Obokförd"])("%s (a booking negated by a prefix) marks a row not booked", (cell) => {
    expect(notBookedReason(cell)).toMatch(/^not booked/)
  })

  it("reads a Lithuanian 'previous balance' as the opening balance", () => {
    expect(balanceKind("Ankstesnis likutis")).toBe("opening")
  })

  it("leaves out an open card payment in a status column that booked rows leave blank", () => {
    const csv = [
      "Buchungsdatum;Beschreibung;Betrag;Status",
      "2024-03-01;Gehalt ACME GmbH;2500,00;",
      "2024-03-02;Kartenzahlung REWE;-42,10;",
      "2024-03-04;Kartenzahlung BILLA;-9,62;Offen",
      "2024-03-05;Lastschrift Telekom;-39,95;"
    ].join("\n")
    expect(pairs(readOk("offen.csv", csv))).toEqual([
      ["2024-03-01", 2500],
      ["2024-03-02", -42.1],
      ["2024-03-05", -39.95]
    ])
  })

  it("leaves out a returned row whose balance does not move", () => {
    const csv = [
      "Dato;Tekst;Beløb;Saldo;Status",
      "2024-05-19;Løn;10000,00;10500,00;Bogført",
      "2024-05-20;Dankort-køb Netto;-112,74;10500,00;Tilbageført",
      "2024-05-21;Dankort-køb Føtex;-200,00;10300,00;Bogført",
      "2024-05-22;MobilePay;-50,00;10250,00;Bogført"
    ].join("\n")
    expect(pairs(readOk("tilbagefoert.csv", csv))).toEqual([
      ["2024-05-19", 10000],
      ["2024-05-21", -200],
      ["2024-05-22", -50]
    ])
  })
})

describe("a description column is not a status column", () => {
  it("keeps a refund whose description says returned in a short headerless file", () => {
    const csv = [
      "12.03.2024;Nákup kartou Albert;-45,00",
      "13.03.2024;VRÁCENÍ Alza.cz;120,00",
      "14.03.2024;Výběr z bankomatu;-500,00",
      "15.03.2024;Příchozí platba Jan Novák;1500,00"
    ].join("\n")
    expect(pairs(readOk("vraceni.csv", csv))).toEqual([
      ["2024-03-12", -45],
      ["2024-03-13", 120],
      ["2024-03-14", -500],
      ["2024-03-15", 1500]
    ])
  })
})

describe("an abbreviated currency header", () => {
  it("reads the currency a 'Whrg.' column gives over the German IBAN's euro", () => {
    const csv = [
      "Konto;DE89370400440532013000",
      "Buchungsdatum;Verwendungszweck;Betrag;Whrg.;Status",
      "26.02.2021;Kartenzahlung Edeka;60,64 D;CZK",
      "27.02.2021;Lastschrift Telekom;21,38 D;CZK",
      "03.03.2021;Gehalt;2000,00 C;CZK"
    ].join("\n")
    const r = readOk("whrg.csv", csv)
    expect(r.transactions.map((t) => [t.booking_date, t.amount, t.currency])).toEqual([
      ["2021-02-26", -60.64, "CZK"],
      ["2021-02-27", -21.38, "CZK"],
      ["2021-03-03", 2000, "CZK"]
    ])
  })
})
