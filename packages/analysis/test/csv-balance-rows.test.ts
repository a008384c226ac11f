import { describe, expect, it } from "vitest"
import { pairs, readErr, readOk } from "./helpers.js"

// Balance, total and section lines around the table, written by hand; each expected value is read
// off the lines of the test (dates, amounts, what the printed balances make).

const net = (r: ReturnType<typeof readOk>): number =>
  Math.round(r.transactions.reduce((s, t) => s + t.amount, 0) * 100) / 100

describe("printed balances without a sign", () => {
  it("reads an overdrawn closing balance printed unsigned in the credit column (de, Soll/Haben)", () => {
    // 100,00 - 250,00 + 30,00 = -120,00: the closing prints 120,00 with no sign
    const csv = [
      "Buchungsdatum;Verwendungszweck;Soll;Haben",
      ";Anfangssaldo;;100,00",
      "01.03.2024;MIETE MAERZ;250,00;",
      "15.03.2024;GUTSCHRIFT;;30,00",
      ";Endsaldo;;120,00"
    ].join("\n")
    const r = readOk("soll-haben.csv", csv)
    expect(pairs(r)).toEqual([["2024-03-01", -250], ["2024-03-15", 30]])
  })

  it("reads an overdrawn opening balance printed unsigned (en, card charges unmarked, credits CR)", () => {
    // card statement: unmarked balance = owed. -40.00 - 12.50 - 7.50 + 100.00 = 40.00 CR
    const csv = [
      "Credit card statement",
      "Date,Description,Amount",
      ",Opening balance,40.00",
      "14/03/2024,TESCO STORES,12.50",
      "18/03/2024,COSTA COFFEE,7.50",
      "25/03/2024,PAYMENT RECEIVED THANK YOU,100.00 CR",
      ",Closing balance,40.00 CR"
    ].join("\n")
    const r = readOk("card.csv", csv)
    expect(pairs(r)).toEqual([["2024-03-14", -12.5], ["2024-03-18", -7.5], ["2024-03-25", 100]])
  })

  it("reads both balances overdrawn and printed unsigned when the amounts carry their signs (fr)", () => {
    // -50,00 - 30,00 + 10,00 = -70,00; printed 50,00 and 70,00
    const csv = [
      "Date;Libellé;Montant",
      ";Solde initial;50,00",
      "15/03/2024;PRLV EDF;-30,00",
      "20/03/2024;VIR SALAIRE;10,00",
      ";Solde final;70,00"
    ].join("\n")
    const r = readOk("solde.csv", csv)
    expect(r.transactions).toHaveLength(2)
    expect(net(r)).toBe(-20)
  })

  it("reads both balances overdrawn in Spanish debit and credit columns (Cargo/Abono)", () => {
    // -1.000,00 - 200,00 - 50,00 + 300,00 = -950,00; printed 1.000,00 and 950,00
    const csv = [
      "Fecha;Concepto;Cargo;Abono",
      ";Saldo inicial;;1.000,00",
      "03/04/2024;RECIBO LUZ;200,00;",
      "17/04/2024;COMPRA TARJETA;50,00;",
      "28/04/2024;NOMINA;;300,00",
      ";Saldo final;;950,00"
    ].join("\n")
    const r = readOk("cargo.csv", csv)
    expect(r.transactions).toHaveLength(3)
    expect(net(r)).toBe(50)
  })

  it("still refuses balances printed with their signs that the rows do not join (it)", () => {
    // +50,00 - 20,00 = 30,00, not the -70,00 printed: a sign is printed, so nothing is turned
    const csv = [
      "Data;Descrizione;Importo",
      ";Saldo iniziale;+50,00",
      "15/03/2024;ADDEBITO SDD;-30,00",
      "20/03/2024;BONIFICO;10,00",
      ";Saldo finale;-70,00"
    ].join("\n")
    expect(readErr("saldo.csv", csv).detail).toContain("do not join the balances the file prints")
  })
})

describe("an account column of account numbers", () => {
  it("tells accounts apart by a column of plain account numbers the header does not name (lv)", () => {
    // account 45037527425: 100.00 - 10.00 - 5.00 = 85.00 as printed; 546797818572's row is its own
    const csv = [
      "Nr.;Datums;Apraksts;Summa",
      "45037527425;;Sākuma atlikums;100.00",
      "45037527425;2024-03-02;RIMI;-10.00",
      "546797818572;2024-03-02;MAXIMA;-7.00",
      "45037527425;2024-03-03;CIRCLE K;-5.00",
      "546797818572;2024-03-04;LIDO;-3.00",
      "45037527425;;Beigu atlikums;85.00"
    ].join("\n")
    const r = readOk("konti.csv", csv)
    expect(pairs(r)).toEqual([["2024-03-02", -10], ["2024-03-02", -7], ["2024-03-03", -5], ["2024-03-04", -3]])
    expect(r.transactions.map((t) => t.account)).toEqual([
      "45037527425",
      "546797818572",
      "45037527425",
      "546797818572"
    ])
  })
})

describe("a current balance under a block's rows", () => {
  it("closes the first block's rows from the preamble's opening when the next block prints its own closing (pt)", () => {
    // first account: 100,00 - 10,00 + 50,00 = 140,00 ("Saldo atual"); the second block's closing is its own
    const csv = [
      "Saldo anterior;100,00",
      "Conta;PT50000201231234567890154",
      "Data;Descrição;Importância",
      "2024-03-02;CONTINENTE;-10,00",
      "2024-03-05;SALARIO;50,00",
      ";Saldo atual;140,00",
      "",
      "Conta;PT50000201239876543210154",
      "Data;Descrição;Importância",
      "2024-03-03;EDP;-20,00",
      ";Saldo de fecho;-20,00"
    ].join("\n")
    const r = readOk("blocos.csv", csv)
    expect(pairs(r)).toEqual([["2024-03-02", -10], ["2024-03-05", 50], ["2024-03-03", -20]])
  })

  it("reads a Swedish current balance (Aktuellt saldo) with a Dr mark as the first block's closing", () => {
    // -1 000,00 D - 200,00 = -1 200,00 D; the second block closes at 300,00 C on its own
    const csv = [
      "Ingående saldo: 1000,00 D",
      "Konto: SE4550000000058398257466",
      "Text;Datum;Belopp",
      "ICA MAXI;2024-03-04;200,00 D",
      "Aktuellt saldo;;1200,00 D",
      "",
      "Konto: SE7280000810340009783242",
      "Text;Datum;Belopp",
      "LÖN;2024-03-25;300,00 C",
      "Utgående saldo;2024-03-31;300,00 C"
    ].join("\n")
    const r = readOk("konton.csv", csv)
    expect(pairs(r)).toEqual([["2024-03-04", -200], ["2024-03-25", 300]])
  })
})

describe("label lines around a headerless table", () => {
  it("does not count label lines (holder, period, account) a headerless table's columns reach as unreadable rows (sv)", () => {
    // 3 bookings under two accounts; the reserved row is set aside; net -2 141,23 - 599,15 + 878,07 = -1 862,31
    const csv = [
      "Transaktioner",
      "Kontohavare;Anna Johansson",
      "Period;2022-07-27 - 2022-08-01",
      "Konto;SE9119684584432487082157",
      "Reserverade transaktioner",
      "KÖP BURGER KING;2022-08-01;1226,07 SEK;Debet",
      "Transaktioner",
      "VISA KÖP ZALANDO;2022-07-30;2141,23 SEK;Debet",
      "KÖP TEMU.COM;2022-07-29;599,15 SEK;Debet",
      "",
      "Kontonummer;SE1526964978770131866141",
      "UTBETALNING DELIVEROO;2022-07-27;878,07 SEK;Kredit"
    ].join("\n")
    const r = readOk("konto.csv", csv)
    expect(pairs(r)).toEqual([["2022-07-30", -2141.23], ["2022-07-29", -599.15], ["2022-07-27", 878.07]])
  })
})

describe("total and turnover lines without a date", () => {
  it.each([
    ["pl", "Łącznie"],
    ["pt", "Movimentos do período"],
    ["sv", "Summa"]
  ])(
    "sets aside %s total lines (%s) in the date column of short blocks instead of counting them as unreadable rows",
    (_lang, label) => {
      // two accounts, an account line and two total lines each: 3 bookings; 1 326,52 - 326,52 = 1 000,00 - 186,13 = 813,87
      const csv = [
        "Rachunek: PL73353725553177912793318083",
        "Opis;Data;Kwota;Saldo",
        "BLIK ORLEN;2021-02-26;-326,52;1000,00",
        "IKEA;2021-02-27;-186,13;813,87",
        `;${label};-512,65;`,
        `;${label};0,00;`,
        "",
        "Rachunek: PL26097230485138070339313975",
        "Opis;Data;Kwota;Saldo",
        "SUBWAY;2021-02-26;-38,38;500,00",
        `;${label};-38,38;`,
        `;${label};0,00;`
      ].join("\n")
      const r = readOk("lacznie.csv", csv)
      expect(pairs(r)).toEqual([["2021-02-26", -326.52], ["2021-02-27", -186.13], ["2021-02-26", -38.38]])
    }
  )

  it("keeps a dated booking whose description starts with a word that marks a total only on an undated line (sv 'Summa Bygg')", () => {
    const csv = [
      "Datum;Text;Belopp",
      "2024-03-04;Summa Bygg AB;-45,00",
      "2024-03-05;ICA;-12,50",
      "2024-03-06;LÖN;900,00"
    ].join("\n")
    expect(pairs(readOk("summa.csv", csv))).toEqual([["2024-03-04", -45], ["2024-03-05", -12.5], ["2024-03-06", 900]])
  })
})

describe("a card's printed balances single out a misread row", () => {
  it("turns a loan instalment on a card statement that its owed balances show was a charge (pl 'Spłata raty')", () => {
    // owed 2 850,48 + 195,91 + 155,97 + 724,92 = 3 927,28: the instalment paid by card is money out, not a repayment
    const csv = [
      "Zestawienie operacji karty kredytowej",
      "Data księgowania;Opis;Kwota (PLN)",
      "01-05-2019;Saldo poprzednie;2 850,48",
      "11-05-2019;BLIK PŁATNOŚĆ SUBWAY;195,91",
      "16-05-2019;PŁATNOŚĆ KARTĄ ŻABKA;155,97",
      "21-05-2019;SPŁATA RATY SANTANDER CONSUMER BANK;724,92",
      ";Saldo bieżące;3 927,28"
    ].join("\n")
    const r = readOk("karta.csv", csv)
    expect(pairs(r)).toEqual([["2019-05-11", -195.91], ["2019-05-16", -155.97], ["2019-05-21", -724.92]])
  })
})

describe("an account column the header names in short form", () => {
  it("judges the printed balances per account of a 'Nr rachunku' column (pl)", () => {
    // PL61…: 7 754,25 - 329,08 + 42,01 = 7 467,18 as printed; PL44…'s row is another account's
    const csv = [
      "Saldo początkowe: +7754,25",
      "Konto: PL61386210209076991850014230",
      "DATA KSIĘGOWANIA;KWOTA;WALUTA;OPIS OPERACJI;NR RACHUNKU",
      "15.01.2019;-329,08;CAD;PRZELEW ELIXIR;PL61386210209076991850014230",
      "16.01.2019;+1742,47;BHD;WYPŁATA NOWAK TRANSPORT;PL44383994052300836120709166",
      "17.01.2019;+42,01;CAD;ZWROT GOOGLE PLAY;PL61386210209076991850014230",
      ";+7467,18;;Saldo zamknięcia;PL61386210209076991850014230"
    ].join("\n")
    const r = readOk("rachunki.csv", csv)
    expect(pairs(r)).toEqual([["2019-01-15", -329.08], ["2019-01-16", 1742.47], ["2019-01-17", 42.01]])
    expect(r.transactions.map((t) => t.account)).toEqual([
      "PL61386210209076991850014230",
      "PL44383994052300836120709166",
      "PL61386210209076991850014230"
    ])
  })
})
