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
