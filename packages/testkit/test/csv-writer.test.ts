import { parse } from "csv-parse/sync"
import * as fc from "effect/FastCheck"
import { describe, expect, it } from "vitest"
import {
  arbitraryDialect,
  arbitraryRealisticDialect,
  buildDialect,
  countries,
  type CsvDialect,
  type CsvStatement,
  dateOrderIsDecidable,
  type DialectChoices,
  expectedTransactions,
  formatDate,
  formatMinor,
  generateStatement,
  personaKinds,
  randomDialect,
  type TrueTransaction,
  validateDialect,
  writeCsv
} from "../src/index.js"
import { readBack } from "./read-back.js"

const plain: DialectChoices = {
  language: "EN",
  delimiter: ",",
  dateFormat: "YYYY-MM-DD",
  decimal: "dot",
  amountLayout: "signed",
  valueDate: false,
  counterparty: false,
  currency: false,
  balance: true,
  reference: false,
  columnShuffle: 0,
  headerVariant: 0,
  indicatorVariant: 0,
  header: true,
  debitSign: "positive",
  amountSuffix: "none",
  preamble: false,
  summaryRow: false,
  bom: false,
  crlf: false,
  newestFirst: false,
  quoteAll: false
}

const statementOf = (transactions: ReadonlyArray<TrueTransaction>): CsvStatement => ({
  account: "GB33BUKB20201555555555",
  holder: "MR TEST",
  currency: "GBP",
  period: { from: "2024-01-01", to: "2024-01-31" },
  transactions
})

const tx = (
  description: string,
  amount: number,
  balance: number,
  counterparty: string | null = null
): TrueTransaction => ({
  account: "GB33BUKB20201555555555",
  booking_date: "2024-01-15",
  value_date: "2024-01-15",
  amount,
  currency: "GBP",
  description,
  counterparty,
  balance_after: balance,
  reference: "R1",
  bank_category: null
})

const roundTrips = (statement: CsvStatement, dialect: CsvDialect): void => {
  const file = writeCsv(statement, dialect)
  expect(new TextDecoder().decode(file.bytes)).toBe(file.text.replace(/^\uFEFF/, ""))
  expect(file.bytes[0] === 0xef && file.bytes[1] === 0xbb && file.bytes[2] === 0xbf).toBe(dialect.bom)
  if (dialect.lineEnding === "\n" && !statement.transactions.some((t) => t.description.includes("\r"))) {
    expect(file.text.includes("\r")).toBe(false)
  }
  const { rows } = readBack(file.text, dialect)
  const expected = expectedTransactions(statement, dialect)
  expect(rows.length).toBe(expected.length)
  const hasCurrency = dialect.columns.includes("currency")
  expect(rows).toEqual(expected.map((t) => ({
    booking_date: t.booking_date,
    value_date: t.value_date,
    description: t.description,
    counterparty: t.counterparty,
    minor: Math.round(t.amount * 100),
    currency: hasCurrency ? t.currency : null,
    balanceMinor: t.balance_after === null ? null : Math.round(t.balance_after * 100),
    reference: t.reference
  })))
}

describe("formatting", () => {
  it("writes every decimal style", () => {
    expect(formatMinor(123456, "dot")).toBe("1234.56")
    expect(formatMinor(-123456, "comma")).toBe("-1234,56")
    expect(formatMinor(123456789, "dot_comma_thousands")).toBe("1,234,567.89")
    expect(formatMinor(-123456, "comma_dot_thousands")).toBe("-1.234,56")
    expect(formatMinor(123456, "comma_space_thousands")).toBe("1 234,56")
    expect(formatMinor(123456, "dot_apostrophe_thousands")).toBe("1'234.56")
    expect(formatMinor(5, "dot_comma_thousands")).toBe("0.05")
    expect(formatMinor(-99900, "comma_dot_thousands")).toBe("-999,00")
  })

  it("writes every date format", () => {
    expect(formatDate("2024-03-07", "YYYY-MM-DD")).toBe("2024-03-07")
    expect(formatDate("2024-03-07", "DD/MM/YYYY")).toBe("07/03/2024")
    expect(formatDate("2024-03-07", "MM/DD/YYYY")).toBe("03/07/2024")
    expect(formatDate("2024-03-07", "DD.MM.YYYY")).toBe("07.03.2024")
    expect(formatDate("2024-03-07", "DD.MM.YY")).toBe("07.03.24")
    expect(formatDate("2024-03-07", "DD-Mon-YYYY")).toBe("07-Mar-2024")
  })
})

describe("writeCsv", () => {
  it("writes a plain file as expected", () => {
    const file = writeCsv(
      statementOf([tx("CARD PAYMENT TO TESCO STORES 2345 ON 12 JAN", -12.5, 87.5)]),
      buildDialect(plain)
    )
    expect(file.text).toBe(
      "Date,Description,Amount,Balance\n2024-01-15,CARD PAYMENT TO TESCO STORES 2345 ON 12 JAN,-12.50,87.50\n"
    )
    expect(file.name).toMatch(/\.csv$/)
  })

  it("quotes cells holding the delimiter, quotes, CR or LF, and only those", () => {
    const nasty = [
      tx("DIRECT DEBIT PAYMENT TO BRITISH GAS REF 1, MANDATE NO 0023", -1, 9, "BRITISH, GAS"),
      tx("Restaurant \"Zum Löwen\"", -2, 7, "SAY \"HI\""),
      tx("LINE ONE\nLINE TWO", -3, 4, "A;B"),
      tx("CR\r\nLF AND | PIPE\tTAB", -4, 0, "PLAIN")
    ]
    const statement = statementOf(nasty)
    for (const delimiter of [",", ";", "\t", "|"] as const) {
      for (const quoteAll of [false, true]) {
        const dialect = buildDialect({
          ...plain,
          delimiter,
          quoteAll,
          counterparty: true,
          decimal: "comma_dot_thousands",
          crlf: delimiter === ";"
        })
        const file = writeCsv(statement, dialect)
        const records = parse(file.text, { delimiter, relax_column_count: false }) as Array<Array<string>>
        expect(records.slice(1).map((r) => r[dialect.columns.indexOf("description")])).toEqual(
          nasty.map((t) => t.description)
        )
        expect(records.slice(1).map((r) => r[dialect.columns.indexOf("counterparty")])).toEqual(
          nasty.map((t) => t.counterparty)
        )
        if (!quoteAll) expect(file.text.split(dialect.lineEnding)[0]?.includes("\"")).toBe(false)
        roundTrips(statement, dialect)
      }
    }
    const commaFile = writeCsv(statement, buildDialect({ ...plain, decimal: "comma" }))
    expect(commaFile.text).toContain(",\"-1,00\",\"9,00\"\n")
  })

  it("round-trips arbitrary cell text through quoting (property)", () => {
    const text = fc.stringOf(fc.constantFrom("a", "Z", " ", ",", ";", "|", "\t", "\"", "\n", "\r", "ł", "€", "'"), {
      maxLength: 12
    })
    fc.assert(
      fc.property(
        fc.array(fc.tuple(text, text), { minLength: 1, maxLength: 5 }),
        fc.constantFrom(...([",", ";", "\t", "|"] as const)),
        fc.boolean(),
        (cells, delimiter, quoteAll) => {
          const dialect = buildDialect({ ...plain, delimiter, quoteAll, counterparty: true })
          const statement = statementOf(cells.map(([d, c], i) => tx(`X${d}`, -1 - i, 100 - i, `Y${c}`)))
          const records = parse(writeCsv(statement, dialect).text, { delimiter }) as Array<Array<string>>
          expect(
            records.slice(1).map((
              r
            ) => [r[dialect.columns.indexOf("description")], r[dialect.columns.indexOf("counterparty")]])
          ).toEqual(
            cells.map(([d, c]) => [`X${d}`, `Y${c}`])
          )
        }
      ),
      { numRuns: 300, seed: 99 }
    )
  })

  it("writes preamble, summary row, BOM, CRLF and newest-first", () => {
    const s = generateStatement({ persona: "salaried", country: "DE", seed: 3, months: 2 })
    const dialect = buildDialect({
      ...plain,
      language: "DE",
      delimiter: ";",
      dateFormat: "DD.MM.YYYY",
      decimal: "comma_dot_thousands",
      preamble: true,
      summaryRow: true,
      bom: true,
      crlf: true,
      newestFirst: true
    })
    const file = writeCsv(s, dialect)
    const lines = file.text.split("\r\n")
    expect(lines[0]).toBe(`\uFEFFKontoinhaber:;${s.holder}`)
    expect(lines[1]).toBe(`Kontonummer:;${s.account}`)
    expect(lines[2]).toBe("Zeitraum:;01.01.2024 - 29.02.2024")
    expect(lines[4]).toBe("")
    expect(lines[5]).toBe("Buchungstag;Verwendungszweck;Betrag;Saldo")
    expect(lines[6]?.startsWith(formatDate(s.transactions.at(-1)?.booking_date ?? "", "DD.MM.YYYY"))).toBe(true)
    expect(lines.at(-2)).toBe(
      `Kontostand;29.02.2024;${formatMinor(Math.round(s.closingBalance * 100), "comma_dot_thousands")}`
    )
    expect(lines.at(-1)).toBe("")
    roundTrips(s, dialect)
  })

  it("writes debit/credit pairs and indicator columns", () => {
    const s = statementOf([tx("OUT", -1234.5, 10), tx("IN", 99, 109)])
    const pair = writeCsv(
      s,
      buildDialect({ ...plain, amountLayout: "debit_credit", decimal: "dot_comma_thousands", balance: false })
    )
    expect(pair.text).toBe("Date,Description,Debit,Credit\n2024-01-15,OUT,\"1,234.50\",\n2024-01-15,IN,,99.00\n")
    const negative = writeCsv(
      s,
      buildDialect({ ...plain, amountLayout: "debit_credit", debitSign: "negative", balance: false })
    )
    expect(negative.text).toContain("OUT,-1234.50,\n")
    const ind = writeCsv(
      s,
      buildDialect({
        ...plain,
        language: "DE",
        delimiter: ";",
        amountLayout: "amount_indicator",
        decimal: "comma",
        balance: false,
        amountSuffix: "currency_code"
      })
    )
    expect(ind.text).toBe(
      "Buchungstag;Verwendungszweck;Betrag;Soll/Haben\n15.01.2024;OUT;1234,50 GBP;S\n15.01.2024;IN;99,00 GBP;H\n"
        .replaceAll("15.01.2024", "2024-01-15")
    )
  })

  it("round-trips every persona and country through realistic random dialects", () => {
    for (const country of countries) {
      for (const persona of personaKinds) {
        const s = generateStatement({ persona, country, seed: `${persona}${country}`, months: 3 })
        roundTrips(s, randomDialect(`${persona}/${country}`, country))
      }
    }
  })

  it("round-trips any dialect drawn by arbitraryDialect (property)", () => {
    const statements = countries.map((country, i) =>
      generateStatement({ persona: personaKinds[i % personaKinds.length] ?? "salaried", country, seed: i, months: 2 })
    )
    fc.assert(
      fc.property(fc.nat({ max: statements.length - 1 }), arbitraryDialect(), (i, dialect) => {
        validateDialect(dialect)
        roundTrips(statements[i] as CsvStatement, dialect)
      }),
      { numRuns: 150, seed: 20240601 }
    )
  })

  it("draws country-appropriate dialects with arbitraryRealisticDialect", () => {
    fc.assert(
      fc.property(arbitraryRealisticDialect("PL"), (dialect) => {
        expect(["PL", "EN"]).toContain(dialect.language)
        validateDialect(dialect)
      }),
      { numRuns: 50, seed: 1 }
    )
  })

  it("refuses dialects whose columns do not fit the amount layout", () => {
    expect(() => validateDialect({ ...buildDialect(plain), amountLayout: "debit_credit" })).toThrow(/debit/)
    expect(() =>
      validateDialect({ ...buildDialect(plain), columns: ["booking_date", "description", "amount", "amount"] })
    ).toThrow(/twice/)
  })
})

describe("dateOrderIsDecidable", () => {
  const early = statementOf([{ ...tx("A", -1, 1), booking_date: "2024-01-05", value_date: "2024-01-13" }])
  it("is false when no day exceeds 12 in a slash format", () => {
    expect(dateOrderIsDecidable(early, buildDialect({ ...plain, dateFormat: "DD/MM/YYYY" }))).toBe(false)
    expect(dateOrderIsDecidable(early, buildDialect({ ...plain, dateFormat: "MM/DD/YYYY" }))).toBe(false)
  })
  it("counts the value-date column only when it is written", () => {
    expect(dateOrderIsDecidable(early, buildDialect({ ...plain, dateFormat: "DD/MM/YYYY", valueDate: true }))).toBe(
      true
    )
  })
  it("is true for formats without the ambiguity and for real statements", () => {
    expect(dateOrderIsDecidable(early, buildDialect({ ...plain, dateFormat: "DD.MM.YYYY" }))).toBe(true)
    const s = generateStatement({ persona: "salaried", country: "US", seed: 1 })
    expect(dateOrderIsDecidable(s, buildDialect({ ...plain, dateFormat: "MM/DD/YYYY" }))).toBe(true)
  })
})
