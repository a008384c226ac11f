import { Either } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { analyse, preprocess } from "../src/index.js"

const csvish = fc.stringOf(
  fc.constantFrom(
    "a",
    "1",
    "2",
    ".",
    ",",
    ";",
    "\t",
    "|",
    "\"",
    "\n",
    "\r",
    " ",
    "-",
    "/",
    "€",
    "(",
    ")",
    "D",
    "C",
    "2024-01-0",
    "31/12/2023",
    "Date",
    "Amount"
  ),
  { maxLength: 400 }
)

describe("robustness", () => {
  it("never throws on arbitrary bytes or CSV-like text; always a summary or a typed refusal", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.uint8Array({ maxLength: 300 }), csvish.map((s) => new TextEncoder().encode(s))),
        (bytes) => {
          const r = preprocess([{ name: "x.csv", bytes }], {})
          if (Either.isLeft(r)) {
            expect(["UnsupportedEncoding", "NoSuitableParser", "InvalidAnalysisOptions"])
              .toContain(r.left._tag)
          } else for (const f of r.right.files) expect(f.rows).toBeGreaterThan(0)
        }
      ),
      { numRuns: 500 }
    )
  })

  it("never throws on fragments of OFX, MT940, camt or JSON either", () => {
    const pieces = fc.constantFrom(
      "OFXHEADER:100\n<OFX>",
      "<STMTTRN>",
      "</STMTTRN>",
      "<TRNAMT>-1,5",
      "<DTPOSTED>2024",
      "<CURDEF>EUR",
      "\n:20:X\n",
      ":61:2401020102D45,67N",
      ":86:?20x?32y",
      ":60F:C240101EUR1,",
      "<?xml version=\"1.0\"?><Document>",
      "<BkToCstmrStmt><Stmt>",
      "<Ntry><Amt Ccy=\"EUR\">1.0</Amt>",
      "<CdtDbtInd>DBIT",
      "</Ntry>",
      "{\"transactions\":{\"booked\":[",
      "{\"bookingDate\":\"2024-01-01\",\"transactionAmount\":{\"amount\":\"x\",\"currency\":\"EUR\"}}",
      "]}}",
      ",",
      "\n",
      "&amp;",
      "<"
    )
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 30 }), (parts) => {
        const r = preprocess([{ name: "x", bytes: new TextEncoder().encode(parts.join("")) }], {})
        if (Either.isLeft(r)) {
          expect(["UnsupportedEncoding", "NoSuitableParser", "InvalidAnalysisOptions"]).toContain(r.left._tag)
        }
      }),
      { numRuns: 500 }
    )
  })

  it("analyse never throws either", () => {
    fc.assert(
      fc.property(csvish, (text) => {
        const r = analyse({
          files: [{ name: "x.csv", bytes: new TextEncoder().encode(`Date,Description,Amount\n${text}`) }],
          options: {},
          country: "DE",
          operations: ["categorisation", "insights-income"],
          params: {},
          as_of: "2024-01-01T00:00:00Z"
        })
        expect(Either.isEither(r)).toBe(true)
      }),
      { numRuns: 200 }
    )
  })
})
