import { describe, expect, it } from "vitest"
import { readErr, readOk } from "./helpers.js"

// Headerless files with several money columns: the running balance alone tells which column is the
// transaction amount and which the balance after it. The balances are computed here, row by row,
// from an opening balance and the amounts; the reader is only given the text.

const cents = (n: number) => n.toFixed(2)
const day = (i: number) => `2024-03-${String(i + 1).padStart(2, "0")}`

interface Row {
  readonly date: string
  readonly description: string
  readonly amount: number
  readonly balanceAfter: number
  readonly balanceBefore: number
}

/** Rows with their running balance; `jumps` adds an unexplained step to the balance before those rows. */
const ledger = (amounts: ReadonlyArray<number>, jumps: ReadonlyArray<number> = []): ReadonlyArray<Row> => {
  let balance = 250
  return amounts.map((amount, i) => {
    if (jumps.includes(i)) balance += 7.77
    const balanceBefore = balance
    balance = Math.round((balance + amount) * 100) / 100
    return { date: day(i), description: `Payment ${i + 1}`, amount, balanceAfter: balance, balanceBefore }
  })
}

const csv = (rows: ReadonlyArray<Row>, cells: (row: Row) => ReadonlyArray<string>) =>
  rows.map((row) => cells(row).join(";")).join("\n")

const amounts = [-3.5, 1000, -500, -45.25, -12.99, 250, -80.1, -7, 15.5, -60, -22.4]
/** Thirty amounts, so that one unreadable row would leave enough steps for the balance to decide. */
const month = Array.from({ length: 30 }, (_, i) => i % 3 === 1 ? 420 + i : -(5 + ((i * 13) % 40) + (i % 4) / 4))
/** The same rows with one cell of one column replaced by an unreadable value. */
const unreadableAt = (row: number, cells: ReadonlyArray<string>, column: number): ReadonlyArray<string> =>
  cells.map((cell, i) => i === column && row === 10 ? "n/a" : cell)

const read = (text: string) => readOk("statement.csv", text)
const amountsOf = (text: string) => read(text).transactions.map((t) => t.amount)
const balancesOf = (text: string) => read(text).transactions.map((t) => t.balance_after)
const ambiguity = "no running balance tells which is the transaction amount"

describe("a headerless file's running balance", () => {
  it("tells the amount from the balance after it, in either column order", () => {
    const rows = ledger(amounts)
    const amountFirst = csv(rows, (r) => [r.date, r.description, cents(r.amount), cents(r.balanceAfter)])
    const balanceFirst = csv(rows, (r) => [r.date, cents(r.balanceAfter), r.description, cents(r.amount)])
    for (const text of [amountFirst, balanceFirst]) {
      expect(amountsOf(text)).toEqual(amounts)
      expect(balancesOf(text)).toEqual(rows.map((r) => r.balanceAfter))
    }
  })

  it("works with the newest row first", () => {
    const rows = [...ledger(amounts)].reverse()
    const text = csv(rows, (r) => [r.date, r.description, cents(r.amount), cents(r.balanceAfter)])
    expect(amountsOf(text)).toEqual(rows.map((r) => r.amount))
    expect(balancesOf(text)).toEqual(rows.map((r) => r.balanceAfter))
  })

  it("takes a balance before each row as no balance after, and still finds the amount", () => {
    const rows = ledger(amounts)
    const text = csv(rows, (r) => [r.date, r.description, cents(r.amount), cents(r.balanceBefore)])
    expect(amountsOf(text)).toEqual(amounts)
    expect(balancesOf(text)).toEqual(rows.map(() => null))
  })

  it("tolerates a few unexplained steps (pending rows, a second account), not a column joining fewer than two in three", () => {
    // 11 rows make 10 steps: two jumps leave 8 joined, four leave 6
    const two = ledger(amounts, [3, 7])
    const text = csv(two, (r) => [r.date, r.description, cents(r.amount), cents(r.balanceAfter)])
    expect(amountsOf(text)).toEqual(amounts)
    const four = ledger(amounts, [1, 3, 5, 7])
    const refused = readErr(
      "statement.csv",
      csv(four, (r) => [r.date, r.description, cents(r.amount), cents(r.balanceAfter)])
    )
    expect(refused.detail).toContain(ambiguity)
  })

  it("reads the balance on the rows that have one: a pending row without its balance yet is no break", () => {
    const rows = ledger(amounts)
    const text = csv(
      rows,
      (r) => [r.date, r.description, cents(r.amount), r.date === day(10) ? "" : cents(r.balanceAfter)]
    )
    expect(amountsOf(text)).toEqual(amounts)
  })

  it("tolerates one unexplained step in ten of a balance before each row, not two", () => {
    const one = ledger(amounts, [6])
    expect(amountsOf(csv(one, (r) => [r.date, r.description, cents(r.amount), cents(r.balanceBefore)]))).toEqual(
      amounts
    )
    const two = ledger(amounts, [3, 7])
    const text = csv(two, (r) => [r.date, r.description, cents(r.amount), cents(r.balanceBefore)])
    expect(readErr("statement.csv", text).detail).toContain(ambiguity)
  })

  it("is not confused by rows of zero between the others", () => {
    const withZeros = amounts.flatMap((a) => [a, 0])
    const rows = ledger(withZeros)
    const text = csv(rows, (r) => [r.date, r.description, cents(r.amount), cents(r.balanceAfter)])
    // rows of zero move no money: they are set aside, and the rest still read by their balance
    expect(amountsOf(text)).toEqual(amounts)
    expect(balancesOf(text)).toEqual(rows.filter((r) => r.amount !== 0).map((r) => r.balanceAfter))
  })

  it("does not decide when two columns run as balances", () => {
    const rows = ledger(amounts)
    const text = csv(
      rows,
      (r) => [r.date, r.description, cents(r.amount), cents(r.balanceAfter), cents(r.balanceAfter)]
    )
    expect(readErr("statement.csv", text).detail).toContain(ambiguity)
  })

  it.each([["the amount", 2], ["the balance", 3]])(
    "does not decide on a column with an unreadable value (%s)",
    (_which, column) => {
      const rows = ledger(month)
      const text = rows.map((r, i) =>
        unreadableAt(i, [r.date, r.description, cents(r.amount), cents(r.balanceAfter)], column).join(";")
      ).join("\n")
      expect(readErr("statement.csv", text).detail).toContain(ambiguity)
    }
  )

  it("decides on two rows", () => {
    const rows = ledger([-3.5, 20])
    const text = csv(rows, (r) => [r.date, r.description, cents(r.amount), cents(r.balanceAfter)])
    expect(amountsOf(text)).toEqual([-3.5, 20])
  })

  it.each([
    ["one row", ledger([-3.5])],
    [
      "two columns with no running relation",
      ledger(amounts).map((r, i) => ({ ...r, balanceAfter: (i * 37) % 11 + 0.5 }))
    ],
    ["equal amounts, where a balance before and after fit alike", ledger([-10, -10, -10, -10, -10])]
  ])("cannot decide with %s: the file is refused, saying why", (_why, rows) => {
    const text = csv(rows, (r) => [r.date, r.description, cents(r.amount), cents(r.balanceAfter)])
    expect(readErr("statement.csv", text).detail).toContain(ambiguity)
  })
})

describe("a headerless file's running balance with a debit/credit indicator", () => {
  const indicator = (amount: number) => amount < 0 ? "D" : "C"

  it("signs unsigned amounts by the indicator before checking the balance", () => {
    const rows = ledger(amounts)
    const text = csv(rows, (r) => [
      r.date,
      r.description,
      cents(Math.abs(r.amount)),
      indicator(r.amount),
      cents(r.balanceAfter)
    ])
    expect(amountsOf(text)).toEqual(amounts)
    expect(balancesOf(text)).toEqual(rows.map((r) => r.balanceAfter))
  })

  it("does not decide when an indicator is unreadable", () => {
    const rows = ledger(month)
    const text = rows.map((r, i) =>
      [r.date, r.description, cents(Math.abs(r.amount)), i === 12 ? "X" : indicator(r.amount), cents(r.balanceAfter)]
        .join(";")
    ).join("\n")
    expect(readErr("statement.csv", text).detail).toContain(ambiguity)
  })

  it("lets the indicator, not the amount's own sign, give the direction", () => {
    const rows = ledger(amounts)
    const text = csv(
      rows,
      (r) => [r.date, r.description, cents(-Math.abs(r.amount)), indicator(r.amount), cents(r.balanceAfter)]
    )
    expect(amountsOf(text)).toEqual(amounts)
  })
})

describe("a headerless file's running balance beside debit and credit columns", () => {
  const split = (r: Row) => r.amount < 0 ? [cents(r.amount), ""] : ["", cents(r.amount)]

  it("is found after the debit and credit columns", () => {
    const rows = ledger(amounts)
    const text = csv(rows, (r) => [r.date, r.description, ...split(r), cents(r.balanceAfter)])
    expect(amountsOf(text)).toEqual(amounts)
    expect(balancesOf(text)).toEqual(rows.map((r) => r.balanceAfter))
  })

  it.each([["a debit or credit", 3], ["the balance", 4]])(
    "is not claimed when %s cell is unreadable",
    (_which, column) => {
      const rows = ledger(month)
      const text = rows.map((r, i) =>
        unreadableAt(i, [r.date, r.description, ...split(r), cents(r.balanceAfter)], column).join(";")
      )
        .join("\n")
      // the reader may skip the unreadable row; no row gets a balance
      expect(new Set(balancesOf(text))).toEqual(new Set([null]))
    }
  )

  it("is not claimed when the column does not run with the amounts", () => {
    const rows = ledger(amounts)
    const text = csv(rows, (r) => [r.date, r.description, ...split(r), cents(r.balanceBefore + 1000)])
    expect(amountsOf(text)).toEqual(amounts)
    expect(balancesOf(text)).toEqual(rows.map(() => null))
  })
})

describe("a row printed twice", () => {
  const header = "Date;Description;Amount;Balance"
  // Opening 100.00; every balance below is 100.00 plus the amounts booked so far, worked out by hand.
  const booked = [
    "2024-05-01;Grocer;-20.00;80.00",
    "2024-05-02;Salary;1500.00;1580.00",
    "2024-05-03;Refund to card;-250.00;1330.00",
    "2024-05-03;Refund to card;-250.00;1330.00",
    "2024-05-04;Rent;-900.00;430.00",
    "2024-05-05;Bakery;-4.50;425.50"
  ]

  it("is set aside when the running balance shows it booked once", () => {
    const r = read([header, ...booked].join("\n"))
    expect(r.transactions.map((t) => t.amount)).toEqual([-20, 1500, -250, -900, -4.5])
    expect(r.summary.files[0]?.skipped).toContainEqual(expect.objectContaining({ line: 5 }))
  })

  it("is kept when the balance is the day's, printed on every row of the day", () => {
    // two equal purchases on the 3rd: the day ends at 1580.00 - 2 × 12.00 = 1556.00 on both rows
    const perDay = [
      "2024-05-01;Grocer;-20.00;80.00",
      "2024-05-02;Salary;1500.00;1580.00",
      "2024-05-03;Coffee;-12.00;1556.00",
      "2024-05-03;Coffee;-12.00;1556.00",
      "2024-05-04;Rent;-900.00;656.00",
      "2024-05-05;Bakery;-4.50;651.50"
    ]
    const r = read([header, ...perDay].join("\n"))
    expect(r.transactions.map((t) => t.amount)).toEqual([-20, 1500, -12, -12, -900, -4.5])
    // a longer statement of one booking a day: nearly every pair joins, the day of two still moved by both
    const days = Array.from(
      { length: 20 },
      (_, i) => `2024-06-${String(i + 1).padStart(2, "0")};Shop ${i};-1.00;${cents(99 - i)}`
    )
    const twoCoffees = ["2024-06-21;Coffee;-12.00;56.00", "2024-06-21;Coffee;-12.00;56.00"]
    const long = read([header, ...days, ...twoCoffees, "2024-06-22;Bakery;-5.00;51.00"].join("\n"))
    expect(long.transactions).toHaveLength(23)
  })

  it("is set aside in a file listed newest first", () => {
    const r = read([header, ...[...booked].reverse()].join("\n"))
    expect(r.transactions.map((t) => t.amount)).toEqual([-4.5, -900, -250, 1500, -20])
  })
})
