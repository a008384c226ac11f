import { headerCurrency, rolesOfHeader } from "@statement-engine/intake"
import { balanceKind, isBalanceLine, notBookedReason, saysBooked } from "@statement-engine/intake"
import { describe, expect, it } from "vitest"
import { pairs, readErr, readOk } from "./helpers.js"

// Layouts and words written by hand for the rules that read a row's kind, a column's role and the
// currency from the file's own evidence; each expected value is read off the lines of the test.

describe("status, balance and header words of many languages", () => {
  it.each(["Nezaúčtováno", "Niezrealizowana", "Nije proknjiženo", "Non eseguito", "Ikke bokført", "Storno", "Varaus"])(
    "%s marks a row not booked",
    (cell) => {
      expect(notBookedReason(cell)).toBeDefined()
    }
  )

  it.each([
    "Sin contabilizar",
    "Ei ole kirjendatud",
    "Nav iegrāmatots",
    "Μη λογιστικοποιημένη",
    "Devuelto",
    "Zwrócona"
  ])(
    "%s (a negated booking, a returned payment) marks a row not booked",
    (cell) => {
      expect(notBookedReason(cell)).toMatch(/^not booked/)
    }
  )

  it.each(["Rezervacije", "Blokácie", "Zautoryzowana", "Wordt verwerkt", "Laukia"])(
    "%s marks a row pending",
    (cell) => {
      expect(notBookedReason(cell)).toBe("pending")
    }
  )

  it.each(["Zaúčtováno", "Teostatud", "Gebucht", "Bokförd"])("%s says booked", (cell) => {
    expect(notBookedReason(cell)).toBeUndefined()
    expect(saysBooked(cell)).toBe(true)
  })

  it.each([
    "Saldo kauden alussa",
    "SÄKOTNĒJAIS ATLIKUMS",
    "Sākuma atlikums".normalize("NFD"),
    "  Föregående saldo: 1 200,00",
    "\tΆΘΡΟΙΣΜΑ 12,00",
    "Opening balance",
    "CLOSING BALANCE 31/01",
    "Likutis pabaigoje",
    "Solde de fin de période",
    "Dabartinis likutis",
    "Praegune saldo"
  ])("%j starts a balance line in any case, composed or decomposed", (cell) => {
    expect(isBalanceLine(cell)).toBe(true)
  })

  it.each(["CARD PAYMENT TO GREGGS", "Salary ACME", "Saldomat GmbH", "Opening hours shop", "Sālsa bārs", "2024-01-31"])(
    "%j is a booking, not a balance line",
    (cell) => {
      expect(isBalanceLine(cell)).toBe(false)
    }
  )

  it("tells an opening balance line from a closing one", () => {
    expect(balanceKind("Saldo kauden alussa")).toBe("opening")
    expect(balanceKind("Τελικό υπόλοιπο")).toBe("closing")
    expect(balanceKind("Konečný zůstatek")).toBe("closing")
    expect(balanceKind("Likutis pradžioje")).toBe("opening")
    expect(balanceKind("Solde de fin de période")).toBe("closing")
    expect(balanceKind("KARTENZAHLUNG REWE")).toBeUndefined()
  })

  it("reads the side an amount header's last word names, and the currency in its brackets or words", () => {
    expect(rolesOfHeader("Betrag Soll")).toEqual(["debit"])
    // "date val." is the French value date, not a booking date named by its first word
    expect(rolesOfHeader("DATE VAL.")).toEqual(["value_date"])
    expect(rolesOfHeader("DateVal")).toEqual(["value_date"])
    // a booked balance ("Bogført saldo") is a balance, not a booking date named by its first word
    expect(rolesOfHeader("Bogført saldo")).toEqual(["balance"])
    expect(rolesOfHeader("AccountBalance")).toEqual(["balance"])
    expect(rolesOfHeader("Ποσό πίστωσης")).toEqual(["credit"])
    expect(headerCurrency("Amount(Ft)")).toBe("HUF")
    expect(headerCurrency("umsatz in eur")).toBe("EUR")
    expect(headerCurrency("Belopp (kr)")).toBeUndefined()
  })
})

describe("CSV rows read from the file's structure and its printed balances", () => {
  it("reads the first account's block by its own header when a second block follows", () => {
    const csv = [
      "Tili;FI7935671719104186",
      "kirjauspvm;tapahtumalaji;saajan nimi;rahamäärä",
      "Saldo kauden alussa;;;100,00",
      "17.3.24;KORTTIOSTO;LIDL;-57,36",
      "18.3.24;PALKKA;ACME OY;1 696,61",
      "Loppusaldo;;;1 739,25",
      "",
      "Tilinumero;FI33 8287 6650 9914 12",
      "kirjauspäivä;selite;saaja/maksaja;määrä",
      "16.3.24;KORTTIMAKSU;ALEPA;-50,81"
    ].join("\n")
    expect(pairs(readOk("tili.csv", csv))).toEqual([["2024-03-17", -57.36], ["2024-03-18", 1696.61], [
      "2024-03-16",
      -50.81
    ]])
  })

  it("takes the currency an account line above the header names", () => {
    const csv = [
      "Account number,BE53527188804337 RON",
      "Date,Details,Amount",
      "30-04-2021,CARD LIDL,-247.60",
      "02-05-2021,SALARY,1000.00",
      "14-05-2021,CARD ALDI,-64.07"
    ].join("\n")
    expect(readOk("ro.csv", csv).transactions.map((t) => t.currency)).toEqual(["RON", "RON", "RON"])
  })

  it("settles three-digit amounts' separator by an amount of four ungrouped digits", () => {
    const csv = ["Date,Details,Amount,Currency", "2024-01-02,RENT,-1410.841,KWD", "2024-01-05,CARD,-2.729,KWD"].join(
      "\n"
    )
    expect(pairs(readOk("kw.csv", csv))).toEqual([["2024-01-02", -1410.841], ["2024-01-05", -2.729]])
  })

  it("refuses a read whose rows miss the opening and closing balances the file prints, naming the gap", () => {
    // 100.00 - 20.00 - 30.00 = 50.00, but the file prints 40.00: some row is not what it seems
    const csv = [
      "Date;Details;Amount",
      "01.02.2024;Opening balance;100,00",
      "02.02.2024;CARD SHOP;-20,00",
      "03.02.2024;CARD CAFE;-30,00",
      "04.02.2024;Closing balance;40,00"
    ].join("\n")
    expect(readErr("gap.csv", csv).detail).toContain("10 apart")
  })

  it("keeps a read whose rows join the printed balances, and says so on the record", () => {
    const csv = [
      "Date;Details;Amount",
      "01.02.2024;Opening balance;100,00",
      "02.02.2024;CARD SHOP;-20,00",
      "03.02.2024;CARD CAFE;-30,00",
      "04.02.2024;Closing balance;50,00"
    ].join("\n")
    const r = readOk("joined.csv", csv)
    expect(pairs(r)).toEqual([["2024-02-02", -20], ["2024-02-03", -30]])
    expect(r.summary.files[0]?.checks?.find((c) => c.check === "statement_balances")?.held).toBe(true)
  })

  it("sets aside a row whose odd status the running balance shows not applied, and keeps one it shows applied", () => {
    // "Queued" is no word the reader knows; beside three "Done" rows it is odd. Line 3's balance (90.00)
    // is line 2's (100.00) less 10.00: applied. Line 5's (60.00) is line 4's: not applied.
    const csv = [
      "Date;Details;Amount;Balance;State",
      "01.02.2024;SALARY;100,00;100,00;Done",
      "02.02.2024;CARD SHOP;-10,00;90,00;Queued",
      "03.02.2024;CARD CAFE;-30,00;60,00;Done",
      "04.02.2024;CARD BAR;-5,00;60,00;Queued",
      "05.02.2024;CARD TAXI;-20,00;40,00;Done"
    ].join("\n")
    expect(pairs(readOk("odd.csv", csv))).toEqual([
      ["2024-02-01", 100],
      ["2024-02-02", -10],
      ["2024-02-03", -30],
      ["2024-02-05", -20]
    ])
  })

  it("refuses a read that would leave out a dated row whose money sits in a column given no role", () => {
    // "Credits" is named, "Charges xyz" is not, and its "n/a" cells hide that it holds money: line 3's
    // -12,50 is in a column nothing reads
    const csv = [
      "Date;Details;Charges xyz;Credits",
      "01.02.2024;SALARY;n/a;100,00",
      "02.02.2024;CARD SHOP;-12,50;",
      "03.02.2024;REFUND;n/a;5,00",
      "04.02.2024;REFUND;n/a;2,00"
    ].join("\n")
    const e = readErr("stray.csv", csv)
    expect(e.detail).toContain("line 3 has a date and no amount in its money columns but \"-12,50\" in column #3")
    expect(e.detail).toContain("options.columns")
  })

  it("refuses a read that starts at a second block's header when a booking stands above it", () => {
    // line 2 is a booking (date, text, amount) under a header-less first block; the header is line 4
    const csv = [
      "Account;DE02120300000000202051",
      "02.01.2024;CARD SHOP;-12,50",
      "",
      "Date;Details;Amount",
      "03.01.2024;SALARY;100,00",
      "04.01.2024;CARD CAFE;-3,20"
    ].join("\n")
    expect(readErr("blocks.csv", csv).detail).toContain("line 2, above the header on line 4, reads like a booking")
    // an amount written with a currency word the reader does not know still looks like money
    const kd = csv.replace("-12,50", "1,371 KD DR")
    expect(readErr("blocks-kd.csv", kd).detail).toContain("line 2, above the header on line 4, reads like a booking")
  })

  it("reads a card statement titled in an inflected form (Czech 'kartou'): unsigned charges go out, a refund comes in", () => {
    // "Transakce kartou" = card transactions; "VRÁCENÍ" (a refund) is the only credit
    const csv = [
      "Transakce kartou",
      "Datum;Popis;Částka",
      "01.03.2024;NÁKUP ALBERT;12,30",
      "02.03.2024;VRÁCENÍ ZALANDO;40,00",
      "03.03.2024;NÁKUP BILLA;7,70"
    ].join("\n")
    expect(pairs(readOk("karta.csv", csv))).toEqual([["2024-03-01", -12.3], ["2024-03-02", 40], ["2024-03-03", -7.7]])
  })

  it.each([["Otto", "Pano"], ["Uttak", "Innskudd"], ["D", "P"], ["Hævning", "Indbetaling"]])(
    "reads an indicator column of %s (out) and %s (in) beside unsigned amounts",
    (out, into) => {
      const csv = [
        "Date;Details;Amount;Type",
        `01.03.2024;SHOP;12,30;${out}`,
        `02.03.2024;SALARY;400,00;${into}`,
        `03.03.2024;CAFE;7,70;${out}`
      ].join("\n")
      expect(pairs(readOk("dir.csv", csv))).toEqual([["2024-03-01", -12.3], ["2024-03-02", 400], ["2024-03-03", -7.7]])
    }
  )

  it("keeps a pending row whose balance joins a nearby row of the same currency, another account's rows between", () => {
    // two accounts interleaved, no account column: 1 100,00 (line 2) - 10,00 = 1 090,00 (line 4), so line 4 is applied
    const csv = [
      "Date;Details;Amount;Balance;Status",
      "01.03.2024;SALARY;100,00;1100,00;Booked",
      "01.03.2024;RENT;-50,00;450,00;Booked",
      "02.03.2024;CARD SHOP;-10,00;1090,00;Pending",
      "03.03.2024;CARD CAFE;-5,00;445,00;Booked"
    ].join("\n")
    expect(pairs(readOk("mixed.csv", csv))).toEqual([
      ["2024-03-01", 100],
      ["2024-03-01", -50],
      ["2024-03-02", -10],
      ["2024-03-03", -5]
    ])
  })

  it("tells accounts apart by a column of IBANs the header does not name, so another account's row does not break the printed balances", () => {
    // "Konto xyz" names no role; its IBANs put line 4 on a second account. DE89…: 100,00 - 10,00 - 5,00 = 85,00, as printed
    const csv = [
      "Konto xyz;Date;Details;Amount",
      "DE89370400440532013000;01.03.2024;Opening balance;100,00",
      "DE89370400440532013000;02.03.2024;CARD SHOP;-10,00",
      "DE44500105175407324931;02.03.2024;CARD BAR;-7,00",
      "DE89370400440532013000;03.03.2024;CARD CAFE;-5,00",
      "DE89370400440532013000;04.03.2024;Closing balance;85,00"
    ].join("\n")
    const r = readOk("two.csv", csv)
    expect(pairs(r)).toEqual([["2024-03-02", -10], ["2024-03-02", -7], ["2024-03-03", -5]])
    expect(r.transactions.map((t) => t.account)).toEqual([
      "DE89370400440532013000",
      "DE44500105175407324931",
      "DE89370400440532013000"
    ])
  })

  it("reads a card statement printed from the bank's side although a loan instalment's 'repayment' is positive like the charges", () => {
    // charges positive (lines 3, 5, 6, 7), incomes negative (line 4); "LOAN REPAYMENT" goes out with the charges
    const csv = [
      "Card transactions",
      "Date;Details;Amount",
      "01.03.2024;CARD SHOP;12,30",
      "02.03.2024;SALARY ACME;-900,00",
      "03.03.2024;LOAN REPAYMENT BANK;50,00",
      "04.03.2024;CARD CAFE;7,70",
      "05.03.2024;CARD BAR;4,00"
    ].join("\n")
    expect(pairs(readOk("bank-side.csv", csv))).toEqual([
      ["2024-03-01", -12.3],
      ["2024-03-02", 900],
      ["2024-03-03", -50],
      ["2024-03-04", -7.7],
      ["2024-03-05", -4]
    ])
  })

  it("refuses unsigned amounts of an account (no card, no marked credit) whose descriptions are mostly purchases and withdrawals", () => {
    // no sign anywhere and "Kind" is no direction word the reader knows: lines 2, 3, 5, 6 and 7 are money out by their words
    const csv = [
      "Date;Details;Amount;Kind",
      "01.03.2024;CARD PURCHASE LIDL;12,30;Zz",
      "02.03.2024;CASH WITHDRAWAL ATM;50,00;Zz",
      "03.03.2024;SALARY ACME;900,00;Yy",
      "04.03.2024;CARD PURCHASE ALDI;7,70;Zz",
      "05.03.2024;CARD PURCHASE BILLA;3,10;Zz",
      "06.03.2024;CASH WITHDRAWAL ATM;20,00;Zz"
    ].join("\n")
    expect(readErr("unsigned.csv", csv).detail).toContain("no amount is negative or marked, yet 5 rows")
    // three such rows beside one salary, all unsigned, are enough: read as printed they would all be money in
    expect(readErr("unsigned-short.csv", csv.split("\n").slice(0, 5).join("\n")).detail).toContain("yet 3 rows")
    // two are not: a short statement of refunds and deposits stays readable
    expect(pairs(readOk("unsigned-shorter.csv", csv.split("\n").slice(0, 4).join("\n")))).toHaveLength(3)
  })

  it("keeps the currency the first header names when the page header repeats without it", () => {
    // line 7 repeats the header as "Amount xyz", naming no currency: the same account's rows stay in CAD
    const csv = [
      "IBAN;HR1210010051863000160",
      "Date;Details;Amount (CAD)",
      "01.03.2024;CARD SHOP;-12,30",
      "02.03.2024;SALARY;900,00",
      "03.03.2024;CARD BAR;-4,00",
      "Page 2",
      "Date;Details;Amount xyz",
      "04.03.2024;CARD CAFE;-7,70"
    ].join("\n")
    expect(readOk("pages.csv", csv).transactions.map((t) => t.currency)).toEqual(["CAD", "CAD", "CAD", "CAD"])
  })

  it("reads a one-row first block from its own header when the header of a longer second block is the one found", () => {
    // line 3 is the first account's only booking, under its header on line 2
    const csv = [
      "Konto;DE89370400440532013000",
      "Buchungstag;Verwendungszweck;Betrag",
      "01.03.2024;KARTENZAHLUNG REWE;-12,30",
      "",
      "Konto;DE44500105175407324931",
      "Date;Details;Amount",
      "02.03.2024;SALARY;900,00",
      "03.03.2024;CARD BAR;-4,00",
      "04.03.2024;CARD CAFE;-2,50"
    ].join("\n")
    expect(pairs(readOk("first-block.csv", csv))).toEqual([
      ["2024-03-01", -12.3],
      ["2024-03-02", 900],
      ["2024-03-03", -4],
      ["2024-03-04", -2.5]
    ])
  })

  it("refuses a read that would leave out a row whose date does not read beside an amount that does", () => {
    // line 4's "30-xyz-2024" is no date the reader knows, but its -7,70 is a booking
    const csv = [
      "Date;Details;Amount",
      "01.03.2024;CARD SHOP;-12,30",
      "02.03.2024;SALARY;900,00",
      "30-xyz-2024;CARD CAFE;-7,70",
      "04.03.2024;CARD BAR;-4,00"
    ].join("\n")
    expect(readErr("bad-date.csv", csv).detail).toContain("line 4 has an amount but the date \"30-xyz-2024\"")
  })
})
