import { analyse, RecurringInsights } from "@statement-engine/analysis"
import { Either, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { buildDialect, countries, generateStatement, personaKinds, writeCsv } from "../src/index.js"

const plain = buildDialect({
  language: "EN",
  delimiter: ",",
  dateFormat: "YYYY-MM-DD",
  decimal: "dot",
  amountLayout: "signed",
  valueDate: false,
  counterparty: true,
  currency: true,
  balance: true,
  reference: false,
  columnShuffle: 0,
  headerVariant: 0,
  indicatorVariant: 0,
  header: true,
  debitSign: "negative",
  amountSuffix: "none",
  preamble: false,
  summaryRow: false,
  bom: false,
  crlf: false,
  newestFirst: false,
  quoteAll: false
})

describe("insights-recurring against the generator's planted streams", () => {
  it("finds ≥ 95% of planted recurring payments, and ≥ 90% of what it finds was planted", () => {
    let planted = 0
    let recalled = 0
    let found = 0
    let genuine = 0
    for (const persona of personaKinds) {
      for (const country of countries) {
        const statement = generateStatement({ persona, country, seed: 5, months: 6 })
        const file = writeCsv(statement, plain)
        const result = analyse({
          files: [{ name: file.name, bytes: file.bytes }],
          options: {},
          country,
          operations: ["insights-recurring"],
          params: {},
          as_of: `${statement.period.to}T23:59:59Z`
        })
        if (Either.isLeft(result)) throw new Error(result.left._tag)
        const streams = Schema.decodeUnknownSync(RecurringInsights)(result.right["insights-recurring"])
          .currencies.flatMap((c) => c.streams)
        const truths = [
          ...statement.truth.recurring.filter((r) => r.transactionIndexes.length >= 3 && r.cadence !== "irregular")
            .map((r) => ({ amount: r.amount, direction: "out" as const })),
          ...statement.truth.incomeStreams.filter((s) =>
            s.transactionIndexes.length >= 3 && s.cadence !== "irregular" && s.jitter <= 0.05
          )
            .map((s) => ({ amount: s.amount, direction: "in" as const }))
        ]
        const matches = (s: (typeof streams)[number], t: (typeof truths)[number]) =>
          s.direction === t.direction && Math.abs(s.median_amount - t.amount) <= Math.max(0.05 * t.amount, 0.01)
        planted += truths.length
        recalled += truths.filter((t) => streams.some((s) => matches(s, t))).length
        found += streams.length
        genuine += streams.filter((s) =>
          truths.some((t) => matches(s, t)) ||
          statement.truth.recurring.some((r) => Math.abs(s.median_amount - r.amount) <= 0.25 * r.amount) ||
          statement.truth.incomeStreams.some((r) =>
            s.direction === "in" && Math.abs(s.median_amount - r.amount) <= 0.25 * r.amount
          )
        ).length
      }
    }
    const recall = recalled / planted
    const precision = genuine / found
    console.log(
      `recurring: recall ${recalled}/${planted} = ${(100 * recall).toFixed(1)}%, precision ${genuine}/${found} = ${
        (100 * precision).toFixed(1)
      }%`
    )
    expect({ recall: recall >= 0.95, precision: precision >= 0.9, recalled, planted, genuine, found })
      .toMatchObject({ recall: true, precision: true })
  })
})

describe("insights-recurring and the order of the file's rows", () => {
  it("finds the same streams in a statement written newest first as in the same statement oldest first", () => {
    const streamsOf = (
      file: { readonly name: string; readonly bytes: Uint8Array },
      country: (typeof countries)[number],
      asOf: string
    ) => {
      const result = analyse({
        files: [file],
        options: {},
        country,
        operations: ["insights-recurring"],
        params: {},
        as_of: asOf
      })
      if (Either.isLeft(result)) throw new Error(result.left._tag)
      return Schema.decodeUnknownSync(RecurringInsights)(result.right["insights-recurring"])
    }
    let streams = 0
    for (const persona of personaKinds) {
      for (const country of countries.slice(0, 4)) {
        const statement = generateStatement({ persona, country, seed: 11, months: 6 })
        const asOf = `${statement.period.to}T23:59:59Z`
        const oldestFirst = streamsOf(writeCsv(statement, plain), country, asOf)
        const newestFirst = streamsOf(writeCsv(statement, { ...plain, newestFirst: true }), country, asOf)
        expect(newestFirst).toEqual(oldestFirst)
        streams += oldestFirst.currencies.reduce((n, c) => n + c.streams.length, 0)
      }
    }
    // the comparison means something only if streams were found
    expect(streams).toBeGreaterThan(20)
  })
})
