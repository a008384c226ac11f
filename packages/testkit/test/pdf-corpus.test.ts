import { analyse, readStatements, withPdfText } from "@statement-engine/analysis"
import { Either, Schema } from "effect"
import { PDFDocument, StandardFonts } from "pdf-lib"
import { beforeAll, describe, expect, it } from "vitest"
import { judgePdfReading, type PdfOutcome, type PdfReading } from "../src/pdf-statements/pdf-evaluate.js"
import {
  type GeneratedPdf,
  generatePdfCorpus,
  hasChromiumForPdf,
  HEADERLESS_SEED,
  PDF_CORPUS,
  PDF_HEADERLESS,
  PDF_MUTATIONS,
  PDF_TAMPERS,
  type PdfTamper
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

/** The statement-integrity findings as the API gives them (codes read as text: the test names the ones it expects). */
const IntegrityOutput = Schema.Struct({
  files: Schema.Array(Schema.Struct({
    verdict: Schema.String,
    findings: Schema.Array(Schema.Struct({ code: Schema.String, severity: Schema.String, detail: Schema.String }))
  }))
})
type IntegrityOutput = typeof IntegrityOutput.Type

/** The statement-integrity findings of one PDF, or the refusal's text. */
const integrityOf = async (pdf: GeneratedPdf): Promise<Either.Either<IntegrityOutput["files"][number], string>> => {
  const files = await withPdfText([{ name: pdf.name, bytes: pdf.bytes }], {})
  if (Either.isLeft(files)) return Either.left(files.left.detail)
  const result = analyse({
    files: files.right,
    options: {},
    country: "DE",
    operations: ["statement-integrity"],
    params: {},
    as_of: "2025-01-01T00:00:00Z"
  })
  if (Either.isLeft(result)) return Either.left(result.left._tag)
  const file = Schema.decodeUnknownSync(IntegrityOutput)(result.right["statement-integrity"]).files[0]
  return file === undefined ? Either.left("no file in statement-integrity") : Either.right(file)
}

/** The sign each edit leaves in the document, by the product's finding code. */
const SIGN: Record<PdfTamper, string> = {
  "editor-producer": "PDF_EDITOR_PRODUCER",
  "incremental-update": "PDF_INCREMENTAL_UPDATE",
  "other-font-cell": "PDF_FONT_MISMATCH",
  "white-box-amount": "PDF_TEXT_OVERLAP"
}

// the corpus needs Chromium for half its layouts; CI installs it, so there it must be present
const runCorpus = hasChromiumForPdf || process.env["CI"] === "true"

describe.runIf(runCorpus)("the generated PDF corpus (evaluation seeds)", () => {
  const outcomes = new Map<string, PdfOutcome>()
  const readings = new Map<string, PdfReading>()
  const integrity = new Map<string, Either.Either<IntegrityOutput["files"][number], string>>()
  let corpus: ReadonlyArray<GeneratedPdf> = []

  beforeAll(async () => {
    corpus = await generatePdfCorpus({ tampers: true })
    for (const pdf of corpus) {
      const read = await reading(pdf)
      readings.set(pdf.name, read)
      outcomes.set(pdf.name, judgePdfReading(pdf, read))
      if (Either.isRight(read)) integrity.set(pdf.name, await integrityOf(pdf))
    }
  }, 240_000)

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
    expect(corpus.length).toBe(PDF_CORPUS.length + PDF_MUTATIONS.length + PDF_TAMPERS.length)
  })

  it("reads every layout exactly (the one printing no balance exactly, and says it is unverified)", () => {
    const misses = corpus.filter((pdf) => pdf.mutation === undefined && pdf.tamper === undefined).flatMap((pdf) => {
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

  it("flags each tampered copy with the sign its edit leaves, with its evidence (a changed amount may be refused)", () => {
    const missed = corpus.flatMap((pdf) => {
      if (pdf.tamper === undefined) return []
      const found = integrity.get(pdf.name)
      if (found === undefined) {
        const refused = outcomes.get(pdf.name)
        return pdf.tamper === "white-box-amount" && refused?.outcome === "refused" &&
            /page \d+ line \d+ draws .* over /.test(refused.reason)
          ? []
          : [`${pdf.name}: ${JSON.stringify(outcomes.get(pdf.name))}`]
      }
      if (Either.isLeft(found)) return [`${pdf.name}: ${found.left}`]
      const sign = found.right.findings.find((f) => f.code === SIGN[pdf.tamper!])
      const onPage = pdf.tamper === "other-font-cell" || pdf.tamper === "white-box-amount"
      return sign !== undefined && sign.severity === "warning" && found.right.verdict === "suspicious" &&
          (!onPage || /page \d+ line \d+/.test(sign.detail))
        ? []
        : [`${pdf.name}: ${JSON.stringify(found.right)}`]
    })
    expect(missed).toEqual([])
  })

  it("finds no sign of editing in a statement as its producer made it", () => {
    const flagged = corpus.flatMap((pdf) => {
      const found = integrity.get(pdf.name)
      if (pdf.tamper !== undefined || found === undefined || Either.isLeft(found)) return []
      const signs = found.right.findings.filter((f) => f.code.startsWith("PDF_"))
      return signs.length === 0 ? [] : [`${pdf.name}: ${JSON.stringify(signs)}`]
    })
    expect(flagged).toEqual([])
  })

  it("names the page and line where a mutated copy's balances break", () => {
    const outcome = outcomes.get("pl-chromium-running-balance-edited.pdf")
    expect(outcome?.outcome).toBe("refused")
    if (outcome?.outcome === "refused") expect(outcome.reason).toMatch(/page \d+ line \d+/)
  })
})

describe.runIf(runCorpus)("held-out layouts without a header row (columns by alignment alone)", () => {
  it("reads each exactly", async () => {
    const corpus = await generatePdfCorpus({ variants: PDF_HEADERLESS, seed: HEADERLESS_SEED, mutations: false })
    const misses: Array<string> = []
    for (const pdf of corpus) {
      const outcome = judgePdfReading(pdf, await reading(pdf))
      if (outcome.outcome !== "exact") misses.push(`${pdf.name}: ${JSON.stringify(outcome)}`)
    }
    expect(misses).toEqual([])
  }, 120_000)
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
