import { readStatements, withPdfText } from "@statement-engine/analysis"
import { Either } from "effect"
import { PDFDocument, StandardFonts } from "pdf-lib"
import { beforeAll, describe, expect, it } from "vitest"
import { judgePdfReading, type PdfOutcome, type PdfReading } from "../src/pdf-statements/pdf-evaluate.js"
import {
  type GeneratedPdf,
  generatePdfCorpus,
  hasChromiumForPdf,
  PDF_CORPUS,
  PDF_MUTATIONS
} from "../src/pdf-statements/pdf-statements.js"

/** Reads one PDF as an upload is read: its text extracted, then the intake. */
const readPdfFile = async (name: string, bytes: Uint8Array, options: { password?: string } = {}) => {
  const files = await withPdfText([{ name, bytes }], options)
  if (Either.isLeft(files)) return Either.left(files.left)
  return readStatements(files.right, options, { country: "DE" })
}

const reading = async (pdf: GeneratedPdf): Promise<PdfReading> => {
  const read = await readPdfFile(pdf.name, pdf.bytes)
  return Either.isLeft(read)
    ? Either.left(read.left.detail)
    : Either.right({ transactions: read.right.transactions, warnings: read.right.summary.files[0]?.warnings ?? [] })
}

// the corpus needs Chromium for half its layouts; CI installs it, so there it must be present
const runCorpus = hasChromiumForPdf || process.env["CI"] === "true"

describe.runIf(runCorpus)("the generated PDF corpus (evaluation seeds)", () => {
  const outcomes = new Map<string, PdfOutcome>()
  const readings = new Map<string, PdfReading>()
  let corpus: ReadonlyArray<GeneratedPdf> = []

  beforeAll(async () => {
    corpus = await generatePdfCorpus()
    for (const pdf of corpus) {
      const read = await reading(pdf)
      readings.set(pdf.name, read)
      outcomes.set(pdf.name, judgePdfReading(pdf, read))
    }
  }, 180_000)

  it("gives each transaction its page, and lines that keep the document's order across pages", () => {
    const read = readings.get("de-small-font.pdf")
    if (read === undefined || Either.isLeft(read)) throw new Error("de-small-font.pdf was not read")
    const rows = read.right.transactions
    const pages = rows.map((t) => t.source_page ?? 0)
    expect(Math.min(...pages)).toBe(1)
    expect(Math.max(...pages)).toBeGreaterThan(1)
    expect(rows.every((t, i) => i === 0 || t.source_line > (rows[i - 1]?.source_line ?? 0))).toBe(true)
  })

  it("holds 30+ layouts across 10+ countries, two producers, and mutated copies", () => {
    expect(PDF_CORPUS.length).toBeGreaterThanOrEqual(30)
    expect(new Set(PDF_CORPUS.map((v) => v.currency + v.language)).size).toBeGreaterThanOrEqual(10)
    expect(new Set(PDF_CORPUS.map((v) => v.producer))).toEqual(new Set(["positioned", "chromium"]))
    expect(corpus.length).toBe(PDF_CORPUS.length + PDF_MUTATIONS.length)
  })

  it("reads every layout exactly (the one printing no balance exactly, and says it is unverified)", () => {
    const misses = corpus.filter((pdf) => pdf.mutation === undefined).flatMap((pdf) => {
      const outcome = outcomes.get(pdf.name)
      const expected = pdf.variant.balances === "none" ? "unverified" : "exact"
      return outcome?.outcome === expected ? [] : [`${pdf.name}: ${JSON.stringify(outcome)}`]
    })
    expect(misses).toEqual([])
  })

  it("refuses every mutated copy, never reading it silently", () => {
    const silent = corpus.filter((pdf) => pdf.mutation !== undefined).flatMap((pdf) => {
      const outcome = outcomes.get(pdf.name)
      return outcome?.outcome === "refused" || outcome?.outcome === "unverified"
        ? []
        : [`${pdf.name}: ${JSON.stringify(outcome)}`]
    })
    expect(silent).toEqual([])
  })

  it("names the page and line where a mutated copy's balances break", () => {
    const outcome = outcomes.get("pl-chromium-running-balance-edited.pdf")
    expect(outcome?.outcome).toBe("refused")
    if (outcome?.outcome === "refused") expect(outcome.reason).toMatch(/page \d+ line \d+/)
  })
})

const pdfWith = async (draw: (doc: PDFDocument) => Promise<void>): Promise<Uint8Array> => {
  const doc = await PDFDocument.create()
  await draw(doc)
  return doc.save()
}

describe("PDFs that cannot be read are refused saying why", () => {
  it("a scan (pages without text) is refused as an image", async () => {
    const bytes = await pdfWith(async (doc) => {
      doc.addPage().drawRectangle({ x: 50, y: 50, width: 300, height: 400 })
    })
    const read = await readPdfFile("scan.pdf", bytes)
    expect(Either.isLeft(read) && read.left.detail).toMatch(/is an image.*export the statement as PDF text or CSV/)
  })

  it("a PDF that is not a statement is refused as such", async () => {
    const bytes = await pdfWith(async (doc) => {
      const font = await doc.embedFont(StandardFonts.Helvetica)
      doc.addPage().drawText("Dear customer, we are pleased to confirm your new address.", {
        x: 50,
        y: 700,
        size: 11,
        font
      })
    })
    const read = await readPdfFile("letter.pdf", bytes)
    expect(Either.isLeft(read) && read.left.detail).toMatch(/without a table of transactions/)
  })

  it("a damaged PDF is refused, not thrown", async () => {
    const read = await readPdfFile("broken.pdf", new TextEncoder().encode("%PDF-1.7\n1 0 obj\n<< /Type /Catalog"))
    expect(Either.isLeft(read) && read.left.detail).toMatch(/damaged PDF/)
  })
})
