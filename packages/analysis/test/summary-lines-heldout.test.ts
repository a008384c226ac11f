import { describe, expect, it } from "vitest"
import { figures, readOk } from "./helpers.js"

// Held-out statements for summary lines in wordings the reader's vocabulary does not list (Indonesian,
// Turkish, Vietnamese, Icelandic, Swahili, Welsh, Tagalog). Written by hand; every expected count, net
// and date range is worked out from the rows as written here, never from a read.

describe("summary lines known by what they repeat, not by their words", () => {
  it("a dated closing line repeating the running balance (id, no balance on its own line)", () => {
    // 1000.00 opening implied: -45.10 -120.00 +2500.00 -300.50 = +2034.40 net; last balance 3034.40
    const csv = [
      "Date,Description,Amount,Balance",
      "02/05/2024,Indomaret Kemang,-45.10,954.90",
      "07/05/2024,PLN Token Listrik,-120.00,834.90",
      "25/05/2024,Gaji PT Sinar Jaya,2500.00,3334.90",
      "28/05/2024,Transfer ke Budi,-300.50,3034.40",
      "31/05/2024,Saldo Akhir Periode,3034.40,"
    ].join("\n")
    expect(figures(readOk("id.csv", csv))).toEqual({ count: 4, net: 2034.4, first: "2024-05-02", last: "2024-05-28" })
  })

  it("a totals line summing the debit and credit columns above it (tr wording, de header)", () => {
    // debits 89,90 + 1.250,00 + 15,25 = 1.355,15; credits 4.100,00; net 2.744,85
    const csv = [
      "Buchungstag;Verwendungszweck;Soll;Haben",
      "03.06.2024;MIGROS KADIKOY;89,90;",
      "05.06.2024;KIRA HAZIRAN;1.250,00;",
      "14.06.2024;MAAS ODEMESI;;4.100,00",
      "20.06.2024;TURKCELL FATURA;15,25;",
      "30.06.2024;Dönem toplamı;1.355,15;4.100,00"
    ].join("\n")
    expect(figures(readOk("tr.csv", csv))).toEqual({ count: 4, net: 2744.85, first: "2024-06-03", last: "2024-06-20" })
  })

  it("opening and closing lines with dates and no balance column (vi wording, fr header)", () => {
    // opening 500,00; rows -60,00 -12,40 +800,00 -200,00 = +527,60; closing 1 027,60
    const csv = [
      "Date;Libellé;Montant",
      "01/04/2024;Số dư đầu kỳ;500,00",
      "03/04/2024;Circle K Quận 1;-60,00",
      "09/04/2024;Grab chuyến đi;-12,40",
      "15/04/2024;Lương tháng 4;800,00",
      "22/04/2024;Chuyển khoản tiền nhà;-200,00",
      "30/04/2024;Số dư cuối kỳ;1 027,60"
    ].join("\n")
    expect(figures(readOk("vi.csv", csv))).toEqual({ count: 4, net: 527.6, first: "2024-04-03", last: "2024-04-22" })
  })

  it("a closing line at the top of a newest-first statement (is wording, es header)", () => {
    // oldest first: 2000,00 opening; -35,00 -410,00 +90,00 -18,50 → balances 1965,00 1555,00 1645,00 1626,50
    const csv = [
      "Fecha;Concepto;Importe;Saldo",
      "31/03/2024;Staða í lok tímabils;1626,50;1626,50",
      "27/03/2024;Bónus Kringlan;-18,50;1626,50",
      "19/03/2024;Endurgreiðsla;90,00;1645,00",
      "11/03/2024;Húsaleiga mars;-410,00;1555,00",
      "04/03/2024;Olís bensín;-35,00;1965,00"
    ].join("\n")
    expect(figures(readOk("is.csv", csv))).toEqual({ count: 4, net: -373.5, first: "2024-03-04", last: "2024-03-27" })
  })

  it("a totals line of the money-out rows, without payee or reference (sw wording, en header)", () => {
    // out: 1500.00 + 230.75 + 64.00 = 1794.75; in: 5000.00; net 3205.25
    const csv = [
      "Date,Payee,Reference,Details,Amount",
      "2024-07-01,Naivas Supermarket,RX8812,groceries,-230.75",
      "2024-07-04,Kenya Power,KP20240704,token,-64.00",
      "2024-07-10,Acme Ltd,SAL0724,salary,5000.00",
      "2024-07-15,J. Otieno,RENT07,rent July,-1500.00",
      "2024-07-31,,,Jumla ya malipo,-1794.75"
    ].join("\n")
    expect(figures(readOk("sw.csv", csv))).toEqual({ count: 4, net: 3205.25, first: "2024-07-01", last: "2024-07-15" })
  })

  it("a balance line at the foot of a card list with unsigned charges (cy wording)", () => {
    // charges 12.99 + 45.00 + 7.20 = 65.19 owed; the foot line repeats the total owed
    const csv = [
      "Transaction Date,Description,Amount",
      "02/08/2024,SPAR CAERDYDD,12.99",
      "09/08/2024,TRENAU ARRIVA,45.00",
      "17/08/2024,CAFFI'R CASTELL,7.20",
      "31/08/2024,Cyfanswm i'w dalu,65.19"
    ].join("\n")
    const f = figures(readOk("cy.csv", csv))
    expect({ count: f.count, net: Math.abs(f.net), last: f.last }).toEqual({ count: 3, net: 65.19, last: "2024-08-17" })
  })
})

describe("bookings that only look like summary lines stay bookings", () => {
  it("a last transfer taking the whole balance out joins the balance: kept (tl wording)", () => {
    // 800.00 +150.00 -950.00 → 950.00, 0.00
    const csv = [
      "Date,Description,Amount,Balance",
      "2024-09-02,Padala mula kay Ana,150.00,950.00",
      "2024-09-20,Paglipat ng buong balanse,-950.00,0.00"
    ].join("\n")
    expect(figures(readOk("tl.csv", csv))).toEqual({ count: 2, net: -800, first: "2024-09-02", last: "2024-09-20" })
  })

  it("a last row whose amount equals the sum above but has a payee: kept", () => {
    // -20.00 -30.00 -50.00 then a charge of 100.00 from a named payee: net -200.00
    const csv = [
      "Date,Payee,Memo,Amount",
      "2024-10-01,Shop A,order 1,-20.00",
      "2024-10-02,Shop B,order 2,-30.00",
      "2024-10-03,Shop C,order 3,-50.00",
      "2024-10-09,Marketplace Refunds,claim 77,-100.00"
    ].join("\n")
    expect(figures(readOk("kept.csv", csv))).toEqual({ count: 4, net: -200, first: "2024-10-01", last: "2024-10-09" })
  })

  it("a booking doubling the balance joins the running balance: kept", () => {
    // 400.00 → -100.00 = 300.00 → +300.00 = 600.00
    const csv = [
      "Date,Description,Amount,Balance",
      "2024-11-05,Groceries,-100.00,300.00",
      "2024-11-28,Deposit,300.00,600.00"
    ].join("\n")
    expect(figures(readOk("join.csv", csv))).toEqual({ count: 2, net: 200, first: "2024-11-05", last: "2024-11-28" })
  })
})
