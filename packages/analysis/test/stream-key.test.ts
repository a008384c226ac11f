import { makeCategoriser } from "@statement-engine/categorise"
import type { CategorisedTransaction } from "@statement-engine/products"
import { nameWords, streamKeysOf } from "@statement-engine/products"
import { Either, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { analyse, type Country, IncomeInsights, RecurringInsights, type Transaction } from "../src/index.js"
import { textFile } from "./helpers.js"

const tx = (date: string, description: string, amount: number, counterparty: string | null = null): Transaction => ({
  account: "main",
  booking_date: date,
  value_date: null,
  amount,
  currency: "EUR",
  description,
  counterparty,
  balance_after: null,
  reference: null,
  bank_category: null,
  source_file: "statement.csv",
  source_line: 1
})

const categorised = (country: Country, txs: ReadonlyArray<Transaction>): Array<CategorisedTransaction> => {
  const categorise = makeCategoriser(country)
  return txs.map((t) => ({ tx: t, category: categorise(t) }))
}

const distinctKeys = (country: Country, txs: ReadonlyArray<Transaction>): Set<string> =>
  new Set(streamKeysOf(country, categorised(country, txs)).keys)

describe("stream keys", () => {
  it("gives one key to a salary whose wording carries month names, periods and references", () => {
    const txs = [
      tx("2024-01-26", "GEHALT HANSEWERK LOGISTIK GMBH JANUAR 2024 KD-NR. 67466847", 3100),
      tx("2024-02-27", "LOHN / HANSEWERK LOGISTIK GMBH / FEB 2024 TX9056274887", 3100),
      tx("2024-03-27", "GEHALT//HANSEWERK LOGISTIK GMBH//03.24 KD-NR. 67466847", 3120),
      tx("2024-04-26", "BEZÜGE HANSEWERK LOGISTIK GMBH APRIL 2024", 3100),
      tx("2024-05-27", "GEHALT HANSEWERK LOGISTIK GMBH Mai 2024 REF 1234567", 3090)
    ]
    expect(distinctKeys("DE", txs).size).toBe(1)
  })

  it("drops month names in other languages and keeps the payer", () => {
    expect(nameWords("PL", "WYNAGRODZENIE ZAKLADY MIESNE WISNIEWSKI STYCZEN 2024")).not.toContain("styczen")
    expect(nameWords("FR", "VIR SEPA CNAV RETRAITE janvier 2026 RF72 9187 1054")).toContain("cnav")
    expect(nameWords("FR", "VIR SEPA CNAV RETRAITE janvier 2026 RF72 9187 1054")).not.toContain("janvier")
    expect(nameWords("IT", "ACCREDITO PENSIONE INPS GENNAIO 2024")).not.toContain("gennaio")
  })

  it("reads texts that differ only in case, references and dates alike, on the plain and the full path", () => {
    const plain = nameWords("GB", "CARD PAYMENT TO GREGGS 8813 ON 01 JAN")
    expect(plain).toContain("greggs")
    expect(nameWords("GB", "card payment to Greggs 4410 on 02 feb")).toEqual(plain)
    // a date with dots and a card mask take the full path, with the same words
    expect(nameWords("GB", "CARD PAYMENT TO GREGGS XXXX4410 ON 02.02.2024")).toEqual(plain)
    expect(nameWords("GB", "DIRECT DEBIT O2 UK 7731")).toContain("o2")
    // a short brand the lexicon knows stays a name
    expect(nameWords("GB", "CARD PAYMENT TO BP 3830 ON 01 JAN")).toEqual(["bp"])
  })

  it("keys direct debits by payee, not by their changing mandate ids, and keeps two payees apart", () => {
    const txs = [1, 2, 3, 4].flatMap((m) => [
      tx(`2024-0${m}-02`, `SEPA-LASTSCHRIFT ENBW AG MANDATE B797326 0${m}/2024 MANDAT 30${m}4060`, -31.1),
      tx(
        `2024-0${m}-04`,
        `LASTSCHRIFT ERGO VERSICHERUNG AG RUM K976017 MNDT-ID M-8776${m} CRED-ID DE21ZZZ0595847${m}`,
        -66.44
      )
    ])
    const keys = streamKeysOf("DE", categorised("DE", txs)).keys
    expect(new Set(keys.filter((_, i) => i % 2 === 0)).size).toBe(1)
    expect(new Set(keys.filter((_, i) => i % 2 === 1)).size).toBe(1)
    expect(keys[0]).not.toBe(keys[1])
  })

  it("keeps two payers that share a purpose word apart when they pay different amounts", () => {
    const txs = [10, 11, 12].flatMap((m) => [
      tx(`2025-${m}-05`, `PENSION AGIRC-ARRCO ${m}/2025`, 1711.7),
      tx(`2025-${m}-09`, `PENSION CNAV RETRAITE ${m}/2025`, 660.63)
    ])
    expect(distinctKeys("FR", txs).size).toBe(2)
  })

  it("keys a payment to an intermediary that names no merchant by the intermediary", () => {
    const txs = [1, 2, 3].map((m) => tx(`2024-0${m}-10`, `INCASSO AFTERPAY RUM L74596${m} 0${m}/2024`, -37.64))
    const keys = streamKeysOf("NL", categorised("NL", txs)).keys
    expect(new Set(keys).size).toBe(1)
    expect(keys[0]).toContain("afterpay")
  })

  it("keys buy-now-pay-later instalments by the lender even when unknown bank words come with it", () => {
    const txs: Array<Transaction> = []
    for (let m = 1; m <= 6; m++) {
      txs.push(tx(`2024-0${m}-19`, `EUROPESE INCASSO VIVAQUA MANDATSREF. Q41879${m} 0${m}/2024`, -52 - m))
    }
    const wordings = ["EUROPESE INCASSO//KLARNA BANK AB//MANDATE M106575", "INCASSO KLARNA BANK AB MANDATE M106575"]
    for (let k = 0; k < 4; k++) {
      const day = new Date(Date.UTC(2024, 1, 2 + 14 * k)).toISOString().slice(0, 10)
      txs.push(tx(day, `${wordings[k % 2]} RUM OA95360${k}`, -50))
    }
    const keys = streamKeysOf("BE", categorised("BE", txs)).keys
    const klarna = new Set(keys.slice(6))
    expect(klarna.size).toBe(1)
    expect([...klarna][0]).toContain("klarna")
    expect(new Set(keys.slice(0, 6)).size).toBe(1)
  })

  it("prefers the counterparty field to the description", () => {
    const txs = [1, 2, 3].map((m) =>
      tx(`2024-0${m}-06`, `UITBETALING PARTNER W0${m} 2024-0${m}-01..2024-0${m}-05`, 250 + m, "Glovoapp23 S.L.")
    )
    const keys = streamKeysOf("NL", categorised("NL", txs)).keys
    expect(new Set(keys).size).toBe(1)
    expect(keys[0]).toContain("glovoapp23")
  })

  it("keeps apart weekly payers and monthly bills that share wording words, each keeping its cadence", () => {
    const wording = ["PAYOUT", "DRIVER PAYOUT", "WEEKLY EARNINGS"]
    const txs: Array<Transaction> = []
    for (let w = 0; w < 12; w++) {
      const monday = new Date(Date.UTC(2024, 0, 1 + 7 * w)).toISOString().slice(0, 10)
      const friday = new Date(Date.UTC(2024, 0, 5 + 7 * w)).toISOString().slice(0, 10)
      txs.push(tx(monday, `${wording[w % 3]} WOLT ENTERPRISES OY W${String(w + 1).padStart(2, "0")}`, 60 + (w % 4) * 9))
      txs.push(tx(friday, `${wording[(w + 1) % 3]} GLOVOAPP23 S.L. ${8000 + w}-LDW${41112 + w * 7}`, 70 + (w % 3) * 11))
    }
    const shops = ["LIDL IRELAND", "TESCO IRELAND"]
    for (let d = 0; d < 16; d++) {
      const day = new Date(Date.UTC(2024, 0, 2 + 5 * d)).toISOString().slice(0, 10)
      txs.push(tx(day, `CARD PURCHASE ${shops[d % 2]}`, -40 - (d % 5) * 4))
    }
    for (let m = 1; m <= 3; m++) txs.push(tx(`2024-0${m}-09`, `DIRECT DEBIT ELECTRIC IRELAND 0${m}/2024`, -45 - m))
    const keys = streamKeysOf("IE", categorised("IE", txs)).keys
    const keyOf = (text: string) => new Set(keys.filter((_, i) => txs[i]?.description.includes(text)))
    for (const payer of ["WOLT", "GLOVOAPP23", "ELECTRIC"]) expect(keyOf(payer).size).toBe(1)
    expect([...keyOf("WOLT")][0]).not.toBe([...keyOf("GLOVOAPP23")][0])
    expect(keyOf("ELECTRIC")).not.toContain([...keyOf("LIDL")][0])
  })
})

const csv = (rows: ReadonlyArray<readonly [string, string, number]>): string =>
  ["Date,Description,Amount", ...rows.map(([d, text, a]) => `${d},"${text}",${a.toFixed(2)}`)].join("\n")

describe("income and recurring streams from the stream key", () => {
  it("finds weekly gig payouts of varying amounts as one gig stream, and a month-named salary as one salary stream", () => {
    const rows: Array<readonly [string, string, number]> = []
    const months = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN"]
    months.forEach((name, k) => {
      const mm = String(k + 1).padStart(2, "0")
      rows.push([`2024-${mm}-28`, `SALARY NORTHGATE ENGINEERING PLC ${name} 2024 REF ${40_000 + k * 7}`, 2400 + k])
      rows.push([`2024-${mm}-03`, `DIRECT DEBIT OCTOPUS ENERGY MANDATE M3568${k}7 ${name} 2024`, -64 - k])
    })
    for (let w = 0; w < 20; w++) {
      const day = new Date(Date.UTC(2024, 0, 5 + 7 * w)).toISOString().slice(0, 10)
      rows.push([
        day,
        `DRIVER PAYOUT UBER BV W${String(w + 1).padStart(2, "0")} TX${9_000_000 + w * 31}`,
        120 + (w % 5) * 23
      ])
    }
    const result = analyse({
      files: [textFile("statement.csv", csv(rows))],
      options: {},
      country: "GB",
      operations: ["insights-income", "insights-recurring"],
      params: {},
      as_of: "2024-07-01T00:00:00Z"
    })
    if (Either.isLeft(result)) throw new Error(result.left.detail)
    const income = Schema.decodeUnknownSync(IncomeInsights)(result.right["insights-income"])
    const streams = income.currencies.flatMap((c) => c.streams)
    const salary = streams.filter((s) => s.typical_amount > 2000)
    expect(salary.map((s) => [s.kind, s.payments])).toEqual([["salary", 6]])
    const gig = streams.filter((s) => s.typical_amount < 500)
    expect(gig.map((s) => [s.kind, s.payments, s.frequency])).toEqual([["gig", 20, "weekly"]])
    const recurring = Schema.decodeUnknownSync(RecurringInsights)(result.right["insights-recurring"])
    const bills = recurring.currencies.flatMap((c) => c.streams).filter((s) => s.direction === "out")
    expect(bills.map((s) => [s.cadence, s.payments])).toEqual([["monthly", 6]])
  })
})

const incomeStreams = (country: Country, rows: ReadonlyArray<readonly [string, string, number]>) => {
  const result = analyse({
    files: [textFile("statement.csv", csv(rows))],
    options: {},
    country,
    operations: ["insights-income"],
    params: {},
    as_of: "2024-07-01T00:00:00Z"
  })
  if (Either.isLeft(result)) throw new Error(result.left.detail)
  return Schema.decodeUnknownSync(IncomeInsights)(result.right["insights-income"]).currencies.flatMap((c) => c.streams)
}

describe("payments whose description is missing", () => {
  it("go with the counterparty paid exactly their amount, so a rent with some names lost is one stream", () => {
    const rows: Array<readonly [string, string, number]> = []
    for (let m = 1; m <= 8; m++) {
      rows.push([`2024-0${m}-05`, m % 3 === 0 ? "" : `STANDING ORDER GREYSTAR RENT TX39945${m}`, -498.48])
      rows.push([`2024-0${m}-11`, `CARD PAYMENT TO GREGGS 88${m} ON ${m} JAN`, -4.1 - m])
    }
    rows.push(["2024-03-20", "", -61.2])
    const result = analyse({
      files: [textFile("statement.csv", csv(rows))],
      options: {},
      country: "US",
      operations: ["insights-recurring"],
      params: {},
      as_of: "2024-09-01T00:00:00Z"
    })
    if (Either.isLeft(result)) throw new Error(result.left.detail)
    const recurring = Schema.decodeUnknownSync(RecurringInsights)(result.right["insights-recurring"])
    const rent = recurring.currencies.flatMap((c) => c.streams).filter((s) => s.median_amount === 498.48)
    expect(rent.map((s) => [s.cadence, s.payments])).toEqual([["monthly", 8]])
  })
})

describe("cadence", () => {
  it("keeps a monthly bill with one payment missing a monthly stream", () => {
    const rows: Array<readonly [string, string, number]> = ["01", "02", "04", "05"].map((m) => [
      `2024-${m}-03`,
      `DIRECT DEBIT OCTOPUS ENERGY ${m}/2024`,
      -64.5
    ])
    const result = analyse({
      files: [textFile("statement.csv", csv(rows))],
      options: {},
      country: "GB",
      operations: ["insights-recurring"],
      params: {},
      as_of: "2024-06-01T00:00:00Z"
    })
    if (Either.isLeft(result)) throw new Error(result.left.detail)
    const recurring = Schema.decodeUnknownSync(RecurringInsights)(result.right["insights-recurring"])
    expect(recurring.currencies.flatMap((c) => c.streams).map((s) => [s.cadence, s.payments])).toEqual([["monthly", 4]])
  })
})

describe("income kind by the payer's words", () => {
  it("reads a regular reimbursement as benefits, not as a salary", () => {
    const rows: Array<readonly [string, string, number]> = [1, 2, 3, 4, 5, 6].map((m) => [
      `2024-0${m}-12`,
      `VIR SEPA CPAM REMBOURSEMENT 0${m}/2024 REF 5531${m}`,
      532.54
    ])
    expect(incomeStreams("FR", rows).map((s) => [s.kind, s.payments])).toEqual([["benefits", 6]])
  })

  it("reads a benefit named by a phrase of three words as benefits, not as its payer's pension", () => {
    const rows: Array<readonly [string, string, number]> = [1, 2, 3, 4, 5, 6].map((m) => [
      `2024-0${m}-05`,
      `TRANSFERENCIA INSS INGRESO MINIMO VITAL 0${m}/2024`,
      715.24
    ])
    const result = analyse({
      files: [textFile("statement.csv", csv(rows))],
      options: {},
      country: "ES",
      operations: ["insights-income"],
      params: {},
      as_of: "2024-07-01T00:00:00Z"
    })
    if (Either.isLeft(result)) throw new Error(result.left.detail)
    const income = Schema.decodeUnknownSync(IncomeInsights)(result.right["insights-income"])
    expect(income.currencies.flatMap((c) => c.streams).map((s) => [s.kind, s.payments])).toEqual([["benefits", 6]])
  })
})

describe("names with lone letters and bills whose names were lost", () => {
  it("keys a payee written with lone letters (PG&E) by its name, not by its amount", () => {
    const txs = [3, 4, 5, 6, 7].map((m) =>
      tx(`2024-0${m}-18`, `ACH DEBIT PG&E MNDT D74537${m} 0${m}/2024 MANDATE QX${m}81207`, -96.4 - m * 3.1)
    )
    expect(distinctKeys("US", txs)).toEqual(new Set(["pg e"]))
  })

  it("takes a nameless payment of about a bill's amount on its due day as the bill's missing month", () => {
    const rows: Array<readonly [string, string, number]> = [
      ["2024-01-03", "DIRECT DEBIT DUKE ENERGY 01/2024", -91.81],
      ["2024-02-02", "", -120.69],
      ["2024-03-04", "", -115.1],
      ["2024-04-02", "DD DUKE ENERGY 04/2024", -120.18],
      ["2024-05-02", "DD DUKE ENERGY 05/2024", -114.64],
      ["2024-06-03", "", -101.73],
      ["2024-07-02", "DIRECT DEBIT DUKE ENERGY 07/2024", -114.06],
      ["2024-02-14", "", -104.2],
      ["2024-03-21", "", -18.5],
      ["2024-06-12", "CARD PAYMENT WHOLE FOODS", -97.3]
    ]
    const result = analyse({
      files: [textFile("statement.csv", csv(rows))],
      options: {},
      country: "US",
      operations: ["insights-recurring"],
      params: {},
      as_of: "2024-08-01T00:00:00Z"
    })
    if (Either.isLeft(result)) throw new Error(result.left.detail)
    const recurring = Schema.decodeUnknownSync(RecurringInsights)(result.right["insights-recurring"])
    const bills = recurring.currencies.flatMap((c) => c.streams)
    expect(bills.map((s) => [s.cadence, s.payments, s.first_date, s.last_date])).toEqual([[
      "monthly",
      7,
      "2024-01-03",
      "2024-07-02"
    ]])
  })
})

describe("one payee under several wordings", () => {
  it("keys a platform's payouts under two purpose wordings as one payer, though they share only its name", () => {
    const txs: Array<Transaction> = []
    for (let w = 0; w < 8; w++) {
      const day = new Date(Date.UTC(2024, 0, 5 + 7 * w)).toISOString().slice(0, 10)
      const text = w % 2 === 0
        ? `DRIVER PAYOUT WEEKLY DELIVEROO TX${8_100_000 + w}`
        : `SETTLEMENT COURIER FEES DELIVEROO`
      txs.push(tx(day, text, 210 + (w % 3) * 37))
    }
    expect(distinctKeys("GB", txs).size).toBe(1)
  })

  it("keeps an instalment plan one stream when most of its instalments lost their name", () => {
    const rows: Array<readonly [string, string, number]> = [
      ["2024-03-10", "", -26.15],
      ["2024-03-24", "SEPA DIRECT DEBIT SCALAPAY INSTALMENT 2 OF 4", -26.15],
      ["2024-04-07", "", -26.15],
      ["2024-04-21", "", -26.15],
      ["2024-03-15", "CARD PAYMENT COOP", -31.2],
      ["2024-04-02", "", -19.99]
    ]
    const result = analyse({
      files: [textFile("statement.csv", csv(rows))],
      options: {},
      country: "IT",
      operations: ["insights-recurring"],
      params: {},
      as_of: "2024-05-01T00:00:00Z"
    })
    if (Either.isLeft(result)) throw new Error(result.left.detail)
    const recurring = Schema.decodeUnknownSync(RecurringInsights)(result.right["insights-recurring"])
    const plans = recurring.currencies.flatMap((c) => c.streams)
    expect(plans.map((s) => [s.cadence, s.payments, s.first_date])).toEqual([["biweekly", 4, "2024-03-10"]])
  })
})
