import { describe, expect, it } from "vitest"
import type { Transaction } from "../src/index.js"
import { readOk } from "./helpers.js"

// Held-out statements giving two dates per transaction. Where a file gives the date of the purchase and
// the date it was posted, the transaction's `date` is the purchase date (as the card holder reads the
// statement) and `booking_date` the posting date. A value date is not a purchase date: with a booking
// and a value date only, the transaction's date is its booking date. Written by hand; each expected pair
// is read off the rows below. The CSV files are named without card words: a card file of amounts printed
// one way only is refused for its sign, another question than this one.

// the transaction's date: its own `date` where the reader sets one apart from the booking date
const dateOf = (t: Transaction & { readonly date?: string }) => t.date ?? t.booking_date
const datePairs = (name: string, text: string) =>
  readOk(name, text).transactions.map((t) => [dateOf(t), t.booking_date]).sort((a, b) =>
    `${a[0]}${a[1]}`.localeCompare(`${b[0]}${b[1]}`)
  )

describe("card statements in CSV with a purchase and a posting date", () => {
  it("en: transaction date and post date, newest first", () => {
    const csv = [
      "Transaction Date,Post Date,Description,Category,Type,Amount",
      "03/14/2024,03/15/2024,STARBUCKS STORE 1234,Food & Drink,Sale,-5.45",
      "03/13/2024,03/15/2024,AMAZON MKTPLACE,Shopping,Sale,-23.99",
      "03/12/2024,03/13/2024,SHELL OIL 5742,Gas,Sale,-41.20",
      "03/10/2024,03/11/2024,PAYMENT THANK YOU,,Payment,200.00"
    ].join("\n")
    expect(datePairs("card.csv", csv)).toEqual([
      ["2024-03-10", "2024-03-11"],
      ["2024-03-12", "2024-03-13"],
      ["2024-03-13", "2024-03-15"],
      ["2024-03-14", "2024-03-15"]
    ])
  })

  it("de: Belegdatum and Buchungsdatum across a month end", () => {
    const csv = [
      "Belegdatum;Buchungsdatum;Beschreibung;Betrag (EUR)",
      "28.02.2024;01.03.2024;LIDL SAGT DANKE;-18,37",
      "29.02.2024;02.03.2024;DB VERTRIEB GMBH;-59,90",
      "03.03.2024;04.03.2024;AMAZON.DE;-12,99",
      "14.03.2024;15.03.2024;Ausgleich Kreditkarte;150,00"
    ].join("\n")
    expect(datePairs("umsaetze-2024-03.csv", csv)).toEqual([
      ["2024-02-28", "2024-03-01"],
      ["2024-02-29", "2024-03-02"],
      ["2024-03-03", "2024-03-04"],
      ["2024-03-14", "2024-03-15"]
    ])
  })

  it("fr: date d'achat and date de débit", () => {
    const csv = [
      "Date d'achat;Date de débit;Commerçant;Montant",
      "26/04/2024;29/04/2024;MONOPRIX PARIS 15;-32,80",
      "27/04/2024;29/04/2024;SNCF CONNECT;-74,00",
      "30/04/2024;02/05/2024;BOULANGERIE PAUL;-6,40"
    ].join("\n")
    expect(datePairs("export-avril.csv", csv)).toEqual([
      ["2024-04-26", "2024-04-29"],
      ["2024-04-27", "2024-04-29"],
      ["2024-04-30", "2024-05-02"]
    ])
  })

  it("es: fecha de compra and fecha de cargo", () => {
    const csv = [
      "Fecha de compra;Fecha de cargo;Comercio;Importe",
      "13/05/2024;14/05/2024;EL CORTE INGLES;-89,95",
      "18/05/2024;20/05/2024;REPSOL;-55,10",
      "22/05/2024;23/05/2024;ZARA;-39,95"
    ].join("\n")
    expect(datePairs("movimientos-mayo.csv", csv)).toEqual([
      ["2024-05-13", "2024-05-14"],
      ["2024-05-18", "2024-05-20"],
      ["2024-05-22", "2024-05-23"]
    ])
  })

  it("nl: the posting date first, the purchase date second", () => {
    const csv = [
      "Verwerkingsdatum;Aankoopdatum;Omschrijving;Bedrag",
      "17-06-2024;14-06-2024;ALBERT HEIJN 1403;-27,15",
      "18-06-2024;16-06-2024;NS GROEP;-13,60",
      "21-06-2024;20-06-2024;BOL.COM;-45,00"
    ].join("\n")
    expect(datePairs("transacties-juni.csv", csv)).toEqual([
      ["2024-06-14", "2024-06-17"],
      ["2024-06-16", "2024-06-18"],
      ["2024-06-20", "2024-06-21"]
    ])
  })

  it("it: data acquisto and data addebito", () => {
    const csv = [
      "Data acquisto;Data addebito;Esercente;Importo",
      "19/07/2024;22/07/2024;ESSELUNGA;-64,30",
      "20/07/2024;22/07/2024;TRENITALIA;-29,90",
      "25/07/2024;26/07/2024;IKEA;-149,00"
    ].join("\n")
    expect(datePairs("movimenti-luglio.csv", csv)).toEqual([
      ["2024-07-19", "2024-07-22"],
      ["2024-07-20", "2024-07-22"],
      ["2024-07-25", "2024-07-26"]
    ])
  })

  it("a bank account's booking and value dates: the value date is not the purchase date", () => {
    const csv = [
      "Buchungstag;Valutadatum;Verwendungszweck;Betrag",
      "15.08.2024;14.08.2024;REWE;-22,10",
      "16.08.2024;19.08.2024;Gehalt;2.500,00",
      "20.08.2024;20.08.2024;Miete;-900,00"
    ].join("\n")
    const r = readOk("konto.csv", csv)
    expect(r.transactions.map((t) => [dateOf(t), t.booking_date, t.value_date])).toEqual([
      ["2024-08-15", "2024-08-15", "2024-08-14"],
      ["2024-08-16", "2024-08-16", "2024-08-19"],
      ["2024-08-20", "2024-08-20", "2024-08-20"]
    ])
  })
})

describe("the other formats' dates", () => {
  it("OFX credit card: DTUSER is the purchase date, DTPOSTED the posting date", () => {
    const ofx = [
      "OFXHEADER:100",
      "DATA:OFXSGML",
      "VERSION:102",
      "",
      "<OFX><CREDITCARDMSGSRSV1><CCSTMTTRNRS><TRNUID>1<CCSTMTRS><CURDEF>USD",
      "<CCACCTFROM><ACCTID>4111222233334444</CCACCTFROM>",
      "<BANKTRANLIST><DTSTART>20240901<DTEND>20240930",
      "<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20240912<DTUSER>20240910<TRNAMT>-64.12<FITID>A1<NAME>WHOLE FOODS</STMTTRN>",
      "<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20240916120000<DTUSER>20240913183000<TRNAMT>-9.99<FITID>A2<NAME>SPOTIFY</STMTTRN>",
      "<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20240920<TRNAMT>300.00<FITID>A3<NAME>PAYMENT</STMTTRN>",
      "</BANKTRANLIST><LEDGERBAL><BALAMT>-1200.00<DTASOF>20240930</LEDGERBAL>",
      "</CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1></OFX>"
    ].join("\n")
    expect(datePairs("card.ofx", ofx)).toEqual([
      ["2024-09-10", "2024-09-12"],
      ["2024-09-13", "2024-09-16"],
      ["2024-09-20", "2024-09-20"]
    ])
  })

  it("camt.053: a card entry's transaction date time beside its booking and value dates", () => {
    const entry = (amt: string, cd: string, booked: string, value: string, tx: string | undefined) =>
      [
        "<Ntry>",
        `<Amt Ccy="EUR">${amt}</Amt><CdtDbtInd>${cd}</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>`,
        `<BookgDt><Dt>${booked}</Dt></BookgDt><ValDt><Dt>${value}</Dt></ValDt>`,
        "<NtryDtls><TxDtls>",
        tx === undefined ? "" : `<RltdDts><TxDtTm>${tx}</TxDtTm></RltdDts>`,
        "<RmtInf><Ustrd>KARTENZAHLUNG</Ustrd></RmtInf>",
        "</TxDtls></NtryDtls></Ntry>"
      ].join("")
    const xml = [
      `<?xml version="1.0" encoding="UTF-8"?>`,
      `<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt>`,
      "<GrpHdr><MsgId>M1</MsgId><CreDtTm>2024-10-31T20:00:00</CreDtTm></GrpHdr>",
      "<Stmt><Id>S1</Id><CreDtTm>2024-10-31T20:00:00</CreDtTm>",
      "<Acct><Id><IBAN>DE89370400440532013000</IBAN></Id><Ccy>EUR</Ccy></Acct>",
      entry("23.40", "DBIT", "2024-10-03", "2024-10-03", "2024-10-01T18:22:00"),
      entry("8.10", "DBIT", "2024-10-07", "2024-10-05", "2024-10-04T09:05:00+02:00"),
      entry("500.00", "CRDT", "2024-10-15", "2024-10-15", undefined),
      "</Stmt></BkToCstmrStmt></Document>"
    ].join("\n")
    expect(datePairs("camt053.xml", xml)).toEqual([
      ["2024-10-01", "2024-10-03"],
      ["2024-10-04", "2024-10-07"],
      ["2024-10-15", "2024-10-15"]
    ])
  })

  it("MT940: the entry date is the booking date and the transaction's date, the value date stays one", () => {
    const mt = [
      ":20:STMT1",
      ":25:NL91ABNA0417164300",
      ":28C:1/1",
      ":60F:C241101EUR1000,00",
      ":61:2411051104D25,00NMSCNONREF",
      ":86:ALBERT HEIJN",
      ":61:2411081108C100,00NTRFNONREF",
      ":86:TERUGBETALING",
      ":62F:C241108EUR1075,00",
      "-"
    ].join("\n")
    const r = readOk("mt940.sta", mt)
    expect(r.transactions.map((t) => [dateOf(t), t.booking_date, t.value_date])).toEqual([
      ["2024-11-04", "2024-11-04", "2024-11-05"],
      ["2024-11-08", "2024-11-08", "2024-11-08"]
    ])
  })

  it("account-information JSON: transactionDate beside bookingDate and valueDate", () => {
    const json = JSON.stringify({
      account: { iban: "DE89370400440532013000", currency: "EUR" },
      transactions: {
        booked: [
          {
            transactionId: "t1",
            bookingDate: "2024-12-04",
            valueDate: "2024-12-04",
            transactionDate: "2024-12-02",
            transactionAmount: { amount: "-15.00", currency: "EUR" },
            creditorName: "Spotify",
            remittanceInformationUnstructured: "Spotify card payment"
          },
          {
            transactionId: "t2",
            bookingDate: "2024-12-06",
            valueDate: "2024-12-06",
            transactionAmount: { amount: "40.00", currency: "EUR" },
            debtorName: "Anna Schmidt",
            remittanceInformationUnstructured: "Konzertkarten"
          }
        ]
      }
    })
    expect(datePairs("transactions.json", json)).toEqual([
      ["2024-12-02", "2024-12-04"],
      ["2024-12-06", "2024-12-06"]
    ])
  })

  it("Plaid: authorized_date is the purchase date, date the posting date", () => {
    const json = JSON.stringify({
      accounts: [{ account_id: "acc1", name: "Credit Card", type: "credit", subtype: "credit card" }],
      transactions: [
        {
          account_id: "acc1",
          transaction_id: "p1",
          amount: 12.5,
          iso_currency_code: "USD",
          date: "2024-12-10",
          authorized_date: "2024-12-08",
          name: "Uber 063015 SF**POOL**",
          merchant_name: "Uber",
          pending: false
        },
        {
          account_id: "acc1",
          transaction_id: "p2",
          amount: 89.4,
          iso_currency_code: "USD",
          date: "2024-12-12",
          authorized_date: null,
          name: "Costco",
          merchant_name: "Costco",
          pending: false
        }
      ],
      total_transactions: 2
    })
    expect(datePairs("plaid.json", json)).toEqual([
      ["2024-12-08", "2024-12-10"],
      ["2024-12-12", "2024-12-12"]
    ])
  })

  it("a card statement with one date: that date is both", () => {
    const csv = [
      "Date,Description,Amount",
      "2024-01-15,TFL TRAVEL CHARGE,-7.40",
      "2024-01-18,DIRECT DEBIT PAYMENT,120.00",
      "2024-01-22,TESCO STORES,-33.15"
    ].join("\n")
    expect(datePairs("onedate.csv", csv)).toEqual([
      ["2024-01-15", "2024-01-15"],
      ["2024-01-18", "2024-01-18"],
      ["2024-01-22", "2024-01-22"]
    ])
  })
})
