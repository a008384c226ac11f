import { describe, expect, it } from "vitest"
import { readErr, readOk } from "./helpers.js"

// Tuning files for money-transfer and e-money histories (apart from the held-out set): one row per
// movement, IN/OUT/NEUTRAL, fees apart, exchanges between currencies.

const byCurrency = (name: string, text: string) => {
  const out: Record<string, Array<number>> = {}
  for (const t of readOk(name, text).transactions) (out[t.currency] ??= []).push(t.amount)
  return out
}

describe("source and target sides", () => {
  it("decimal comma with thousands, an exchange rate column and day-first timestamps (it)", () => {
    const csv = [
      "Codice;Stato;Direzione;Creato il;Completato il;Commissione origine;Valuta commissione;Nome origine;Importo origine;Valuta origine;Nome destinazione;Importo destinazione;Valuta destinazione;Tasso",
      "A1;COMPLETED;IN;01/09/2024 10:00;01/09/2024 10:02;0,00;EUR;Società Alfa;2.345,67;EUR;Luca Bianchi;2.345,67;EUR;1",
      "A2;COMPLETED;NEUTRAL;02/09/2024 11:00;02/09/2024 11:00;2,10;EUR;Luca Bianchi;997,90;EUR;Luca Bianchi;938,12;CHF;0,9401",
      "A3;COMPLETED;OUT;14/09/2024 18:00;15/09/2024 06:00;0,00;CHF;Luca Bianchi;45,00;CHF;Coop Lugano;45,00;CHF;1",
      "A4;COMPLETED;OUT;20/09/2024 09:00;20/09/2024 09:00;0,00;EUR;Luca Bianchi;60,00;EUR;Enel;60,00;EUR;1"
    ].join("\n")
    expect(byCurrency("storico.csv", csv)).toEqual({ EUR: [2345.67, -997.9, -2.1, -60], CHF: [938.12, -45] })
  })

  it("both sides' fee columns filled, dotted day-first timestamps (nl)", () => {
    const csv = [
      "Nr;Status;Richting;Aangemaakt;Voltooid;Kosten bron;Valuta kosten bron;Kosten doel;Valuta kosten doel;Naam bron;Bedrag bron;Valuta bron;Naam doel;Bedrag doel;Valuta doel",
      "N1;COMPLETED;IN;03.10.2024 08:15;03.10.2024 08:16;0;EUR;0;EUR;Werkgever BV;3.100,00;EUR;Eva de Vries;3.100,00;EUR",
      "N2;COMPLETED;NEUTRAL;05.10.2024 12:00;05.10.2024 12:00;3,25;EUR;0;SEK;Eva de Vries;996,75;EUR;Eva de Vries;11.402,10;SEK",
      "N3;COMPLETED;OUT;19.10.2024 21:40;20.10.2024 02:00;0;SEK;0;SEK;Eva de Vries;89,00;SEK;ICA Maxi;89,00;SEK",
      "N4;COMPLETED;NEUTRAL;25.10.2024 10:00;25.10.2024 10:00;4,00;SEK;0;EUR;Eva de Vries;1.000,00;SEK;Eva de Vries;86,91;EUR"
    ].join("\n")
    expect(byCurrency("overzicht.csv", csv)).toEqual({
      EUR: [3100, -996.75, -3.25, 86.91],
      SEK: [11402.1, -89, -1000, -4]
    })
  })

  it("hyphenated ids, a rate column of whole and decimal numbers, a reference column (pt)", () => {
    const csv = [
      "Id;Estado;Direção;Criado;Concluído;Taxa origem;Moeda taxa origem;Nome origem;Valor origem;Moeda origem;Nome destino;Valor destino;Moeda destino;Câmbio;Referência",
      "TRF-7;COMPLETED;IN;04.11.2024 08:00;04.11.2024 08:01;0;EUR;Empresa Lda;1.250,00;EUR;Rui Costa;1.250,00;EUR;1;Salário novembro",
      "TRF-8;COMPLETED;NEUTRAL;06.11.2024 09:30;06.11.2024 09:30;2,40;EUR;Rui Costa;297,60;EUR;Rui Costa;1.834,52;BRL;6,1644;",
      "TRF-9;COMPLETED;OUT;12.11.2024 19:10;13.11.2024 01:00;0;BRL;Rui Costa;120,00;BRL;Padaria Sol;120,00;BRL;1;Pão",
      "TRF-10;COMPLETED;OUT;15.11.2024 10:00;15.11.2024 10:00;0,80;EUR;Rui Costa;100,00;EUR;EDP;100,00;EUR;1;Luz"
    ].join("\n")
    expect(byCurrency("extrato.csv", csv)).toEqual({
      EUR: [1250, -297.6, -2.4, -100, -0.8],
      BRL: [1834.52, -120]
    })
  })

  it("a source fee on most rows is told from the amounts by its size (en)", () => {
    const csv = [
      "Ref,State,Way,Opened,Closed,Fee,Fee ccy,From,Sent,Sent ccy,To,Received,Received ccy",
      "R1,COMPLETED,OUT,2024-05-02 10:00,2024-05-02 10:01,0.80,GBP,Kim Lee,120.00,GBP,Gas Co,120.00,GBP",
      "R2,COMPLETED,IN,2024-05-03 09:00,2024-05-03 09:00,0.00,GBP,Employer plc,2200.00,GBP,Kim Lee,2200.00,GBP",
      "R3,COMPLETED,NEUTRAL,2024-05-04 12:00,2024-05-04 12:00,2.95,GBP,Kim Lee,597.05,GBP,Kim Lee,3081.41,PLN",
      "R4,COMPLETED,OUT,2024-05-06 18:00,2024-05-07 02:00,1.10,PLN,Kim Lee,48.90,PLN,Zabka,48.90,PLN",
      "R5,COMPLETED,OUT,2024-05-08 08:00,2024-05-08 08:00,0.41,GBP,Kim Lee,35.00,GBP,Gym Ltd,35.00,GBP"
    ].join("\n")
    expect(byCurrency("activity.csv", csv)).toEqual({
      GBP: [-120, -0.8, 2200, -597.05, -2.95, -35, -0.41],
      PLN: [3081.41, -48.9, -1.1]
    })
  })

  it("the purchase date is the earlier of the two dates", () => {
    const csv = [
      "id,direction,created,completed,fee,fee currency,from,amount,currency,to,amount out,currency out",
      "1,OUT,2024-01-30,2024-02-01,0.5,GBP,Me,20.00,GBP,Shop,20.00,GBP",
      "2,NEUTRAL,2024-02-03,2024-02-03,0,GBP,Me,100.00,GBP,Me,116.50,EUR",
      "3,IN,2024-02-04,2024-02-05,0,EUR,Friend,10.00,EUR,Me,10.00,EUR"
    ].join("\n")
    const r = readOk("h.csv", csv)
    expect(r.transactions.map((t) => [t.date ?? t.booking_date, t.booking_date, t.currency, t.amount])).toEqual([
      ["2024-01-30", "2024-02-01", "GBP", -20],
      ["2024-01-30", "2024-02-01", "GBP", -0.5],
      ["2024-02-03", "2024-02-03", "GBP", -100],
      ["2024-02-03", "2024-02-03", "EUR", 116.5],
      ["2024-02-04", "2024-02-05", "EUR", 10]
    ])
  })
})

describe("one amount per row", () => {
  it("lower-case directions, a balance per currency, fee apart on an incoming payment (en)", () => {
    const csv = [
      "When,Which way,Sum,Charge,Ccy,Balance,Note",
      "2024-02-01,in,500.00,0.00,USD,500.00,Invoice 17",
      "2024-02-02,in,200.00,1.50,USD,698.50,Invoice 18",
      "2024-02-03,neutral,300.00,0.00,USD,398.50,To EUR",
      "2024-02-03,neutral,276.90,0.00,EUR,276.90,From USD",
      "2024-02-05,out,50.00,0.00,EUR,226.90,Rent share"
    ].join("\n")
    expect(byCurrency("wallet.csv", csv)).toEqual({ USD: [500, 200, -1.5, -300], EUR: [276.9, -50] })
  })

  it("a fee on every row, apart from the amount: the balance moves by both (de)", () => {
    const csv = [
      "Datum;Richtung;Betrag;Gebühr;Währung;Kontostand;Text",
      "01.03.2024;IN;800,00;0,40;EUR;799,60;Einzahlung",
      "02.03.2024;OUT;64,00;0,25;EUR;735,35;Rewe",
      "04.03.2024;NEUTRAL;200,00;1,00;EUR;534,35;Tausch EUR in CHF",
      "04.03.2024;NEUTRAL;191,40;0,10;CHF;191,30;Tausch EUR in CHF",
      "06.03.2024;OUT;30,00;0,20;CHF;161,10;SBB"
    ].join("\n")
    expect(byCurrency("verlauf.csv", csv)).toEqual({
      EUR: [800, -0.4, -64, -0.25, -200, -1],
      CHF: [191.4, -0.1, -30, -0.2]
    })
  })

  it("an amount smaller than the balance on every row is not taken for a fee (en)", () => {
    const csv = [
      "Date,Direction,Amount,Currency,Balance,Text",
      "2024-04-01,IN,250.00,EUR,25250.00,Interest",
      "2024-04-02,OUT,40.00,EUR,25210.00,Shop",
      "2024-04-03,NEUTRAL,100.00,EUR,25110.00,To USD",
      "2024-04-03,NEUTRAL,108.00,USD,10108.00,From EUR",
      "2024-04-05,OUT,8.00,USD,10100.00,Coffee"
    ].join("\n")
    expect(byCurrency("big.csv", csv)).toEqual({ EUR: [250, -40, -100], USD: [108, -8] })
  })

  it("a NEUTRAL row no balance settles is refused naming its line", () => {
    const csv = [
      "Date,Direction,Amount,Fee,Currency,Text",
      "2024-02-01,IN,100.00,0.00,EUR,Top up",
      "2024-02-02,NEUTRAL,50.00,0.00,EUR,Exchange",
      "2024-02-02,NEUTRAL,54.00,0.00,USD,Exchange"
    ].join("\n")
    const e = readErr("nobalance.csv", csv)
    expect(e).toMatchObject({ line: 3 })
    expect(e.detail).toContain("options.columns")
  })

  it("a pinned balance column settles NEUTRAL rows", () => {
    const csv = [
      "Date,Direction,Amount,Fee,Currency,Saldo,Text",
      "2024-02-01,IN,100.00,0.00,EUR,100.00,Top up",
      "2024-02-02,NEUTRAL,50.00,0.00,EUR,50.00,Exchange",
      "2024-02-02,NEUTRAL,54.00,0.00,USD,54.00,Exchange"
    ].join("\n")
    const r = readOk("pinned.csv", csv, { columns: { balance: "Saldo" } })
    expect(r.transactions.map((t) => [t.currency, t.amount])).toEqual([["EUR", 100], ["EUR", -50], ["USD", 54]])
  })

  it("an account with an IN/OUT column and one currency is read as before", () => {
    const csv = [
      "Date,Type,Amount,Description",
      "2024-03-01,IN,1000.00,Salary",
      "2024-03-02,OUT,20.00,Coffee beans",
      "2024-03-03,OUT,35.50,Groceries"
    ].join("\n")
    expect(byCurrency("acct.csv", csv)).toMatchObject({})
    expect(readOk("acct.csv", csv).transactions.map((t) => t.amount)).toEqual([1000, -20, -35.5])
  })
})
