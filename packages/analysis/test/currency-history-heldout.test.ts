import { describe, expect, it } from "vitest"
import type { Transaction } from "../src/index.js"
import { readOk } from "./helpers.js"

// Held-out multi-currency transaction histories of money-transfer and e-money services: one row per
// movement, an unsigned amount with an IN/OUT/NEUTRAL direction, fees in a column of their own and
// exchanges between the holder's own currency balances. Written by hand; each expected figure is read
// off the rows below. The conventions they hold the reader to:
// - each currency is its own statement;
// - a movement's fee is a money-out transaction of its own in the currency it was taken in, unless the
//   printed balance shows it already inside the amount (then nothing is added);
// - an exchange is an out-leg in the currency sold (fee apart) and an in-leg in the currency bought;
// - a cancelled row, or a NEUTRAL row the balance does not move, moved no money and is not a transaction;
// - "after fees" amounts are what moved besides the fee: an out-leg costs the amount plus its fee.

type Figures = { count: number; net: number; first: string; last: string }

const perCurrency = (txs: ReadonlyArray<Transaction>): Record<string, Figures> => {
  const out: Record<string, Figures> = {}
  for (const t of txs) {
    const f = out[t.currency] ?? { count: 0, net: 0, first: t.booking_date, last: t.booking_date }
    f.count++
    f.net = Math.round((f.net + t.amount) * 100) / 100
    if (t.booking_date < f.first) f.first = t.booking_date
    if (t.booking_date > f.last) f.last = t.booking_date
    out[t.currency] = f
  }
  return out
}

const read = (name: string, text: string) => perCurrency(readOk(name, text).transactions)

describe("a transfer service's history: source and target sides, fees apart", () => {
  it("English, comma-separated, timestamps, a cancelled transfer and an exchange EUR -> GBP", () => {
    const csv = [
      "ID,Status,Direction,Created on,Finished on,Source fee amount,Source fee currency,Target fee amount,Target fee currency,Source name,Source amount (after fees),Source currency,Target name,Target amount (after fees),Target currency,Exchange rate,Reference,Batch",
      "TRANSFER-1001,COMPLETED,IN,2024-03-01 08:00:11,2024-03-01 08:00:15,0,EUR,,,Acme GmbH,2500.00,EUR,Jane Doe,2500.00,EUR,1.0,Salary March,",
      "TRANSFER-1002,COMPLETED,NEUTRAL,2024-03-02 10:15:00,2024-03-02 10:15:02,3.12,EUR,,,Jane Doe,996.88,EUR,Jane Doe,851.33,GBP,0.854,,",
      "CARD_TRANSACTION-1003,COMPLETED,OUT,2024-03-03 19:40:05,2024-03-04 02:11:40,0,GBP,,,Jane Doe,42.10,GBP,Pret A Manger,42.10,GBP,1.0,,",
      "TRANSFER-1004,COMPLETED,OUT,2024-03-05 12:00:00,2024-03-05 12:00:30,0.62,EUR,,,Jane Doe,300.00,EUR,Landlord Ltd,300.00,EUR,1.0,Rent,",
      "TRANSFER-1005,CANCELLED,OUT,2024-03-06 09:00:00,,0,EUR,,,Jane Doe,50.00,EUR,Someone,50.00,EUR,1.0,,",
      "CARD_TRANSACTION-1006,COMPLETED,OUT,2024-03-07 13:22:00,2024-03-08 04:00:00,0,GBP,,,Jane Doe,12.50,GBP,Tesco Metro,12.50,GBP,1.0,,",
      "TRANSFER-1007,COMPLETED,IN,2024-03-09 16:00:00,2024-03-09 16:00:05,,,,,Bob Smith,25.00,GBP,Jane Doe,25.00,GBP,1.0,Dinner,"
    ].join("\n")
    expect(read("transaction-history.csv", csv)).toEqual({
      EUR: { count: 5, net: 1199.38, first: "2024-03-01", last: "2024-03-05" },
      GBP: { count: 4, net: 821.73, first: "2024-03-02", last: "2024-03-09" }
    })
  })

  // Diagnosed before the fee rule by size (its miss shaped that rule): no longer a clean held-out figure.
  it("German headers, semicolons, decimal comma, exchanges both ways EUR <-> USD", () => {
    const csv = [
      "ID;Status;Richtung;Erstellt am;Abgeschlossen am;Gebühr Quelle;Gebührenwährung Quelle;Gebühr Ziel;Gebührenwährung Ziel;Name Quelle;Betrag Quelle (nach Gebühren);Quellwährung;Name Ziel;Betrag Ziel (nach Gebühren);Zielwährung;Wechselkurs;Referenz",
      "T-1;COMPLETED;IN;02.04.2024 09:00;02.04.2024 09:01;0;EUR;0;EUR;Beta AG;1.800,00;EUR;Max Muster;1.800,00;EUR;1;Gehalt April",
      "T-2;COMPLETED;NEUTRAL;03.04.2024 11:00;03.04.2024 11:00;4,50;EUR;0;USD;Max Muster;495,50;EUR;Max Muster;536,13;USD;1,082;",
      "T-3;COMPLETED;OUT;05.04.2024 20:10;06.04.2024 03:00;0;USD;0;USD;Max Muster;19,99;USD;Netflix;19,99;USD;1;",
      "T-4;COMPLETED;OUT;08.04.2024 08:00;08.04.2024 08:00;1,20;EUR;0;EUR;Max Muster;250,00;EUR;Vermieter GmbH;250,00;EUR;1;Miete April",
      "T-5;COMPLETED;NEUTRAL;10.04.2024 10:00;10.04.2024 10:00;0,35;USD;0;EUR;Max Muster;99,65;USD;Max Muster;91,20;EUR;0,9152;"
    ].join("\n")
    expect(read("umsaetze.csv", csv)).toEqual({
      EUR: { count: 6, net: 1140, first: "2024-04-02", last: "2024-04-10" },
      USD: { count: 4, net: 416.14, first: "2024-04-03", last: "2024-04-10" }
    })
  })
})

describe("an e-money history: one amount per row, a currency column and each currency's balance", () => {
  it("Polish, the balance moves by the amount and the fee: the fee is its own transaction", () => {
    const csv = [
      "Data;Kierunek;Kwota;Opłata;Waluta;Saldo;Opis",
      "2024-05-01;IN;3000.00;0.00;PLN;3000.00;Wynagrodzenie Firma XYZ",
      "2024-05-02;OUT;120.40;0.00;PLN;2879.60;Biedronka",
      "2024-05-03;NEUTRAL;860.00;2.00;PLN;2017.60;Wymiana PLN na EUR",
      "2024-05-03;NEUTRAL;200.00;0.00;EUR;200.00;Wymiana PLN na EUR",
      "2024-05-06;OUT;35.00;0.50;EUR;164.50;Hotel Berlin",
      "2024-05-08;IN;15.00;0.00;EUR;179.50;Zwrot",
      "2024-05-10;OUT;55.00;0.00;PLN;1962.60;Orlen"
    ].join("\n")
    expect(read("historia.csv", csv)).toEqual({
      PLN: { count: 5, net: 1962.6, first: "2024-05-01", last: "2024-05-10" },
      EUR: { count: 4, net: 179.5, first: "2024-05-03", last: "2024-05-08" }
    })
  })

  it("French, the balance moves by the amount alone: the fee is already inside it", () => {
    const csv = [
      "Date;Sens;Montant;Frais;Devise;Solde;Libellé",
      "12/06/2024;IN;1500,00;0,00;EUR;1500,00;Virement salaire",
      "13/06/2024;OUT;40,75;0,75;EUR;1459,25;Retrait DAB Londres",
      "14/06/2024;NEUTRAL;300,00;1,50;EUR;1159,25;Change EUR vers CHF",
      "14/06/2024;NEUTRAL;287,10;0,00;CHF;287,10;Change EUR vers CHF",
      "17/06/2024;OUT;22,40;0,00;CHF;264,70;Migros Genève",
      "20/06/2024;OUT;18,90;0,00;EUR;1140,35;Fnac"
    ].join("\n")
    expect(read("releve.csv", csv)).toEqual({
      EUR: { count: 4, net: 1140.35, first: "2024-06-12", last: "2024-06-20" },
      CHF: { count: 2, net: 264.7, first: "2024-06-14", last: "2024-06-17" }
    })
  })

  it("Spanish, a NEUTRAL card check the balance does not move is no transaction", () => {
    const csv = [
      "Fecha;Dirección;Importe;Comisión;Moneda;Saldo;Concepto",
      "2024-07-01;IN;900.00;0.00;EUR;900.00;Nómina julio",
      "2024-07-02;NEUTRAL;1.00;0.00;EUR;900.00;Verificación de tarjeta",
      "2024-07-03;OUT;45.60;0.00;EUR;854.40;Mercadona",
      "2024-07-04;NEUTRAL;100.00;0.00;EUR;754.40;Cambio EUR a USD",
      "2024-07-04;NEUTRAL;108.30;0.00;USD;108.30;Cambio EUR a USD",
      "2024-07-06;OUT;30.00;0.00;USD;78.30;Amazon US"
    ].join("\n")
    expect(read("movimientos.csv", csv)).toEqual({
      EUR: { count: 3, net: 754.4, first: "2024-07-01", last: "2024-07-04" },
      USD: { count: 2, net: 78.3, first: "2024-07-04", last: "2024-07-06" }
    })
  })
})
