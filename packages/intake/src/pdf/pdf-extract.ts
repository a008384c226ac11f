import { Either } from "effect"
import type * as PdfJsModule from "unpdf/pdfjs"
import { NoSuitableParser } from "../analysis-error.js"
import type { PdfDocumentFacts, PdfTextLayer, TextPage, TextRun } from "./pdf-text-layer.js"

/** The most pages one statement may have: a longer document is refused rather than read for minutes. */
export const MAX_PDF_PAGES = 2000

/** What pdf.js gives for one text item (only what is read here). */
interface PdfJsTextItem {
  readonly str: string
  readonly transform: ReadonlyArray<number>
  readonly width: number
  readonly fontName: string
}

type PdfJs = typeof PdfJsModule
let pdfjs: Promise<PdfJs> | undefined
/** pdf.js is 1.6 MB of code: loaded when the first PDF comes, never for CSV. */
const loadPdfJs = (): Promise<PdfJs> => pdfjs ??= import("unpdf/pdfjs")

const refusal = (file: string, detail: string, found: string, missing: string) =>
  new NoSuitableParser({ file, detail, tried: ["pdf"], found, missing })

const isItem = (item: unknown): item is PdfJsTextItem =>
  typeof item === "object" && item !== null && "str" in item && "transform" in item

const latin1 = new TextDecoder("latin1")

/** How many times the file was saved (each save ends with `%%EOF`), read from its bytes. */
const savesOf = (bytes: Uint8Array): number => {
  const text = latin1.decode(bytes)
  let n = 0
  for (let at = text.indexOf("%%EOF"); at !== -1; at = text.indexOf("%%EOF", at + 5)) n++
  return n
}

const textOf = (value: unknown): string | null => typeof value === "string" && value.trim() !== "" ? value : null

/** The runs of one item list in page coordinates (x from the left, y from the top), via the page's viewport. */
const runsOf = (items: ReadonlyArray<unknown>, view: ReadonlyArray<number>): Array<TextRun> => {
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = view
  const runs: Array<TextRun> = []
  for (const item of items) {
    if (!isItem(item) || item.str.trim() === "") continue
    const [, , tc = 0, td = 0, tx = 0, ty = 0] = item.transform
    runs.push({
      text: item.str,
      x: a * tx + c * ty + e,
      y: b * tx + d * ty + f,
      width: item.width * Math.abs(a + b),
      size: Math.hypot(tc, td),
      font: item.fontName
    })
  }
  return runs
}

const passwordRefusal = (file: string, wrong: boolean) =>
  refusal(
    file,
    wrong
      ? `"${file}" is an encrypted PDF and options.password does not open it; send the password the bank gave for it`
      : `"${file}" is an encrypted PDF; send its password as options.password (or options.files["${file}"].password)`,
    wrong ? "an encrypted PDF the given password does not open" : "an encrypted PDF and no password",
    "the PDF's password (options.password)"
  )

/**
 * Extracts the positioned text of a PDF page by page (each page's objects let go once read), or
 * refuses it: encrypted without the right password, damaged, longer than `MAX_PDF_PAGES`, or read
 * past `deadline` (a `performance.now()` time). A PDF with no text is not refused here: the reader
 * says it is an image.
 */
export const extractPdfText = async (
  file: string,
  bytes: Uint8Array,
  options: { readonly password?: string | undefined; readonly deadline?: number } = {}
): Promise<Either.Either<PdfTextLayer, NoSuitableParser>> => {
  const { getDocument } = await loadPdfJs()
  const task = getDocument({
    // pdf.js may take the buffer it is given: it gets a copy
    data: new Uint8Array(bytes),
    ...(options.password === undefined ? {} : { password: options.password }),
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0
  })
  try {
    const doc = await task.promise
    if (doc.numPages > MAX_PDF_PAGES) {
      return Either.left(refusal(
        file,
        `"${file}" has ${doc.numPages} pages, more than the ${MAX_PDF_PAGES} a statement is read to; send each period separately`,
        `a PDF of ${doc.numPages} pages`,
        `a statement of at most ${MAX_PDF_PAGES} pages`
      ))
    }
    const pages: Array<TextPage> = []
    for (let number = 1; number <= doc.numPages; number++) {
      if (options.deadline !== undefined && performance.now() > options.deadline) {
        return Either.left(refusal(
          file,
          `"${file}" took longer than the analysis time limit to read (stopped at page ${number} of ${doc.numPages})`,
          `a PDF still being read at page ${number} when the time limit came`,
          "a PDF that reads within the analysis time limit"
        ))
      }
      const page = await doc.getPage(number)
      const viewport = page.getViewport({ scale: 1 })
      const content = await page.getTextContent()
      pages.push({
        number,
        width: viewport.width,
        height: viewport.height,
        runs: runsOf(content.items, viewport.transform)
      })
      page.cleanup()
    }
    const { info } = await doc.getMetadata()
    const fields: Record<string, unknown> = typeof info === "object" && info !== null ? { ...info } : {}
    const facts: PdfDocumentFacts = {
      producer: textOf(fields["Producer"]),
      creator: textOf(fields["Creator"]),
      created: textOf(fields["CreationDate"]),
      modified: textOf(fields["ModDate"]),
      saves: savesOf(bytes),
      linearized: fields["IsLinearized"] === true,
      signed: fields["IsSignaturesPresent"] === true
    }
    return Either.right({ pages, facts })
  } catch (error) {
    const name = typeof error === "object" && error !== null && "name" in error ? String(error.name) : ""
    const code = typeof error === "object" && error !== null && "code" in error ? error.code : undefined
    if (name === "PasswordException") return Either.left(passwordRefusal(file, code === 2))
    const message = error instanceof Error ? error.message : String(error)
    return Either.left(refusal(
      file,
      `"${file}" is a damaged PDF that cannot be read (${message}); download the statement again from the bank`,
      `a damaged PDF: ${message}`,
      "a PDF that opens"
    ))
  } finally {
    await task.destroy()
  }
}
