import { describe, expect, it } from "vitest"
import { readErr, readOk } from "./helpers.js"

const psd2 = JSON.stringify({
  account: { iban: "LT121000011101001000" },
  transactions: {
    booked: [
      {
        transactionId: "T1",
        bookingDate: "2024-03-01",
        valueDate: "2024-03-02",
        transactionAmount: { amount: "-45.10", currency: "EUR" },
        creditorName: "MAXIMA LT",
        remittanceInformationUnstructured: "Pirkinys MAXIMA X"
      },
      {
        entryReference: "T2",
        bookingDate: "2024-03-05",
        transactionAmount: { amount: "1650.00", currency: "EUR" },
        debtorName: "UAB Darbdavys",
        remittanceInformationUnstructuredArray: ["Atlyginimas", "uz vasari"]
      },
      { bookingDate: "yesterday", transactionAmount: { amount: "1.00", currency: "EUR" } }
    ],
    pending: [{ transactionAmount: { amount: "-3.00", currency: "EUR" } }]
  }
})

describe("JSON intake", () => {
  it("reads NextGenPSD2 booked transactions, skips unreadable ones and leaves pending ones out", () => {
    const r = readOk("gc.json", psd2)
    expect(
      r.transactions.map((
        t
      ) => [t.booking_date, t.value_date, t.amount, t.account, t.counterparty, t.description, t.reference])
    ).toEqual([
      ["2024-03-01", "2024-03-02", -45.1, "LT121000011101001000", "MAXIMA LT", "Pirkinys MAXIMA X", "T1"],
      ["2024-03-05", null, 1650, "LT121000011101001000", "UAB Darbdavys", "Atlyginimas uz vasari", "T2"]
    ])
    expect(r.summary.files[0]?.skipped).toEqual([{ line: 3, reason: "unreadable booking date \"yesterday\"" }])
    expect(r.summary.files[0]?.warnings).toEqual(["1 pending transactions were left out"])
  })

  it("anchors NextGenPSD2 transactions on the report's booked balances, and warns when they do not add up", () => {
    const doc = (closing: string) =>
      JSON.stringify({
        account: { iban: "LT121000011101001000" },
        balances: [
          { balanceType: "openingBooked", balanceAmount: { amount: "100.00", currency: "EUR" } },
          { balanceType: "closingBooked", balanceAmount: { amount: closing, currency: "EUR" } },
          { balanceType: "interimAvailable", balanceAmount: { amount: "999.00", currency: "EUR" } }
        ],
        transactions: {
          booked: [
            { bookingDate: "2024-03-01", transactionAmount: { amount: "-30.00", currency: "EUR" } },
            { bookingDate: "2024-03-02", transactionAmount: { amount: "5.50", currency: "EUR" } }
          ]
        }
      })
    // 100 − 30 = 70, + 5.50 = 75.50
    const held = readOk("b.json", doc("75.50"))
    expect(held.transactions.map((t) => t.balance_after)).toEqual([70, 75.5])
    const file = held.summary.files[0]
    expect(file?.checks?.map((c) => c.held)).toEqual([true])
    expect(file?.decisions?.["balances"]).toMatch(/opening or closing/)
    expect(file?.decisions?.["direction"]).toMatch(/signed/)
    const failed = readOk("b.json", doc("80.00"))
    expect(failed.transactions.map((t) => t.balance_after)).toEqual([null, null])
    expect(failed.summary.files[0]?.warnings.join(" ")).toMatch(/do not add up/)
  })

  it("checks the balance after each transaction row to row", () => {
    const row = (date: string, amount: string, after: string) => ({
      bookingDate: date,
      transactionAmount: { amount, currency: "EUR" },
      balanceAfterTransaction: { balanceAmount: { amount: after, currency: "EUR" } }
    })
    const r = readOk(
      "r.json",
      JSON.stringify({
        transactions: {
          booked: [
            row("2024-03-01", "-10.00", "90.00"),
            row("2024-03-02", "-5.00", "85.00"),
            row("2024-03-03", "20.00", "105.00"),
            // 105 + 1 is 106, not 100: the one pair that does not join
            row("2024-03-04", "1.00", "100.00")
          ]
        }
      })
    )
    expect(r.summary.files[0]?.checks).toEqual([{
      check: "running_balance",
      held: false,
      detail: "2 of 3 consecutive rows join the file's running balance"
    }])
  })

  it("reads our canonical shape and refuses other JSON", () => {
    const r = readOk(
      "c.json",
      JSON.stringify([{ booking_date: "2024-01-02", amount: -3.5, currency: "gbp", description: "COFFEE" }])
    )
    expect(r.transactions.map((t) => [t.booking_date, t.amount, t.currency, t.account])).toEqual([[
      "2024-01-02",
      -3.5,
      "GBP",
      "c.json"
    ]])
    expect(readErr("x.json", "{\"hello\": \"world\"}")._tag).toBe("NoSuitableParser")
    expect(readErr("y.json", "{not json")._tag).toBe("NoSuitableParser")
  })
})
