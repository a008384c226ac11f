import { describe, expect, it } from "vitest"
import type { Transaction } from "../src/index.js"
import { readOk } from "./helpers.js"

// A second held-out set of multi-currency transaction histories, written by hand before the fee rule
// by size: fees charged on most or all rows. Each expected figure is read off the rows below under the
// conventions of currency-history-heldout.test.ts:
// - each currency is its own statement;
// - a movement's fee is a money-out transaction of its own in the currency it was taken in, unless the
//   printed balance shows it already inside the amount (then nothing is added);
// - an exchange is an out-leg in the currency sold (fee apart) and an in-leg in the currency bought;
// - a cancelled or pending row, or a NEUTRAL row the balance does not move, is not a transaction;
// - "after fees" amounts are what moved besides the fee: an out-leg costs the amount plus its fee;
// - of two dates, the posting (completion) date is the booking date.

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

describe("a transfer service's history: source and target sides, a source fee on most rows", () => {
  it("Italian, semicolons, decimal comma, day-first timestamps, a cancelled transfer, EUR -> GBP", () => {
    const csv = [
      "ID;Stato;Direzione;Data creazione;Data completamento;Commissione origine;Valuta commissione origine;Nome origine;Importo origine (al netto delle commissioni);Valuta origine;Nome destinazione;Importo destinazione (al netto delle commissioni);Valuta destinazione;Tasso di cambio;Riferimento",
      "TRANSFER-201;COMPLETED;OUT;16/09/2024 09:10;16/09/2024 09:11;0,45;EUR;Giulia Rossi;150,00;EUR;Marco Verdi;150,00;EUR;1;Quota affitto",
      "TRANSFER-202;COMPLETED;IN;17/09/2024 08:00;17/09/2024 08:00;0,00;EUR;Studio Beta Srl;1.950,00;EUR;Giulia Rossi;1.950,00;EUR;1;Stipendio settembre",
      "TRANSFER-203;COMPLETED;NEUTRAL;18/09/2024 12:30;18/09/2024 12:30;3,80;EUR;Giulia Rossi;496,20;EUR;Giulia Rossi;418,57;GBP;0,84355;",
      "CARD-204;COMPLETED;OUT;20/09/2024 17:45;21/09/2024 03:00;0,30;GBP;Giulia Rossi;25,00;GBP;Boots;25,00;GBP;1;",
      "TRANSFER-205;COMPLETED;OUT;23/09/2024 10:00;23/09/2024 10:05;0,62;EUR;Giulia Rossi;80,00;EUR;Enel Energia;80,00;EUR;1;Bolletta luce",
      "TRANSFER-206;CANCELLED;OUT;24/09/2024 11:00;;0,40;EUR;Giulia Rossi;60,00;EUR;Paolo Neri;60,00;EUR;1;",
      "CARD-207;COMPLETED;OUT;26/09/2024 19:20;27/09/2024 02:00;0,25;GBP;Giulia Rossi;18,40;GBP;Wagamama;18,40;GBP;1;"
    ].join("\n")
    expect(read("cronologia.csv", csv)).toEqual({
      EUR: { count: 7, net: 1218.93, first: "2024-09-16", last: "2024-09-23" },
      GBP: { count: 5, net: 374.62, first: "2024-09-18", last: "2024-09-27" }
    })
  })

  it("Dutch, dates first and the fee after the amounts, ISO timestamps, exchanges EUR <-> USD", () => {
    const csv = [
      "Aangemaakt op;Voltooid op;Richting;Status;Bedrag bron (na kosten);Valuta bron;Bedrag doel (na kosten);Valuta doel;Kosten bron;Valuta kosten bron;Naam bron;Naam doel;Omschrijving;ID",
      "2024-10-01 08:00:00;2024-10-01 08:00:04;IN;COMPLETED;2.750,00;EUR;2.750,00;EUR;0,00;EUR;Werkgever BV;Sanne Jansen;Salaris oktober;TR-1",
      "2024-10-02 09:30:00;2024-10-02 09:30:01;NEUTRAL;COMPLETED;1.193,40;EUR;1.312,74;USD;6,60;EUR;Sanne Jansen;Sanne Jansen;;TR-2",
      "2024-10-04 20:15:00;2024-10-05 01:00:00;OUT;COMPLETED;64,99;USD;64,99;USD;0,50;USD;Sanne Jansen;Apple;;TR-3",
      "2024-10-07 10:00:00;2024-10-07 10:00:30;OUT;COMPLETED;850,00;EUR;850,00;EUR;1,15;EUR;Sanne Jansen;Verhuurder BV;Huur oktober;TR-4",
      "2024-10-09 15:00:00;2024-10-09 15:00:02;NEUTRAL;COMPLETED;500,00;USD;456,20;EUR;2,75;USD;Sanne Jansen;Sanne Jansen;;TR-5",
      "2024-10-11 12:00:00;;OUT;CANCELLED;40,00;EUR;40,00;EUR;0,45;EUR;Sanne Jansen;Iemand;;TR-6",
      "2024-10-14 18:30:00;2024-10-15 02:00:00;OUT;COMPLETED;32,40;USD;32,40;USD;0,35;USD;Sanne Jansen;Uber;;TR-7"
    ].join("\n")
    expect(read("transacties.csv", csv)).toEqual({
      EUR: { count: 6, net: 1155.05, first: "2024-10-01", last: "2024-10-09" },
      USD: { count: 7, net: 711.75, first: "2024-10-02", last: "2024-10-15" }
    })
  })
})

describe("an e-money history: one amount per row, a currency column and each currency's balance", () => {
  it("Portuguese, a fee on every row, the balance moves by the amount and the fee", () => {
    const csv = [
      "Data;Sentido;Descrição;Montante;Taxa;Moeda;Saldo",
      "2024-11-01;IN;Transferência recebida Empresa Lda;1.000,00;0,50;EUR;999,50",
      "2024-11-03;OUT;Pingo Doce;23,40;0,10;EUR;976,00",
      "2024-11-05;NEUTRAL;Câmbio EUR para GBP;300,00;1,20;EUR;674,80",
      "2024-11-05;NEUTRAL;Câmbio EUR para GBP;256,10;0,05;GBP;256,05",
      "2024-11-08;OUT;Loja Londres;12,00;0,15;GBP;243,90",
      "2024-11-12;OUT;Galp;45,00;0,20;EUR;629,60",
      "2024-11-15;IN;Reembolso;20,00;0,05;GBP;263,85"
    ].join("\n")
    expect(read("extrato.csv", csv)).toEqual({
      EUR: { count: 8, net: 629.6, first: "2024-11-01", last: "2024-11-12" },
      GBP: { count: 6, net: 263.85, first: "2024-11-05", last: "2024-11-15" }
    })
  })

  it("English, type/product/state columns, started and completed dates, a pending row, fees inside", () => {
    const csv = [
      "Type,Product,Started Date,Completed Date,Description,Direction,Amount,Fee,Currency,State,Balance",
      "TOPUP,Current,2024-12-02 08:00:00,2024-12-02 08:00:05,Top-up by card,IN,500.00,0.00,GBP,COMPLETED,500.00",
      "CARD_PAYMENT,Current,2024-12-03 12:10:00,2024-12-04 09:00:00,Sainsbury's,OUT,18.75,0.00,GBP,COMPLETED,481.25",
      "EXCHANGE,Current,2024-12-05 10:00:00,2024-12-05 10:00:00,Exchanged to EUR,NEUTRAL,200.00,1.00,GBP,COMPLETED,281.25",
      "EXCHANGE,Current,2024-12-05 10:00:00,2024-12-05 10:00:00,Exchanged from GBP,NEUTRAL,234.50,0.00,EUR,COMPLETED,234.50",
      "CARD_PAYMENT,Current,2024-12-07 19:00:00,,Restaurant Le Petit,OUT,48.00,0.00,EUR,PENDING,",
      "CARD_PAYMENT,Current,2024-12-09 13:30:00,2024-12-10 08:00:00,Carrefour Paris,OUT,31.20,0.00,EUR,COMPLETED,203.30",
      "ATM,Current,2024-12-11 09:00:00,2024-12-11 09:00:00,Cash at Barclays,OUT,101.50,1.50,GBP,COMPLETED,179.75",
      "TRANSFER,Current,2024-12-13 16:00:00,2024-12-13 16:00:01,From Tom,IN,35.00,0.00,GBP,COMPLETED,214.75"
    ].join("\n")
    expect(read("account-statement.csv", csv)).toEqual({
      GBP: { count: 5, net: 214.75, first: "2024-12-02", last: "2024-12-13" },
      EUR: { count: 2, net: 203.3, first: "2024-12-05", last: "2024-12-10" }
    })
  })
})
