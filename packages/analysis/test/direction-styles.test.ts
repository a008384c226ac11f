import { describe, expect, it } from "vitest"
import { figures, readErr, readOk } from "./helpers.js"

// Every way banks write which way money goes, each file written by hand with its count, net and
// first and last booking date worked out from its rows (not from the engine's output).

interface Truth {
  readonly count: number
  readonly net: number
  readonly first: string
  readonly last: string
}

const expectRead = (name: string, text: string, truth: Truth): void => {
  expect(figures(readOk(name, text))).toEqual(truth)
}

const lines = (...rows: ReadonlyArray<string>): string => rows.join("\n") + "\n"

describe("a direction column beside unsigned amounts", () => {
  it.each([
    ["S/H (de)", "S/H", "S", "H"],
    ["Soll/Haben (de)", "Soll/Haben", "Soll", "Haben"],
    ["Af/Bij (nl)", "Af Bij", "Af", "Bij"],
    ["Cargo/Abono (es)", "Tipo", "Cargo", "Abono"],
    ["Débit/Crédit (fr)", "Sens", "Débit", "Crédit"],
    ["Breme/Dobro (sl)", "Breme/Dobro", "Breme", "Dobro"],
    ["Terhelés/Jóváírás (hu)", "Irány", "Terhelés", "Jóváírás"],
    ["Winien/Ma (pl)", "Strona", "Winien", "Ma"],
    ["Wn/Ma (pl)", "Strona", "Wn", "Ma"],
    ["Wypływ/Wpływ (pl)", "Kierunek", "Wypływ", "Wpływ"],
    ["Dare/Avere (it)", "Segno", "Dare", "Avere"],
    ["Debit/Credit (ro)", "Tip", "Debit", "Credit"],
    ["Duguje/Potražuje (hr)", "Vrsta", "Duguje", "Potražuje"],
    ["Debetas/Kreditas (lt)", "D/K", "Debetas", "Kreditas"],
    ["D/K (lv)", "D/K", "D", "K"],
    ["Deebet/Kreedit (et)", "Deebet/Kreedit", "Deebet", "Kreedit"],
    ["Veloitus/Hyvitys (fi)", "Tyyppi", "Veloitus", "Hyvitys"],
    ["Uttag/Insättning (sv)", "Typ", "Uttag", "Insättning"],
    ["Débito/Crédito (pt)", "Tipo", "Débito", "Crédito"],
    ["Χρέωση/Πίστωση (el)", "Τύπος", "Χρέωση", "Πίστωση"],
    ["Výdaj/Příjem (cs)", "Typ", "Výdaj", "Příjem"],
    ["IN/OUT (en)", "Direction", "OUT", "IN"],
    ["DR/CR (en)", "Dr/Cr", "DR", "CR"],
    ["D/C (en)", "D/C", "D", "C"],
    ["Debit/Credit (en)", "Type", "Debit", "Credit"]
  ])("%s", (_, header, out, into) => {
    const text = lines(
      `Datum;Text;Betrag;${header}`,
      `02.03.2025;Rent March;1.250,00;${out}`,
      `14.03.2025;Salary;2.480,35;${into}`,
      `17.03.2025;Supermarket;45,10;${out}`,
      `21.03.2025;Pharmacy;9,99;${out}`
    )
    expectRead("export.csv", text, { count: 4, net: 1175.26, first: "2025-03-02", last: "2025-03-21" })
  })

  it("a direction column with a running balance and decimal points", () => {
    const text = lines(
      "Date,Description,Amount,Dr/Cr,Balance",
      "2025-04-01,Opening transfer,1000.00,CR,1000.00",
      "2025-04-03,Grocer,12.50,DR,987.50",
      "2025-04-08,Refund,2.50,CR,990.00",
      "2025-04-15,Rent,950.00,DR,40.00"
    )
    expectRead("acct.csv", text, { count: 4, net: 40, first: "2025-04-01", last: "2025-04-15" })
  })
})

describe("signs written on the amount", () => {
  it.each([
    ["trailing minus, decimal comma", "1.250,00-", "2.480,35", "45,10-"],
    ["trailing minus with a space", "1.250,00 -", "2.480,35", "45,10 -"],
    ["leading and trailing plus", "1.250,00-", "+2.480,35", "45,10-"],
    ["trailing plus", "1.250,00-", "2.480,35+", "45,10-"],
    ["currency after the trailing minus", "1.250,00- EUR", "2.480,35 EUR", "45,10- EUR"],
    ["currency before the trailing minus", "EUR 1.250,00-", "EUR 2.480,35", "EUR 45,10-"],
    ["euro sign before a minus", "-€1.250,00", "€2.480,35", "-€45,10"],
    ["parentheses", "(1.250,00)", "2.480,35", "(45,10)"],
    ["DR and CR suffixes", "1.250,00 DR", "2.480,35 CR", "45,10DR"]
  ])("%s", (_, rent, salary, shop) => {
    const text = lines(
      "Datum;Verwendungszweck;Betrag",
      `02.03.2025;Miete;"${rent}"`,
      `14.03.2025;Gehalt;"${salary}"`,
      `17.03.2025;Supermarkt;"${shop}"`
    )
    expectRead("umsaetze.csv", text, { count: 3, net: 1185.25, first: "2025-03-02", last: "2025-03-17" })
  })

  it("trailing minus with decimal points and a balance", () => {
    const text = lines(
      "Date,Description,Amount,Balance",
      "2025-05-02,Salary,1500.00,1600.00",
      "2025-05-04,Fuel,62.40 -,1537.60",
      "2025-05-09,Phone,1,015.20-,522.40",
      "2025-05-20,Interest,0.40,522.80"
    )
    expectRead("a.csv", text.replace("1,015.20-", "\"1,015.20-\""), {
      count: 4,
      net: 422.8,
      first: "2025-05-02",
      last: "2025-05-20"
    })
  })
})

describe("debit and credit columns", () => {
  it("unsigned, decimal comma", () => {
    const text = lines(
      "Datum;Omschrijving;Debet;Credit",
      "03-03-2025;Huur;850,00;",
      "15-03-2025;Salaris;;2.300,00",
      "18-03-2025;Supermarkt;64,35;"
    )
    expectRead("x.csv", text, { count: 3, net: 1385.65, first: "2025-03-03", last: "2025-03-18" })
  })

  it("the debit column printed negative", () => {
    const text = lines(
      "Date,Description,Debit,Credit,Balance",
      "2025-06-02,Rent,-850.00,,1150.00",
      "2025-06-15,Salary,,2300.00,3450.00",
      "2025-06-18,Grocer,-64.35,,3385.65"
    )
    expectRead("x.csv", text, { count: 3, net: 1385.65, first: "2025-06-02", last: "2025-06-18" })
  })

  it("money out and money in, each with a thousands separator", () => {
    const text = lines(
      "Date;Details;Money out;Money in",
      "2025-06-02;Rent;1.850,00;",
      "2025-06-15;Salary;;12.300,00",
      "2025-06-18;Grocer;64,35;"
    )
    expectRead("x.csv", text, { count: 3, net: 10385.65, first: "2025-06-02", last: "2025-06-18" })
  })
})

describe("card statements", () => {
  it("unsigned charges with a card column and a payment row", () => {
    const text = lines(
      "Date,Card,Description,Amount",
      "2025-07-02,**** 1234,COFFEE SHOP,4.50",
      "2025-07-05,**** 1234,BOOKSTORE,23.99",
      "2025-07-19,**** 1234,PAYMENT RECEIVED - THANK YOU,100.00",
      "2025-07-21,**** 1234,PETROL STATION,51.20"
    )
    expectRead("card.csv", text, { count: 4, net: 20.31, first: "2025-07-02", last: "2025-07-21" })
  })

  it("unsigned charges whose credits carry CR", () => {
    const text = lines(
      "Date,Description,Amount",
      "2025-07-02,COFFEE SHOP,4.50",
      "2025-07-05,BOOKSTORE,23.99",
      "2025-07-19,PAYMENT,100.00 CR",
      "2025-07-21,PETROL STATION,51.20"
    )
    expectRead("statement.csv", text, { count: 4, net: 20.31, first: "2025-07-02", last: "2025-07-21" })
  })
})

describe("unsigned amounts", () => {
  it("are signed by the running balance", () => {
    const text = lines(
      "Date,Description,Amount,Balance",
      "2025-03-14,Salary,2000.00,3000.00",
      "2025-03-15,Shop,50.00,2950.00",
      "2025-03-17,Rent,800.00,2150.00",
      "2025-03-20,Refund,20.00,2170.00"
    )
    expectRead("acct.csv", text, { count: 4, net: 1170, first: "2025-03-14", last: "2025-03-20" })
  })

  it("are signed by the running balance, newest first", () => {
    const text = lines(
      "Date,Description,Amount,Balance",
      "2025-03-20,Refund,20.00,2170.00",
      "2025-03-17,Rent,800.00,2150.00",
      "2025-03-15,Shop,50.00,2950.00",
      "2025-03-14,Salary,2000.00,3000.00"
    )
    expectRead("acct.csv", text, { count: 4, net: 1170, first: "2025-03-14", last: "2025-03-20" })
  })

  it("with salary and purchases and nothing saying which way are refused", () => {
    const text = lines(
      "Date,Description,Amount",
      "2025-03-14,Salary ACME Ltd,2000.00",
      "2025-03-15,Card purchase Tesco,50.00",
      "2025-03-17,ATM withdrawal,80.00",
      "2025-03-20,Direct debit Electricity,60.00"
    )
    readErr("acct.csv", text)
  })
})

describe("card statements signed both ways with no repayment row", () => {
  it("the purchases and salaries settle the bank's side: charges positive, turned", () => {
    const text = lines(
      "Card statement",
      "Date,Description,Amount",
      "2025-07-02,CARD PURCHASE COFFEE SHOP,4.50",
      "2025-07-05,CARD PURCHASE BOOKSTORE,23.99",
      "2025-07-10,SALARY ACME LTD,-500.00",
      "2025-07-12,SALARY BONUS ACME LTD,-120.00",
      "2025-07-21,CASH WITHDRAWAL ATM,50.00",
      "2025-07-22,POS PETROL STATION,51.20"
    )
    expectRead("export.csv", text, { count: 6, net: 490.31, first: "2025-07-02", last: "2025-07-22" })
  })

  it("a loan's instalment on a card is a charge, not the card's repayment", () => {
    const text = lines(
      "Date,Card,Description,Amount",
      "2025-07-02,**** 1234,COFFEE SHOP,4.50",
      "2025-07-05,**** 1234,LOAN REPAYMENT ACME BANK,120.00",
      "2025-07-19,**** 1234,PAYMENT RECEIVED - THANK YOU,100.00"
    )
    expectRead("card.csv", text, { count: 3, net: -24.5, first: "2025-07-02", last: "2025-07-19" })
  })
})

describe("debit and credit columns named in parts", () => {
  it("a header of slash-split parts takes the role its known part names", () => {
    const text = lines(
      "Trans. date,Description,Charges,Payments/Credits",
      "2025-08-02,GROCER,12.50,",
      "2025-08-09,PAYMENT,,100.00",
      "2025-08-11,CINEMA,9.00,"
    )
    expectRead("x.csv", text, { count: 3, net: 78.5, first: "2025-08-02", last: "2025-08-11" })
  })

  it("a whole amount in a column given no role, on a row whose money cells are empty, refuses the read", () => {
    const text = lines(
      "Date,Description,Amount,Zzyzx",
      "2025-03-14,Shop,-12.50,",
      "2025-03-15,Salary,,2500",
      "2025-03-17,Rent,-800.00,"
    )
    expect(readErr("x.csv", text).detail).toContain(`"2500" in column #4`)
  })
})

describe("printed balances without their sign", () => {
  it("an overdrawn account whose balance lines carry no sign joins its rows read by their indicator", () => {
    // opening -587,46, rows -65,39 -120,06 +79,67 -92,88 -42,50 = -241,16, closing -828,62: both printed unsigned
    const text = lines(
      "Dátum;Poznámka;Suma;Smer",
      "02.06.2021;Zostatok na začiatku obdobia;587,46;",
      "02.06.2021;Platba kartou Decathlon;65,39;Debet",
      "03.06.2021;Splátka Cofidis;120,06;Debet",
      "04.06.2021;Prichádzajúca platba;79,67;Kredit",
      "07.06.2021;Nákup kartou OMV;92,88;Debet",
      "10.06.2021;Transakcia kartou Tesco;42,50;Debet",
      ";Zostatok na konci obdobia;828,62;"
    )
    expectRead("pohyby.csv", text, { count: 5, net: -241.16, first: "2021-06-02", last: "2021-06-10" })
  })

  it("an opening printed without its sign, the closing signed", () => {
    // opening -100,00 printed 100,00; rows +500,00 -50,00; closing 350,00
    const text = lines(
      "Datum;Text;Betrag",
      "01.06.2021;Anfangssaldo;100,00",
      "02.06.2021;Gehalt;500,00",
      "03.06.2021;Einkauf;-50,00",
      "30.06.2021;Endsaldo;350,00"
    )
    expectRead("konto.csv", text, { count: 2, net: 450, first: "2021-06-02", last: "2021-06-03" })
  })
})

describe("descriptions the direction is read from", () => {
  it("a numbered description header and transaction kinds in Slovak, on a card statement printed from the bank's side", () => {
    // purchases positive, the incoming transfers negative: turned, -22,35 -3,89 -15,00 +204,19 +50,00 = 212,95
    const text = lines(
      "Transakcie kartou",
      "dátum zaúčtovania;čiastka;popis1",
      "22.05.2024;-204,19;PRICHÁDZAJÚCI PREVOD / JÁN HORVÁTH",
      "07.06.2024;22,35;NÁKUP KARTOU KAUFLAND SK ****6364",
      "12.06.2024;3,89;TRANSAKCIA KARTOU / AIRBNB PAYMENTS / ****6364",
      "14.06.2024;15,00;NÁKUP KARTOU LIDL SK ****6364",
      "20.06.2024;-50,00;PRICHÁDZAJÚCI PREVOD / EVA HORVÁTHOVÁ"
    )
    expectRead("export.csv", text, { count: 5, net: 212.95, first: "2024-05-22", last: "2024-06-20" })
  })
})

describe("an indicator letter banks use for either side", () => {
  it("U beside E under an Italian Dare/Avere header: uscita and entrata", () => {
    // -28,27 +141,81 -40,00 -5,61 = 67,93
    const text = lines(
      "DataOperazione|Importo|DareAvere|Descrizione",
      "19/09/2022|28,27|U|PAGAMENTO POS BAR CENTRALE",
      "17/09/2022|141,81|E|RIMBORSO AMAZON",
      "16/09/2022|40,00|U|PRELIEVO BANCOMAT",
      "13/09/2022|5,61|U|PAGAMENTO CARTA LIDL"
    )
    expectRead("estratto.csv", text, { count: 4, net: 67.93, first: "2022-09-13", last: "2022-09-19" })
  })

  it("U beside O is Polish uznanie, money in", () => {
    // -74,77 +235,82 -33,74 = 127,31
    const text = lines(
      "Data księgowania;Kwota;Strona;Opis",
      "13-02-2020;74,77;O;ZAKUP PRZY UŻYCIU KARTY AUCHAN",
      "14-02-2020;235,82;U;Zwrot płatności Apple",
      "15-02-2020;33,74;O;Transakcja kartą YouTube"
    )
    expectRead("wyciag.csv", text, { count: 3, net: 127.31, first: "2020-02-13", last: "2020-02-15" })
  })

  it("a column of U alone is settled by the running balance", () => {
    // newest first: 989,82 - 493,11 = 496,71; 1075,87 - 86,05 = 989,82; 1116,04 - 40,17 = 1075,87: all money out
    const text = lines(
      "DATA;DETTAGLI;IMPORTO;SEGNO;SALDO",
      "18/03/2025;BONIFICO GIULIA BIANCHI;493,11;U;496,71",
      "15/03/2025;MCDONALD'S;86,05;U;989,82",
      "14/03/2025;EUROSPIN;40,17;U;1075,87",
      "13/03/2025;ICLOUD STORAGE;5,55;U;1116,04"
    )
    expectRead("estratto.csv", text, { count: 4, net: -624.88, first: "2025-03-13", last: "2025-03-18" })
  })

  it("a column of U alone with nothing to settle it is refused, never read one way by guess", () => {
    const text = lines(
      "DATA;DETTAGLI;IMPORTO;SEGNO",
      "18/03/2025;GIULIA BIANCHI;493,11;U",
      "15/03/2025;MARCO ROSSI;86,05;U"
    )
    readErr("estratto.csv", text)
  })
})

describe("card statements signed both ways, settled by a few rows' words", () => {
  it("Danish salary, fee and purchase words show the bank's side (charges positive): turned", () => {
    // turned: -1 273,95 +3 058,38 -14,18 -51,47 = 1 718,78
    const text = lines(
      "Kreditkortopgørelse",
      "Dato;Tekst;Beløb",
      "22/09/2023;LØN / HANSEN & SØN A/S;-3058,38",
      "23/09/2023;KORTGEBYR;14,18",
      "25/09/2023;MOBILEPAY KØB DOMINO'S PIZZA;51,47",
      "25/09/2023;VISA/DANKORT ALDI;1273,95"
    )
    expectRead("kort.csv", text, { count: 4, net: 1718.78, first: "2023-09-22", last: "2023-09-25" })
  })

  it("two purchases printed positive on a short card statement: turned", () => {
    // turned: +300,21 -26,05 -235,98 = 38,18
    const text = lines(
      "Kredito kortelės išrašas",
      "Data;Operacijos aprašymas;Operacijos suma",
      "2024-11-09;SAVAITINIS IŠMOKĖJIMAS BOLT;-300.21",
      "2024-11-06;MOKĖJIMAS KORTELE / CIRCLE K;26.05",
      "2024-10-05;PIRKINYS//RYANAIR DAC;235.98"
    )
    expectRead("kortele.csv", text, { count: 3, net: 38.18, first: "2024-10-05", last: "2024-11-09" })
  })
})

describe("B and D in one column", () => {
  it("are Slovenian breme (out) and dobro (in)", () => {
    // -566,84 -167,85 +40,07 = -694,62
    const text = lines(
      "Datum;Opis;Znesek;Smer",
      "19.01.2021;PLAČILO S KARTICO MEDIAMARKT;566,84;B",
      "20.01.2021;NAKUP S KARTICO MERCATOR;167,85;B",
      "16.02.2021;VRAČILO PAYPAL;40,07;D"
    )
    expectRead("promet.csv", text, { count: 3, net: -694.62, first: "2021-01-19", last: "2021-02-16" })
  })
})
