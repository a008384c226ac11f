import { describe, expect, it } from "vitest"
import { readErr, readOk } from "./helpers.js"

// Held-out account-information JSON in the shapes aggregators and client libraries write, by hand from
// their published field names; each expected row is the date, signed amount and currency written below.

const rows = (name: string, doc: unknown) =>
  readOk(name, JSON.stringify(doc)).transactions.map((t) => [t.booking_date, t.amount, t.currency] as const)

describe("account-information JSON read by field meaning", () => {
  it("Berlin Group transactions with snake_case keys, pending left out", () => {
    const doc = {
      account: { iban: "DE89370400440532013000" },
      transactions: {
        booked: [
          {
            transaction_id: "t1",
            booking_date: "2024-02-01",
            value_date: "2024-02-01",
            transaction_amount: { amount: "-12.40", currency: "EUR" },
            creditor_name: "Baeckerei Schmidt",
            remittance_information_unstructured: "Brot"
          },
          {
            transaction_id: "t2",
            booking_date: "2024-02-03",
            transaction_amount: { amount: "1800.00", currency: "EUR" },
            debtor_name: "Arbeitgeber AG"
          }
        ],
        pending: [{ transaction_amount: { amount: "-5.00", currency: "EUR" }, value_date: "2024-02-04" }]
      }
    }
    expect(rows("bg-snake.json", doc)).toEqual([["2024-02-01", -12.4, "EUR"], ["2024-02-03", 1800, "EUR"]])
  })

  it("GoCardless account transactions, camelCase with bookingDateTime only", () => {
    const doc = {
      transactions: {
        booked: [
          {
            internalTransactionId: "a1",
            bookingDateTime: "2024-03-05T10:11:12Z",
            transactionAmount: { currency: "SEK", amount: "-249.00" },
            creditorName: "ICA Kvantum",
            remittanceInformationUnstructuredArray: ["Kortköp"]
          },
          {
            internalTransactionId: "a2",
            bookingDateTime: "2024-03-25T08:00:00Z",
            transactionAmount: { currency: "SEK", amount: "32000.00" },
            debtorName: "Lön AB"
          }
        ],
        pending: []
      }
    }
    expect(rows("gc.json", doc)).toEqual([["2024-03-05", -249, "SEK"], ["2024-03-25", 32000, "SEK"]])
  })

  it("Tink transactions with unscaled values and scales", () => {
    const doc = {
      transactions: [
        {
          id: "x1",
          accountId: "acc",
          amount: { value: { unscaledValue: "-1350", scale: "2" }, currencyCode: "EUR" },
          dates: { booked: "2024-04-02", value: "2024-04-02" },
          descriptions: { original: "LIDL 123", display: "Lidl" },
          status: "BOOKED"
        },
        {
          id: "x2",
          accountId: "acc",
          amount: { value: { unscaledValue: "25", scale: "-2" }, currencyCode: "EUR" },
          dates: { booked: "2024-04-20" },
          descriptions: { original: "SALARY", display: "Salary" },
          status: "BOOKED"
        },
        {
          id: "x3",
          accountId: "acc",
          amount: { value: { unscaledValue: "-990", scale: "2" }, currencyCode: "EUR" },
          dates: { booked: "2024-04-21" },
          descriptions: { original: "PENDING CARD", display: "Card" },
          status: "PENDING"
        }
      ],
      nextPageToken: ""
    }
    expect(rows("tink.json", doc)).toEqual([["2024-04-02", -13.5, "EUR"], ["2024-04-20", 2500, "EUR"]])
  })

  it("Salt Edge transactions under data, pending left out", () => {
    const doc = {
      data: [
        {
          id: "987",
          account_id: "100",
          made_on: "2024-05-06",
          amount: -45.9,
          currency_code: "GBP",
          description: "TESCO STORES",
          category: "groceries",
          status: "posted",
          extra: { payee: "Tesco" }
        },
        {
          id: "988",
          account_id: "100",
          made_on: "2024-05-28",
          amount: 2100,
          currency_code: "GBP",
          description: "PAYROLL",
          status: "posted"
        },
        {
          id: "989",
          account_id: "100",
          made_on: "2024-05-30",
          amount: -9.99,
          currency_code: "GBP",
          description: "NETFLIX",
          status: "pending"
        }
      ],
      meta: { next_id: null }
    }
    expect(rows("saltedge.json", doc)).toEqual([["2024-05-06", -45.9, "GBP"], ["2024-05-28", 2100, "GBP"]])
  })

  it("a JSON the engine cannot read is refused naming the keys it found", () => {
    const refusal = readErr("odd.json", JSON.stringify({ foo: 1, items: [{ when: "x", how_much: 3 }] }))
    expect(JSON.stringify(refusal)).toContain("foo")
    expect(JSON.stringify(refusal)).toContain("items")
  })
})
