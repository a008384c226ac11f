import { readStatements, withPdfText } from "@statement-engine/analysis"
import { Either } from "effect"
import { describe, expect, it } from "vitest"
import { generatePdfCorpus, PDF_CORPUS } from "../src/pdf-statements/pdf-statements.js"

// the positioned producer knows which line of which page it drew each transaction on: the truth
const positioned = PDF_CORPUS.filter((v) => v.producer === "positioned")

describe("where a PDF's transactions are printed (page, line on the page)", () => {
  it("is read for every positioned layout as the generator drew it", async () => {
    const corpus = await generatePdfCorpus({ variants: positioned, seed: 4990, mutations: false })
    const compared: Array<string> = []
    for (const pdf of corpus) {
      const files = await withPdfText([{ name: pdf.name, bytes: pdf.bytes }], {})
      const read = Either.flatMap(files, (extracted) => readStatements(extracted, {}, { country: "DE" }))
      // a layout this seed draws differently may be refused; provenance is about what is read
      if (Either.isLeft(read)) continue
      const accounts = [...new Set(read.right.transactions.map((t) => t.account))]
      const where = accounts.map((a) =>
        read.right.transactions.filter((t) => t.account === a).map((t) => ({
          page: t.source_page,
          line: t.source_page_line
        }))
      )
      expect(where, pdf.name).toEqual(pdf.placements)
      compared.push(pdf.name)
    }
    expect(compared.length).toBeGreaterThanOrEqual(positioned.length - 1)
    // several pages among them, so the line is counted on its own page, not from the document's start
    expect(corpus.some((pdf) => (pdf.placements ?? []).flat().some((p) => p.page > 1))).toBe(true)
  }, 60_000)
})
