import { readStatements, withPdfText } from "@statement-engine/analysis"
import { generatePdfCorpus, PDF_CORPUS, type PdfVariant } from "@statement-engine/testkit/pdf-statements"
import { Either, Schema } from "effect"
import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { median } from "./measure.js"
import { runWithServerFlags } from "./script-process.js"

/** The pages the statement is generated to (issue 49's figure: a 40-page statement). */
const PAGES = 40

/** A long statement of a common layout: paid-out/paid-in columns, running balance, wrapped text, forward lines. */
const layout: PdfVariant = {
  ...(PDF_CORPUS.find((v) => v.id === "gb-inout-row") ?? PDF_CORPUS[0]!),
  id: "bench-40-pages",
  fontSize: 8.5
}

const generate = async (rows: number): Promise<Uint8Array> => {
  const [pdf] = await generatePdfCorpus({ variants: [{ ...layout, rows }], seed: 4940, mutations: false })
  if (pdf === undefined) throw new Error("the generator gave no PDF")
  return pdf.bytes
}

const pagesOf = async (bytes: Uint8Array): Promise<number> => {
  const files = await withPdfText([{ name: "s.pdf", bytes }], {})
  if (Either.isLeft(files)) throw new Error(files.left.detail)
  return files.right[0]?.pdf_text?.pages.length ?? 0
}

/** A statement of about `PAGES` pages: rows scaled from a first try's page count. */
export const fortyPageStatement = async (): Promise<{ readonly bytes: Uint8Array; readonly pages: number }> => {
  const guess = 1000
  const pages = await pagesOf(await generate(guess))
  const bytes = await generate(Math.round(guess * PAGES / Math.max(1, pages)))
  return { bytes, pages: await pagesOf(bytes) }
}

const cpuMs = () => {
  const u = process.cpuUsage()
  return (u.user + u.system) / 1000
}

/** CPU milliseconds of one reading: the text extraction (pdf.js), then our lines, table and reconciliation. */
export const readingCpu = async (bytes: Uint8Array): Promise<{ readonly extract: number; readonly read: number }> => {
  const start = cpuMs()
  const files = await withPdfText([{ name: "s.pdf", bytes }], {})
  const extracted = cpuMs()
  if (Either.isLeft(files)) throw new Error(files.left.detail)
  const read = readStatements(files.right, {}, { country: "GB" })
  const end = cpuMs()
  if (Either.isLeft(read)) throw new Error(`the statement was not read: ${read.left._tag}`)
  return { extract: extracted - start, read: end - extracted }
}

const PeakRss = Schema.parseJson(Schema.Struct({ before_mb: Schema.Number, peak_mb: Schema.Number }))

/** What one worker process holds reading it: its resident memory before, and its peak (max RSS) after. */
const workerMemory = (bytes: Uint8Array) => {
  const file = join(mkdtempSync(join(tmpdir(), "pdf-bench-")), "statement.pdf")
  writeFileSync(file, bytes)
  return runWithServerFlags(new URL("./pdf-throughput-child.ts", import.meta.url), PeakRss, [file])
}

export interface PdfThroughput {
  readonly pages: number
  /** Pages per CPU-second, whole reading, one per round (after a warm-up round). */
  readonly pagesPerCpuSecond: ReadonlyArray<number>
  /** Share of the CPU time pdf.js's extraction takes (median). */
  readonly extractShare: number
  readonly rss: { readonly before_mb: number; readonly peak_mb: number }
}

/** Pages per CPU-second reading a generated 40-page PDF statement, and a worker's peak memory doing it. */
export const pdfThroughput = async (rounds: number): Promise<PdfThroughput> => {
  const { bytes, pages } = await fortyPageStatement()
  await readingCpu(bytes)
  const readings: Array<{ extract: number; read: number }> = []
  for (let i = 0; i < rounds; i++) readings.push(await readingCpu(bytes))
  return {
    pages,
    pagesPerCpuSecond: readings.map((r) => pages / ((r.extract + r.read) / 1000)),
    extractShare: median(readings.map((r) => r.extract / (r.extract + r.read))),
    rss: workerMemory(bytes)
  }
}

/** The benchmark's rows: pages per CPU-second reading a 40-page PDF statement, and a worker's memory doing it. */
export const reportPdfThroughput = async (
  report: (what: string, value: string, target?: string) => void,
  quick: boolean
): Promise<void> => {
  const r = await pdfThroughput(quick ? 2 : 5)
  const rates = r.pagesPerCpuSecond
  report(
    `PDF, ${r.pages}-page generated statement: pages per CPU-second (text extraction + reading)`,
    `${median(rates).toFixed(1)} (${Math.min(...rates).toFixed(1)}–${
      Math.max(...rates).toFixed(1)
    }, ${rates.length} readings; pdf.js extraction ${Math.round(r.extractShare * 100)}% of it)`,
    "≥ 50"
  )
  report(
    `PDF, ${r.pages}-page statement: one worker's peak RSS reading it`,
    `${r.rss.peak_mb.toFixed(0)} MB (${r.rss.before_mb.toFixed(0)} MB before reading)`,
    "< 200 MB"
  )
}

if (process.argv[1] !== undefined && import.meta.url.endsWith(process.argv[1].split("/").at(-1) ?? "?")) {
  const result = await pdfThroughput(Number(process.argv[2] ?? 5))
  console.log(JSON.stringify(result))
}
