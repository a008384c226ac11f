import { rolesOfHeader } from "@statement-engine/intake"
import { notBookedReason } from "@statement-engine/intake"
import { describe, expect, it } from "vitest"
import { pairs, readOk } from "./helpers.js"

// Files of several account blocks, pending rows and short rows, written by hand. Expected values are
// read off the lines below: each booked row's own booking date, amount and currency.

const rowsOf = (name: string, csv: string, currency?: string) =>
  readOk(name, csv, currency === undefined ? {} : { currency }).transactions.map((t) => [
    t.booking_date,
    t.amount,
    t.currency
  ])

describe("a later block's booking date", () => {
  it("is the column its own header names, when balance lines fill that column beside a single row", () => {
    // the second block swaps the two date columns; its only row is booked on 07.02 and valued on 10.02
    const csv = [
      "Kontonummer: NO5318492020110",
      "Bokført dato;Valør;Tekst;Beløp",
      ";Inngående saldo;;1000,00",
      "11.02.2022;11.02.2022;VAREKJØP COOP;-51,60",
      "08.02.2022;09.02.2022;AVTALEGIRO HAFSLUND;-72,61",
      ";Utgående saldo;;875,79",
      "",
      "IBAN: NO5059343709844",
      "Valør;Bokført dato;Tekst;Beløp",
      ";Forrige saldo;;500,00",
      "10.02.2022;07.02.2022;GEBYR;-9,84",
      ";Saldo ved periodens slutt;;490,16"
    ].join("\n")
    expect(rowsOf("two-blocks.csv", csv, "NOK")).toEqual([
      ["2022-02-11", -51.6, "NOK"],
      ["2022-02-08", -72.61, "NOK"],
      ["2022-02-07", -9.84, "NOK"]
    ])
  })

  it("is read from its own header when total lines and a pending marker fill the date column", () => {
    const csv = [
      "Popis;Dátum transakcie;Dátum valuty;Čiastka",
      "Nákup TESCO;18.08.2025;17.08.2025;-13,26",
      "Úrok;26.08.2025;26.08.2025;5,59",
      "Celkom;;;-7,67",
      "",
      "Details;EffectiveDate;Date;Amount",
      "Pripísaný úrok;31.08.2025;01.09.2025;4,16",
      "Platba kartou;;PENDING;-19,10",
      ";;Celkom;4,16"
    ].join("\n")
    expect(rowsOf("totals.csv", csv, "EUR")).toEqual([
      ["2025-08-18", -13.26, "EUR"],
      ["2025-08-26", 5.59, "EUR"],
      ["2025-09-01", 4.16, "EUR"]
    ])
  })
})

describe("a row marked pending beside a running balance", () => {
  it("is set aside when its balance is another row's only to within a dinar's last digit", () => {
    // 1978.585 - 42.958 = 1935.627, not the 1935.629 printed: the balance did not move for it
    const csv = [
      "Currency: KWD",
      "date,description,paid_out,paid_in,balance,status",
      "10/12/2021,CARD PAYMENT LULU,21.415,,1978.585,Completed",
      "15/12/2021,NETFLIX.COM,42.956,,1935.629,Completed",
      "17/12/2021,VIS ALIEXPRESS,42.958,,1935.629,Unposted"
    ].join("\n")
    expect(rowsOf("kwd.csv", csv)).toEqual([
      ["2021-12-10", -21.415, "KWD"],
      ["2021-12-15", -42.956, "KWD"]
    ])
  })

  it("is not booked when its status says Autorisasjon (Norwegian: authorisation)", () => {
    const cell = "Autorisasjon"
    expect(notBookedReason(cell)).toBe("pending")
  })
})

describe("another account's row among the booked rows", () => {
  const csv = (accountHeader: string) =>
    [
      "Sākuma atlikums;100,00",
      "Konta numurs;LV97HABA0012345678910",
      `Operācijas datums;Apraksts;Summa;Valūta;Atlikums;${accountHeader}`,
      "Gaidošie darījumi",
      "2024/09/07;Google Play;-3,82;EUR;;LV97HABA0012345678910",
      "Iegrāmatotie darījumi",
      "2024/08/03;Microsoft 365;-4,87;EUR;95,13;LV97HABA0012345678910",
      "2024/09/03;Carrefour;-16,12;EUR;512,94;LV80BANK0000435195001",
      "2024/09/06;Decathlon;-89,39;EUR;5,74;LV97HABA0012345678910",
      "Atlikums perioda beigās;;;;5,74;LV97HABA0012345678910"
    ].join("\n")

  it.each(["Konta Nr.", "Rēķins"])(
    "is counted, the account column (%s: named, or found by its IBANs on the dated rows) telling the accounts apart",
    (accountHeader) => {
      expect(rowsOf("accounts.csv", csv(accountHeader))).toEqual([
        ["2024-08-03", -4.87, "EUR"],
        ["2024-09-03", -16.12, "EUR"],
        ["2024-09-06", -89.39, "EUR"]
      ])
    }
  )
})

describe("rows that leave out the header's last cell", () => {
  it("keep the currency column under its name, not under the status beside it", () => {
    // eight names, seven cells a row: the reference is left out, not the currency
    const csv = [
      "IBAN,NL0913003529761490",
      "BOEKDAT.,VALUTA DATUM,TRANSACTIEBEDRAG,VALUTA,TRANSACTIESTATUS,OMSCHRIJVING,NAAM TEGENPARTIJ,REFERENTIE",
      `2025-07-10,2025-07-10,"-536,24",CZK,Gereserveerd,Betaalautomaat Temu.com,Temu.com`,
      `2025-06-29,2025-06-27,"-2310,00",CZK,,Geldopname,`,
      `2025-06-22,2025-06-23,"-9776,30",CZK,,Online bankieren Belastingen,Gemeente Amsterdam`,
      `2025-06-17,2025-06-17,"-319,34",CZK,,Betaalpas PLUS,PLUS SUPERMARKT`
    ].join("\n")
    expect(rowsOf("ragged.csv", csv)).toEqual([
      ["2025-06-29", -2310, "CZK"],
      ["2025-06-22", -9776.3, "CZK"],
      ["2025-06-17", -319.34, "CZK"]
    ])
  })
})

describe("money columns named by a side word and an amount word", () => {
  it.each([
    ["debeto suma", "debit"],
    ["Kredito suma", "credit"],
    ["Debeta summa (JPY)", "debit"],
    ["Kredīta summa", "credit"],
    ["Debetní částka", "debit"],
    ["Kreditní částka", "credit"],
    ["Deebetsumma", "debit"],
    ["Kreeditsumma", "credit"],
    ["Suma kredito", "credit"],
    ["Pajamos", "credit"]
  ])("%s names the %s column", (header, role) => {
    expect(rolesOfHeader(header)).toEqual([role])
  })

  it("read a later block whose money columns only those words name", () => {
    // the second block's rows are all money out, in its debit column; its credit column stays empty
    const csv = [
      "IBAN;LT700658153989052272",
      "aprašymas;data;debetas;kreditas;likutis",
      "Pirkinys Subway;2020-06-06;62,56;;5590,87",
      "PALUKANOS;2020-06-13;;0,57;5591,44",
      "",
      "Sąskaitos numeris;LT681214788479965639",
      "paaiškinimas;įrašo_data;debeto_suma;kredito_suma;likutis",
      "Pirkinys Zara;2020-06-05;15,75;;-345,66",
      "Pirkinys RIMI;2020-06-07;11,34;;-357,00"
    ].join("\n")
    expect(rowsOf("lt.csv", csv)).toEqual([
      ["2020-06-06", -62.56, "EUR"],
      ["2020-06-13", 0.57, "EUR"],
      ["2020-06-05", -15.75, "EUR"],
      ["2020-06-07", -11.34, "EUR"]
    ])
  })
})

describe("lines closing a block", () => {
  it("are turnover lines when they say Mouvements or Cumul beside an amount and no date", () => {
    const csv = [
      "IBAN: FR7630006000011234567890189",
      "date d'opération;libellé;montant;débit/crédit",
      "07/04/2019;RETRAIT DAB;290,00;DEBIT",
      "15/05/2019;CARTE BURGER KING;71,41;DEBIT",
      ";Mouvements;361,41;DEBIT",
      ";Mouvements;0,00;CREDIT",
      "",
      "Numéro de compte: FR7630004000031234567890143",
      "date d'opération;libellé;montant;d/c",
      "07/04/2019;CARTE AVIN;47,31;DEBIT",
      ";Cumul;47,31;DEBIT",
      ";Cumul;0,00;CREDIT"
    ].join("\n")
    expect(rowsOf("fr.csv", csv)).toEqual([
      ["2019-04-07", -290, "EUR"],
      ["2019-05-15", -71.41, "EUR"],
      ["2019-04-07", -47.31, "EUR"]
    ])
  })
})

describe("the other side of a named debit column", () => {
  it("is the unnamed column of whole numbers filled where the debits are empty, in a yen statement", () => {
    const csv = [
      "account,posted_date,withdrawals,payments_received,curr,ledger_balance,payee",
      "6396606655,2024/05/29,-1304,,JPY,701301,VIS SEVEN-ELEVEN",
      "6396606655,2024/05/28,-10115,,JPY,702605,CONTACTLESS MCDONALD'S",
      "6396606655,2024/05/27,,58,JPY,712720,INTEREST",
      "6396606655,2024/05/19,-11276,,JPY,712662,LAWSON",
      "6396606655,2024/05/17,,39055,JPY,723938,FPI YAMADA TARO",
      "6396606655,2024/05/16,-1941,,JPY,684883,DD KDDI AU"
    ].join("\n")
    expect(rowsOf("jp.csv", csv)).toEqual([
      ["2024-05-29", -1304, "JPY"],
      ["2024-05-28", -10115, "JPY"],
      ["2024-05-27", 58, "JPY"],
      ["2024-05-19", -11276, "JPY"],
      ["2024-05-17", 39055, "JPY"],
      ["2024-05-16", -1941, "JPY"]
    ])
  })
})

describe("pending rows above the booked ones in a file with no header row", () => {
  it("are counted when the running balance beside signed debit and credit columns shows them applied", () => {
    // newest first: -4528,92 - 131,94 = -4660,86, so the first pending row is in the balance; the second has none
    const csv = [
      "Izpisek",
      "SI56 0201 0001 2345 678;14.07.2021;NAKUP S KARTICO AliExpress;-131,94;;-4660,86;Ni knjiženo",
      "SI56 0201 0001 2345 678;13.07.2021;Plačilo s kartico TUŠ;-48,99;;;Ni knjiženo",
      "SI56 0201 0001 2345 678;13.07.2021;POS nakup MOL;-56,41;;-4528,92;Zaključeno",
      "SI56 0201 0001 2345 678;13.07.2021;PLAČILO Janez Novak;-113,53;;-4472,51;Zaključeno",
      "SI56 0201 0001 2345 678;12.07.2021;Plača ACME d.o.o.;;1500,00;-4358,98;Zaključeno",
      "SI56 0201 0001 2345 678;11.07.2021;DVIG GOTOVINE;-70,00;;-5858,98;Zaključeno"
    ].join("\n")
    expect(rowsOf("si.csv", csv, "EUR")).toEqual([
      ["2021-07-14", -131.94, "EUR"],
      ["2021-07-13", -56.41, "EUR"],
      ["2021-07-13", -113.53, "EUR"],
      ["2021-07-12", 1500, "EUR"],
      ["2021-07-11", -70, "EUR"]
    ])
  })

  it("are counted when the balance beside unsigned debit and credit columns shows them applied", () => {
    // 5 000,00 - 154,36 = 4 845,64: the reserved Zalando row is in the balance; the Spar one has no balance yet
    const csv = [
      "Statement",
      "16/06/2024;CARD PURCHASE SPAR;20,00;;;Reserved",
      "15/06/2024;CARD PURCHASE ZALANDO SE;154,36;;4 845,64;Reserved",
      "14/06/2024;CARD PURCHASE REWE;45,10;;5 000,00;Booked",
      "13/06/2024;SALARY ACME GMBH;;2 500,00;5 045,10;Booked",
      "12/06/2024;CASH WITHDRAWAL;100,00;;2 545,10;Booked",
      "11/06/2024;CARD PURCHASE LIDL;54,90;;2 645,10;Booked",
      "10/06/2024;DIRECT DEBIT TELEKOM;39,95;;2 700,00;Booked"
    ].join("\n")
    expect(rowsOf("unsigned.csv", csv, "EUR")).toEqual([
      ["2024-06-15", -154.36, "EUR"],
      ["2024-06-14", -45.1, "EUR"],
      ["2024-06-13", 2500, "EUR"],
      ["2024-06-12", -100, "EUR"],
      ["2024-06-11", -54.9, "EUR"],
      ["2024-06-10", -39.95, "EUR"]
    ])
  })

  it("are judged by their own account's balance when two accounts' rows are mixed", () => {
    // NO52: 4 551,93 - 5,87 = 4 546,06 - 88,47 = 4 457,59; the pending row: 4 457,59 - 141,33 = 4 316,26
    // NO09: 2 554,20 - 30,00 = 2 524,20 - 116,77 = 2 407,43 - 1,44 = 2 405,99
    const csv = [
      "Kontobevegelser",
      "NO5228034067559\t2020-02-12\tVISA VARE COOP EXTRA\t-141,33\t\t4316,26\tUnder behandling",
      "NO0900648377754\t2020-02-11\tGEBYR\t-1,44\t\t2405,99\tUtført",
      "NO0900648377754\t2020-02-10\tKORTKJØP APPLE.COM\t-116,77\t\t2407,43\tUtført",
      "NO5228034067559\t2020-02-04\tEFAKTURA TRYG FORSIKRING\t-88,47\t\t4457,59\tUtført",
      "NO0900648377754\t2020-02-04\tKONTANTUTTAK\t-30,00\t\t2524,20\tUtført",
      "NO5228034067559\t2020-02-03\tKORTKJØP REMA 1000\t-5,87\t\t4546,06\tUtført",
      "NO5228034067559\t2020-02-01\tLØNN HANSEN BYGG AS\t\t2752,26\t4551,93\tUtført",
      "NO0900648377754\t2020-01-31\tVISA VARE JOKER\t-5,13\t\t2554,20\tUtført"
    ].join("\n")
    expect(rowsOf("mixed.csv", csv, "NOK").map(([date, amount]) => [date, amount])).toEqual([
      ["2020-02-12", -141.33],
      ["2020-02-11", -1.44],
      ["2020-02-10", -116.77],
      ["2020-02-04", -88.47],
      ["2020-02-04", -30],
      ["2020-02-03", -5.87],
      ["2020-02-01", 2752.26],
      ["2020-01-31", -5.13]
    ])
  })
})

describe("an account line above a block", () => {
  it("names the block's account when it gives an account number after its label", () => {
    // two accounts, each named by a labelled number above its header (no IBAN)
    const csv = [
      "Numéro de compte;40031234567",
      "Date;Libellé;Montant;Solde",
      "14/03/2024;CARTE MONOPRIX;-12,40;987,60",
      "15/03/2024;VIREMENT SALAIRE;1500,00;2487,60",
      "",
      "Kontonummer: 1234 5678 90",
      "Date;Libellé;Montant;Solde",
      "13/03/2024;PRELEVEMENT EDF;-60,00;440,00"
    ].join("\n")
    const accounts = readOk("two-accounts.csv", csv, { currency: "EUR" }).transactions.map((t) => t.account)
    expect(accounts).toEqual(["40031234567", "40031234567", "1234567890"])
  })
})

describe("a pending section above the booked rows", () => {
  it("counts a pending row whose balance follows its account's latest booking, read after a page header settles `$`", () => {
    // page 1 prints `$` (several currencies' sign), page 2's header names USD; the pending
    // row's 278.52 is the account's latest balance 443.64 less its 165.12
    const csv = [
      "Account number;374920090102",
      "Date;Description;Amount ($);Balance ($)",
      "Pending transactions",
      "2019/10/30;CARD SAFEWAY;-165.12;278.52",
      "2019/10/30;CARD TEMU;-77.10;",
      "Posted transactions",
      "2019/10/02;PENSION FIDELITY;1122.86;1650.12",
      "2019/10/05;CARD FREENOW;-269.09;1381.03",
      "Page 2",
      "Date;Description;Amount USD;Balance USD",
      "2019/10/27;GROSS INTEREST;1.61;1382.64",
      "2019/10/29;POS AMAZON;-939.00;443.64"
    ].join("\n")
    expect(pairs(readOk("pending-above.csv", csv))).toEqual([
      ["2019-10-30", -165.12],
      ["2019-10-02", 1122.86],
      ["2019-10-05", -269.09],
      ["2019-10-27", 1.61],
      ["2019-10-29", -939]
    ])
  })
})
