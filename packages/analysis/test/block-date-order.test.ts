import { Either } from "effect"
import { describe, expect, it } from "vitest"
import { readStatements } from "../src/index.js"
import { pairs, textFile } from "./helpers.js"

// Two accounts in one file, each listed oldest first, with no day above 12: the second account's
// dates start over, so the column read top to bottom is no evidence of the day/month order.
// Written by hand; the expected dates are read off the lines with the day first, as Belgium writes them.

const file = [
  "Rekening;BE68539007547034",
  "datum;omschrijving;bedrag",
  "03/09/2024;Betaalautomaat Delhaize;-12,50",
  "05/09/2024;Overschrijving huur;-650,00",
  "",
  "Rekening;BE71096123456769",
  "datum;omschrijving;bedrag",
  "08/08/2024;Storting;200,00",
  "10/09/2024;Betaalautomaat Colruyt;-31,20"
].join("\n")

describe("date order across account blocks", () => {
  it("does not take the day/month order from steps between two accounts' blocks", () => {
    const r = readStatements([textFile("twee-rekeningen.csv", file)], {}, { country: "BE" })
    if (Either.isLeft(r)) throw new Error(`expected a read, got ${r.left._tag}: ${r.left.detail}`)
    expect([...pairs(r.right)].sort()).toEqual([
      ["2024-08-08", 200],
      ["2024-09-03", -12.5],
      ["2024-09-05", -650],
      ["2024-09-10", -31.2]
    ])
  })
})

describe("a country that writes dates both ways", () => {
  // Canadian banks export day-first and month-first dates alike: 07/01 … 07/06 run in date order either way
  const canadian = [
    "Date,Description,Amount",
    "07/01/2024,TIM HORTONS,-4.50",
    "07/04/2024,PAYROLL ACME,1500.00",
    "07/06/2024,LOBLAWS,-82.10"
  ].join("\n")

  it("refuses dates nothing settles though Canada was given, naming the option that reads them", () => {
    const r = readStatements([textFile("ca.csv", canadian)], {}, { country: "CA" })
    if (Either.isRight(r)) throw new Error("expected a refusal")
    expect(r.left.detail).toContain(`options.date_format "DD/MM/YYYY" or "MM/DD/YYYY"`)
    expect(r.left.detail).toContain("CA, does not settle it")
  })

  it("reads them once the option names the order", () => {
    const r = readStatements([textFile("ca.csv", canadian)], { date_format: "MM/DD/YYYY" }, { country: "CA" })
    if (Either.isLeft(r)) throw new Error(`expected a read, got ${r.left._tag}: ${r.left.detail}`)
    expect(pairs(r.right)).toEqual([
      ["2024-07-01", -4.5],
      ["2024-07-04", 1500],
      ["2024-07-06", -82.1]
    ])
  })
})
