import { Either } from "effect"
import { describe, expect, it } from "vitest"
import { implementedOperations, preprocess, readStatements } from "../src/index.js"
import { pairs, readErr, readOk, textFile } from "./helpers.js"

describe("CSV dialects of real bank exports", () => {
  it("reads a UK export with Paid out / Paid in columns and £ amounts", () => {
    const csv = [
      "Date,Type,Description,Paid out,Paid in,Balance",
      "03/01/2024,DD,OCTOPUS ENERGY,£84.20,,\"£1,215.80\"",
      "15/01/2024,FPI,ACME LTD SALARY,,\"£2,500.00\",\"£3,715.80\"",
      "17/01/2024,DEB,TESCO STORES 2041,£23.45,,\"£3,692.35\""
    ].join("\n")
    const r = readOk("uk.csv", csv)
    expect(pairs(r)).toEqual([["2024-01-03", -84.2], ["2024-01-15", 2500], ["2024-01-17", -23.45]])
    expect(r.transactions[2]?.balance_after).toBe(3692.35)
    expect(r.transactions[0]?.currency).toBe("GBP")
    const f = r.summary.files[0]
    expect(f?.dialect["date_format"]).toBe("DD/MM/YYYY")
    expect(f?.dialect["amount_layout"]).toBe("debit_credit")
    expect(f?.has_balances).toBe(true)
    expect(f?.period).toEqual({ from: "2024-01-03", to: "2024-01-17" })
  })

  it("reads a German Sparkasse-style export: ';', decimal comma, DD.MM.YY, thousands dots", () => {
    const csv = [
      "\"Auftragskonto\";\"Buchungstag\";\"Valutadatum\";\"Buchungstext\";\"Verwendungszweck\";\"Beguenstigter/Zahlungspflichtiger\";\"Betrag\";\"Waehrung\";\"Info\"",
      "\"DE89370400440532013000\";\"01.02.24\";\"01.02.24\";\"GUTSCHR. UEBERWEISUNG\";\"LOHN/GEHALT 01/24\";\"ACME GMBH\";\"3.104,55\";\"EUR\";\"Umsatz gebucht\"",
      "\"DE89370400440532013000\";\"02.02.24\";\"02.02.24\";\"FOLGELASTSCHRIFT\";\"Miete Februar\";\"Hausverwaltung Meier\";\"-1.150,00\";\"EUR\";\"Umsatz gebucht\"",
      "\"DE89370400440532013000\";\"05.02.24\";\"05.02.24\";\"KARTENZAHLUNG\";\"REWE SAGT DANKE 4711\";\"REWE Markt GmbH\";\"-45,67\";\"EUR\";\"Umsatz vorgemerkt\""
    ].join("\n")
    const r = readOk("sparkasse.csv", csv)
    expect(pairs(r)).toEqual([["2024-02-01", 3104.55], ["2024-02-02", -1150]])
    expect(r.transactions[0]?.account).toBe("DE89370400440532013000")
    expect(r.transactions[0]?.currency).toBe("EUR")
    expect(r.transactions[0]?.counterparty).toBe("ACME GMBH")
    expect(r.summary.files[0]?.skipped).toEqual([{ line: 4, reason: "pending" }])
    expect(r.summary.files[0]?.dialect["delimiter"]).toBe(";")
    expect(r.summary.files[0]?.dialect["decimal_separator"]).toBe(",")
  })

  it("reads a German ING export with a key;value preamble before the header and Soll/Haben indicator", () => {
    const csv = [
      "Umsatzanzeige;Datei erstellt am: 01.03.2024 10:00",
      "",
      "IBAN;DE12 5001 0517 0123 4567 89",
      "Kontoname;Girokonto",
      "Zeitraum;01.02.2024 - 29.02.2024",
      "",
      "Buchung;Valuta;Auftraggeber/Empfänger;Buchungstext;Verwendungszweck;Betrag;Währung;S/H",
      "01.02.2024;01.02.2024;Stadtwerke München;Lastschrift;Strom Abschlag;95,00;EUR;S",
      "15.02.2024;15.02.2024;Deutsche Rentenversicherung;Gutschrift;Rente 02/2024;1.420,10;EUR;H"
    ].join("\n")
    const r = readOk("ing.csv", csv)
    expect(pairs(r)).toEqual([["2024-02-01", -95], ["2024-02-15", 1420.1]])
    expect(r.transactions[0]?.account).toBe("DE12500105170123456789")
    expect(r.summary.files[0]?.dialect["header_line"]).toBe(7)
    expect(r.summary.files[0]?.dialect["amount_layout"]).toBe("amount_indicator")
  })

  it("reads a Dutch ING export with an Af/Bij column and YYYYMMDD dates", () => {
    const csv = [
      "\"Datum\",\"Naam / Omschrijving\",\"Rekening\",\"Tegenrekening\",\"Code\",\"Af Bij\",\"Bedrag (EUR)\",\"Mutatiesoort\",\"Mededelingen\"",
      "\"20240105\",\"Albert Heijn 1234\",\"NL91ABNA0417164300\",\"\",\"BA\",\"Af\",\"32,10\",\"Betaalautomaat\",\"Pasvolgnr:001 05-01-2024 18:02\"",
      "\"20240125\",\"Werkgever BV\",\"NL91ABNA0417164300\",\"NL20INGB0001234567\",\"OV\",\"Bij\",\"2.750,00\",\"Overschrijving\",\"Salaris januari\""
    ].join("\n")
    const r = readOk("ing-nl.csv", csv)
    expect(pairs(r)).toEqual([["2024-01-05", -32.1], ["2024-01-25", 2750]])
    expect(r.transactions[0]?.currency).toBe("EUR")
    expect(r.transactions[0]?.account).toBe("NL91ABNA0417164300")
    expect(r.transactions[1]?.counterparty).toBe("Werkgever BV")
  })

  it("reads a French export with Débit/Crédit columns and decimal comma", () => {
    const csv = [
      "Date opération;Date valeur;Libellé;Débit;Crédit",
      "02/01/2024;02/01/2024;PRLV SEPA EDF CLIENTS PARTICULIERS;-62,30;",
      "28/01/2024;28/01/2024;VIR SEPA SALAIRE JANVIER;;2 345,67",
      "30/01/2024;30/01/2024;CB CARREFOUR MARKET 29/01;-54,12;"
    ].join("\n")
    const r = readOk("fr.csv", csv, { currency: "EUR" })
    expect(pairs(r)).toEqual([["2024-01-02", -62.3], ["2024-01-28", 2345.67], ["2024-01-30", -54.12]])
    expect(r.transactions[0]?.value_date).toBe("2024-01-02")
    expect(r.summary.files[0]?.dialect["date_format"]).toBe("DD/MM/YYYY")
  })

  it("reads a Polish export with currency suffixes and 'Kwota' amounts", () => {
    const csv = [
      "#Data operacji;#Opis operacji;#Rachunek;#Kategoria;#Kwota;",
      "2024-03-01;WYNAGRODZENIE ZA LUTY ACME SP. Z O.O.;eKonto 1234;Wpływy;8 250,00 PLN;",
      "2024-03-02;BIEDRONKA 1234 WARSZAWA;eKonto 1234;Żywność;-112,50 PLN;",
      "2024-03-04;ORLEN STACJA NR 123;eKonto 1234;Paliwo;-250,00 PLN;"
    ].join("\n")
    const r = readOk("pl.csv", csv)
    expect(pairs(r)).toEqual([["2024-03-01", 8250], ["2024-03-02", -112.5], ["2024-03-04", -250]])
    expect(r.transactions.every((t) => t.currency === "PLN")).toBe(true)
    expect(r.transactions[1]?.bank_category).toBe("Żywność")
    expect(r.transactions[0]?.account).toBe("eKonto 1234")
  })

  it("refuses DD/MM vs MM/DD when nothing in the column decides, and reads it once date_format is given", () => {
    const csv = "Date,Description,Amount\n01/02/2024,COFFEE,-3.50\n03/04/2024,BOOKS,-12.00\n"
    const err = readErr("ambiguous.csv", csv)
    expect(err._tag).toBe("NoSuitableParser")
    expect(err.detail).toContain("date_format")
    expect(err.detail).toContain("ambiguous.csv")
    expect(pairs(readOk("ambiguous.csv", csv, { date_format: "MM/DD/YYYY" }))).toEqual([["2024-01-02", -3.5], [
      "2024-03-04",
      -12
    ]])
    expect(pairs(readOk("ambiguous.csv", csv, { files: { "ambiguous.csv": { date_format: "DD/MM/YYYY" } } }))).toEqual([
      ["2024-02-01", -3.5],
      ["2024-04-03", -12]
    ])
  })

  it("lets one day above 12 decide the whole column", () => {
    const csv = "Date,Description,Amount\n01/02/2024,A,-1.00\n02/13/2024,B,-2.00\n"
    expect(pairs(readOk("us.csv", csv))).toEqual([["2024-01-02", -1], ["2024-02-13", -2]])
  })

  it("reads UTF-8 with BOM and UTF-16 LE/BE with BOM", () => {
    const csv = "Date,Description,Amount,Currency\n2024-05-01,Café Müller,-4.20,EUR\n"
    const utf8 = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(csv)])
    const le = new Uint8Array(2 + csv.length * 2)
    const be = new Uint8Array(2 + csv.length * 2)
    le.set([0xff, 0xfe])
    be.set([0xfe, 0xff])
    for (let i = 0; i < csv.length; i++) {
      const c = csv.charCodeAt(i)
      le[2 + 2 * i] = c & 0xff
      le[3 + 2 * i] = c >> 8
      be[2 + 2 * i] = c >> 8
      be[3 + 2 * i] = c & 0xff
    }
    for (
      const [name, bytes, enc] of [["bom.csv", utf8, "utf-8"], ["le.csv", le, "utf-16le"], [
        "be.csv",
        be,
        "utf-16be"
      ]] as const
    ) {
      const r = readStatements([{ name, bytes }], {})
      expect(Either.isRight(r)).toBe(true)
      if (Either.isRight(r)) {
        expect(r.right.transactions[0]?.description).toBe("Café Müller")
        expect(r.right.summary.files[0]?.dialect["encoding"]).toBe(enc)
      }
    }
  })

  it("reads a legacy code page when every candidate gives the same text, and names it on the record", () => {
    const latin1 = new Uint8Array([
      ...new TextEncoder().encode("Date;Description;Amount\n2024-01-02;Caf"),
      0xe9,
      ...new TextEncoder().encode(";-3,50\n")
    ])
    const r = readOk("latin1.csv", new TextDecoder("latin1").decode(latin1))
    expect(r.transactions[0]?.description).toBe("Café")
    const read = readStatements([{ name: "latin1.csv", bytes: latin1 }], {})
    expect(Either.isRight(read) && read.right.transactions[0]?.description).toBe("Café")
    expect(Either.isRight(read) && read.right.summary.files[0]?.dialect["encoding"]).toBe("windows-1252")
    const bad = readStatements([{ name: "latin1.csv", bytes: latin1 }], { encoding: "klingon-8" })
    expect(Either.isLeft(bad) && bad.left._tag).toBe("InvalidAnalysisOptions")
  })

  it("reads bytes that code pages read differently only in a name, warning that the encoding is less sure", () => {
    // 0xE8 inside a name on a row: "Dvoèak" in windows-1252, "Dvočak" in windows-1250; the date and amount read alike
    const bytes = new Uint8Array([
      ...new TextEncoder().encode("Date;Description;Amount\n2024-01-02;Dvo"),
      0xe8,
      ...new TextEncoder().encode("ak;-3,50\n")
    ])
    const r = readStatements([{ name: "pl.csv", bytes }], { currency: "EUR" })
    if (Either.isLeft(r)) throw new Error(r.left.detail)
    expect(r.right.transactions.map((t) => [t.booking_date, t.amount])).toEqual([["2024-01-02", -3.5]])
    expect(["windows-1252", "windows-1250"]).toContain(r.right.summary.files[0]?.dialect["encoding"])
    expect(r.right.summary.files[0]?.warnings.join(" ")).toMatch(/text encoding chosen with lower confidence/)
    // the option still names the code page a user knows
    const named = readStatements([{ name: "pl.csv", bytes }], { currency: "EUR", encoding: "windows-1250" })
    expect(Either.isRight(named) && named.right.transactions[0]?.description).toBe("Dvo\u010dak")
  })

  it("reads amounts in every common style and never turns an unreadable one into a number", () => {
    const csv = [
      "Date;Description;Amount;Currency",
      "2024-01-01;a;1 234,56;EUR",
      "2024-01-02;b;-1.234,56;EUR",
      "2024-01-03;c;(12,50);EUR",
      "2024-01-04;d;12,50-;EUR",
      "2024-01-06;f;1'234,50;EUR"
    ].join("\n")
    const r = readOk("styles.csv", csv)
    expect(pairs(r)).toEqual([["2024-01-01", 1234.56], ["2024-01-02", -1234.56], ["2024-01-03", -12.5], [
      "2024-01-04",
      -12.5
    ], ["2024-01-06", 1234.5]])
    // a dated row whose amount does not read ("12,5O", a letter O) would be a booking missing from the read
    const typo = readErr("typo.csv", `${csv}\n2024-01-07;e;12,5O;EUR`)
    expect(typo.detail).toContain("line 7 has a date and the amount \"12,5O\", which does not read")
  })

  it("reads dot-decimal amounts with comma and apostrophe thousands", () => {
    const csv = "Date,Description,Amount\n2024-01-01,a,\"1,234.56\"\n2024-01-02,b,1'234.50\n2024-01-03,c,-0.99\n"
    expect(pairs(readOk("dot.csv", csv, { currency: "CHF" }))).toEqual([
      ["2024-01-01", 1234.56],
      ["2024-01-02", 1234.5],
      ["2024-01-03", -0.99]
    ])
  })

  it("skips trailing summary rows and pending rows with a reason", () => {
    const csv = [
      "Date,Description,Amount,Balance",
      "Pending,AMAZON MARKETPLACE,-19.99,",
      "12-Mar-2024,SAINSBURYS,-10.00,90.00",
      "13-Mar-2024,REFUND,5.00,95.00",
      ",Closing balance,,95.00"
    ].join("\n")
    const r = readOk("jl.csv", csv, { currency: "GBP" })
    expect(pairs(r)).toEqual([["2024-03-12", -10], ["2024-03-13", 5]])
    expect(r.summary.files[0]?.skipped.map((s) => s.reason)).toEqual(["pending", "summary or balance row"])
    expect(r.summary.files[0]?.dialect["date_format"]).toBe("DD-Mon-YYYY")
  })

  it("uses XXX and a warning when the currency is unknown, and options.currency when given", () => {
    const csv = "Date,Description,Amount\n2024-01-01,a,-1.00\n"
    const r = readOk("nocur.csv", csv)
    expect(r.transactions[0]?.currency).toBe("XXX")
    expect(r.summary.files[0]?.warnings.join(" ")).toContain("currency")
    expect(readOk("nocur.csv", csv, { currency: "usd" }).transactions[0]?.currency).toBe("USD")
  })

  it("rounds amounts to the currency's minor unit", () => {
    const csv =
      "Date,Description,Amount,Currency\n2024-01-01,a,-1.005,EUR\n2024-01-02,b,1500.4,JPY\n2024-01-03,c,1.2345,KWD\n"
    expect(readOk("round.csv", csv).transactions.map((t) => t.amount)).toEqual([-1.01, 1500, 1.235])
  })

  it("reads a headerless file when the columns are clear from the content", () => {
    const csv =
      "02.01.2024;HOFER DANKT 0123;02.01.2024;-23,45;EUR\n03.01.2024;SPAR DANKT 555;03.01.2024;-8,10;EUR\n04.01.2024;GEHALT ACME;04.01.2024;2.100,00;EUR\n"
    const r = readOk("elba.csv", csv)
    expect(pairs(r)).toEqual([["2024-01-02", -23.45], ["2024-01-03", -8.1], ["2024-01-04", 2100]])
    expect(r.transactions[0]?.description).toBe("HOFER DANKT 0123")
    expect(r.summary.files[0]?.dialect["header_line"]).toBe(0)
  })

  it("honours a pinned column mapping and delimiter", () => {
    const csv = "when|what|how much\n2024-01-01|rent|-900.00\n"
    const r = readOk("pinned.csv", csv, {
      delimiter: "|",
      currency: "EUR",
      columns: { booking_date: "when", description: "what", amount: 2 }
    })
    expect(pairs(r)).toEqual([["2024-01-01", -900]])
    const err = readErr("pinned.csv", csv, { delimiter: "|", columns: { booking_date: "nope", amount: 2 } })
    expect(err._tag).toBe("InvalidAnalysisOptions")
  })

  it("refuses files that are not statements, naming the file and what was tried", () => {
    const err = readErr("notes.csv", "hello world\nthis is not a statement\n")
    expect(err._tag).toBe("NoSuitableParser")
    if (err._tag === "NoSuitableParser") {
      expect(err.file).toBe("notes.csv")
      expect(err.tried).toContain("csv")
    }
    expect(readErr("empty.csv", "")._tag).toBe("NoSuitableParser")
    expect(readErr("unclosed.csv", "Date,Description,Amount\n2024-01-01,\"broken,-1.00\n")._tag).toBe(
      "NoSuitableParser"
    )
  })

  it("keeps identical rows inside one file and drops duplicates across files", () => {
    const a =
      "Date,Description,Amount,Currency\n2024-01-01,COFFEE,-3.00,EUR\n2024-01-01,COFFEE,-3.00,EUR\n2024-01-02,TEA,-2.00,EUR\n"
    const b = "Date,Description,Amount,Currency\n2024-01-02,TEA,-2.00,EUR\n2024-01-03,CAKE,-4.00,EUR\n"
    const r = readStatements([textFile("a.csv", a), textFile("b.csv", b)], {})
    expect(Either.isRight(r)).toBe(true)
    if (Either.isRight(r)) {
      expect(r.right.summary.transactions).toBe(4)
      expect(r.right.summary.duplicates_dropped).toBe(1)
      expect(r.right.transactions.map((t) => t.description)).toEqual(["COFFEE", "COFFEE", "TEA", "CAKE"])
    }
  })

  it("drops cross-file duplicates by bank reference", () => {
    const a =
      "Date,Description,Amount,Reference,Currency\n2024-01-01,COFFEE SHOP,-3.00,TX1,EUR\n2024-01-02,TEA,-2.00,TX2,EUR\n"
    const b =
      "Date,Description,Amount,Reference,Currency\n2024-01-02,TEA HOUSE LONDON,-2.00,TX2,EUR\n2024-01-03,CAKE,-4.00,TX3,EUR\n"
    const r = readStatements([textFile("a.csv", a), textFile("b.csv", b)], {})
    expect(Either.isRight(r) && r.right.summary.duplicates_dropped).toBe(1)
  })

  it("preprocess reports available operations only when transactions were read", () => {
    const r = preprocess([textFile("a.csv", "Date,Description,Amount\n2024-01-01,a,-1.00\n")], {})
    expect(Either.isRight(r) && r.right.available_operations).toEqual([...implementedOperations])
    const empty = preprocess([], {})
    expect(Either.isRight(empty) && empty.right.available_operations).toEqual([])
  })

  it("refuses other formats it cannot read yet with a typed error", () => {
    const err = readErr("s.xml", "<?xml version=\"1.0\"?><feed><entry/></feed>")
    expect(err._tag).toBe("NoSuitableParser")
    if (err._tag === "NoSuitableParser") expect(err.tried).toContain("xml (not yet supported)")
    expect(
      readErr(
        "s.xml",
        "<?xml version=\"1.0\"?><Document xmlns=\"urn:iso:std:iso:20022:tech:xsd:camt.053.001.02\"><BkToCstmrStmt/></Document>"
      )._tag
    ).toBe("NoSuitableParser")
    expect(readErr("s.sta", ":20:STARTUMS\n:25:12345678/0001234567\n:28C:1/1\n:60F:C240101EUR100,00\n")._tag).toBe(
      "NoSuitableParser"
    )
    expect(readErr("empty.ofx", "OFXHEADER:100\nDATA:OFXSGML\n<OFX><BANKMSGSRSV1></BANKMSGSRSV1></OFX>")._tag).toBe(
      "NoSuitableParser"
    )
  })
  it("keeps multi-line quoted cells in one transaction and reports the right lines", () => {
    const csv =
      "Date,Description,Amount,Currency\n2024-01-01,\"SEPA transfer\nline two\",-5.00,EUR\n2024-01-02,TEA,-2.00,EUR\n,Closing balance,,\n"
    const r = readOk("multi.csv", csv)
    expect(r.transactions.map((t) => t.description)).toEqual(["SEPA transfer line two", "TEA"])
    expect(r.transactions.map((t) => t.source_line)).toEqual([3, 4])
  })

  it("asks for decimal_separator when no amount shows it, and reads with it", () => {
    const csv = "Date,Description,Amount\n2024-01-01,a,1.234\n2024-01-02,b,-2.500\n"
    const err = readErr("dec.csv", csv)
    expect(err.detail).toContain("decimal_separator")
    expect(pairs(readOk("dec.csv", csv, { decimal_separator: "," }))).toEqual([["2024-01-01", 1234], [
      "2024-01-02",
      -2500
    ]])
    // no currency named: XXX keeps three decimals
    expect(pairs(readOk("dec.csv", csv, { decimal_separator: "." }))).toEqual([["2024-01-01", 1.234], [
      "2024-01-02",
      -2.5
    ]])
  })

  it("joins continuation rows (no date, no amount) to the transaction above", () => {
    const csv = [
      "Transaction date,Value date,Description,Withdrawals (SGD),Deposits (SGD)",
      "18/04/2018,15/04/2018,DEBIT PURCHASE,6.66,",
      ",,UBER EATS SINGAPORE,,",
      "17/04/2018,17/04/2018,CASH WITHDRAWAL,66.66,"
    ].join("\n")
    const r = readOk("ocbc.csv", csv, { currency: "SGD" })
    expect(r.transactions.map((t) => [t.description, t.amount])).toEqual([
      ["DEBIT PURCHASE UBER EATS SINGAPORE", -6.66],
      ["CASH WITHDRAWAL", -66.66]
    ])
  })

  it("decides a headerless file's amount column by the running balance, and refuses when it cannot", () => {
    const ok =
      "01-02-2024,NL01BANK0123456789,1000.00,EUR,-200.00,x\n02-02-2024,NL01BANK0123456789,800.00,EUR,50.00,y\n13-02-2024,NL01BANK0123456789,850.00,EUR,-25.50,z\n"
    expect(pairs(readOk("asn.csv", ok))).toEqual([["2024-02-01", -200], ["2024-02-02", 50], ["2024-02-13", -25.5]])
    const unclear = "01.02.2024;a;10,00;20,00\n02.02.2024;b;11,00;23,00\n"
    expect(readErr("unclear.csv", unclear)._tag).toBe("NoSuitableParser")
  })

  it("skips opening and closing balance lines even when they carry a date", () => {
    const csv = [
      "\"Data\",\"Gavėjas\",\"Paaiškinimai\",\"Suma\",\"Valiuta\",\"D/K\"",
      "\"2012-01-01\",\"\",\"Likutis pradžiai\",\"2123.82\",\"EUR\",\"K\"",
      "\"2012-01-02\",\"Maxima\",\"PIRKINYS\",\"14.34\",\"EUR\",\"D\"",
      "\"2012-01-31\",\"\",\"Likutis pabaigai\",\"2109.48\",\"EUR\",\"K\""
    ].join("\n")
    const r = readOk("swed.csv", csv)
    expect(pairs(r)).toEqual([["2012-01-02", -14.34]])
    expect(r.transactions[0]?.counterparty).toBe("Maxima")
  })
})
