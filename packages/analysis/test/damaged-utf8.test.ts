import { Either } from "effect"
import { describe, expect, it } from "vitest"
import { readStatements } from "../src/index.js"
import { pairs } from "./helpers.js"

const bytesOf = (...parts: ReadonlyArray<string | number>): Uint8Array =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "number" ? [p] : [...new TextEncoder().encode(p)])))

describe("UTF-8 whose letters lost their lead byte to a question mark", () => {
  it("is read as UTF-8, the lost letters left as ?", () => {
    // "Jägersteig" and "Münzel" in UTF-8 are J C3 A4 … and M C3 BC …; here C3 became "?"
    const bytes = bytesOf(
      "Date;Description;Amount\n2024-01-02;J?",
      0xa4,
      "gersteig 25;-3,50\n2024-01-03;M?",
      0xbc,
      "nzel;-1,00\n"
    )
    const r = readStatements([{ name: "lost.csv", bytes }], { currency: "EUR" })
    if (Either.isLeft(r)) throw new Error(r.left.detail)
    expect(pairs(r.right)).toEqual([["2024-01-02", -3.5], ["2024-01-03", -1]])
    expect(r.right.transactions.map((t) => t.description)).toEqual(["J?gersteig 25", "M?nzel"])
    expect(r.right.summary.files[0]?.decisions?.["encoding"]).toMatch(/lost their lead byte/)
  })

  it("is not taken for a code page's text whose high bytes stand elsewhere", () => {
    // "Café?»" and "Zoë": windows-1252 letters and a guillemet after a question mark, not inside a word
    const bytes = bytesOf(
      "Date;Description;Amount\n2024-01-02;Caf",
      0xe9,
      " ?",
      0xbb,
      ";-3,50\n2024-01-03;Zo",
      0xeb,
      ";-1,00\n"
    )
    // Zoë (windows-1252) or Zoė (windows-1257): a code page, not a damaged UTF-8, is what is read; the numbers
    // read the same in either, so the file is read with a warning that the encoding is less sure
    const r = readStatements([{ name: "latin.csv", bytes }], { currency: "EUR" })
    if (Either.isLeft(r)) throw new Error(r.left.detail)
    expect(r.right.summary.files[0]?.decisions?.["encoding"]).not.toMatch(/lost their lead byte/)
    expect(["windows-1252", "windows-1257"]).toContain(r.right.summary.files[0]?.dialect["encoding"])
    expect(r.right.summary.files[0]?.warnings.join(" ")).toMatch(/text encoding chosen with lower confidence/)
    const chosen = readStatements([{ name: "latin.csv", bytes }], {
      currency: "EUR",
      files: { "latin.csv": { encoding: "windows-1252" } }
    })
    if (Either.isLeft(chosen)) throw new Error(chosen.left.detail)
    expect(chosen.right.transactions.map((t) => t.description)).toEqual(["Café ?»", "Zoë"])
  })
})

describe("two headerless unsigned money columns", () => {
  it("are a debit/credit pair even with a row that fills neither, and the option named reads the file", () => {
    const csv =
      "2024-02-01;shop;10,00;\n2024-02-02;salary;;1500,00\n2024-02-03;a note, no amount;;\n2024-02-04;shop;12,50;\n"
    const file = { name: "pair.csv", bytes: new TextEncoder().encode(csv) }
    const refused = readStatements([file], {})
    if (Either.isRight(refused)) throw new Error("expected a refusal")
    expect(refused.left.detail).toContain("unsigned amounts")
    const fix = refused.left._tag === "InvalidAnalysisOptions" ? undefined : refused.left.fix
    expect(fix).toEqual({ option: "columns", value: { debit: 2, credit: 3 } })
    const read = readStatements([file], { files: { "pair.csv": { columns: { debit: 2, credit: 3 } } } })
    if (Either.isLeft(read)) throw new Error(read.left.detail)
    expect(pairs(read.right)).toEqual([["2024-02-01", -10], ["2024-02-02", 1500], ["2024-02-04", -12.5]])
  })
})
