import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib"
import type { PrintedAccount, PrintedRow, PrintedStatement } from "./pdf-statement-model.js"

interface Columns {
  readonly date: number
  readonly description: number
  /** Right edges of the money columns. */
  readonly out: number
  readonly in: number
  readonly balance: number
}

const columnsOf = (statement: PrintedStatement, width: number): Columns => {
  const { variant } = statement
  const margin = 36
  const dateWidth = variant.dates === "dd mon" || variant.dates === "dd.mm." ? 46 : 74
  const right = width - margin
  const inOut = variant.amounts === "in-out"
  return {
    date: margin,
    description: margin + dateWidth * (variant.fontSize / 8),
    out: inOut ? right - 150 : right - 90,
    in: right - 80,
    balance: right
  }
}

interface Pen {
  page: PDFPage
  y: number
  readonly font: PDFFont
  readonly bold: PDFFont
  /** The font a tampered copy redraws one cell in. */
  readonly other?: PDFFont
  readonly size: number
  /** The baselines drawn on each page: a page's lines, counted from the top, are its distinct baselines. */
  readonly baselines: Map<PDFPage, Set<number>>
}

/** Where the renderer drew a transaction's first line: the 1-based page and line on that page, top down. */
export interface PdfPlacement {
  readonly page: number
  readonly line: number
}

const text = (
  pen: Pen,
  value: string,
  x: number,
  options: { right?: boolean; bold?: boolean; size?: number; other?: boolean } = {}
) => {
  if (value === "") return
  const font = options.other === true && pen.other !== undefined
    ? pen.other
    : options.bold === true
    ? pen.bold
    : pen.font
  const size = options.size ?? pen.size
  const at = options.right === true ? x - font.widthOfTextAtSize(value, size) : x
  pen.page.drawText(value, { x: at, y: pen.y, size, font })
  const drawn = pen.baselines.get(pen.page) ?? new Set()
  pen.baselines.set(pen.page, drawn.add(pen.y))
}

const tableHeader = (pen: Pen, statement: PrintedStatement, cols: Columns) => {
  const { words, variant } = statement
  if (variant.headerless === true) {
    pen.y -= pen.size * 0.6
    return
  }
  text(pen, words.date, cols.date, { bold: true })
  text(pen, words.details, cols.description, { bold: true })
  if (variant.amounts === "in-out") {
    text(pen, words.out, cols.out, { bold: true, right: true })
    text(pen, words.in, cols.in, { bold: true, right: true })
  } else text(pen, words.amount, cols.out, { bold: true, right: true })
  if (variant.balances === "row") text(pen, words.balance, cols.balance, { bold: true, right: true })
  pen.y -= pen.size * 1.8
}

/** An edited amount cell: a white box over the printed amount and another amount drawn on it, as an editor does. */
const overdraw = (pen: Pen, printed: string, amount: string, right: number) => {
  const width = pen.font.widthOfTextAtSize(printed, pen.size)
  pen.page.drawRectangle({
    x: right - width - 1,
    y: pen.y - pen.size * 0.25,
    width: width + 2,
    height: pen.size * 1.1,
    color: rgb(1, 1, 1)
  })
  text(pen, amount, right, { right: true })
}

const amountCell = (pen: Pen, printed: PrintedRow, value: string, right: number) => {
  const other = printed.edit?.kind === "other-font"
  text(pen, value, right, { right: true, other })
  if (printed.edit?.kind === "overdrawn" && value !== "") overdraw(pen, value, printed.edit.amount, right)
}

const row = (pen: Pen, printed: PrintedRow, cols: Columns, inOut: boolean) => {
  text(pen, printed.date, cols.date)
  printed.description.forEach((line, i) => {
    if (i === 0) {
      amountCell(pen, printed, printed.out, cols.out)
      if (inOut) amountCell(pen, printed, printed.in, cols.in)
      text(pen, printed.balance, cols.balance, { right: true })
    }
    text(pen, line, cols.description)
    pen.y -= pen.size * 1.45
  })
}

/** The opening, totals and closing in a box above an account's table. */
const summaryBox = (pen: Pen, { words }: PrintedStatement, account: PrintedAccount) => {
  const box = [[words.opening, account.opening], [words.totalOut, account.totalOut], [
    words.totalIn,
    account.totalIn
  ], [words.closing, account.closing]]
  const top = pen.y + 10
  for (const [label, value] of box) {
    text(pen, label ?? "", 48, { size: 9 })
    text(pen, value ?? "", 260, { right: true, size: 9 })
    pen.y -= 12
  }
  pen.page.drawRectangle({ x: 40, y: pen.y + 6, width: 230, height: top - pen.y - 4, borderWidth: 0.6 })
  pen.y -= 16
}

/**
 * Renders a statement with pdf-lib, each cell drawn at its place: pages, headers, footers, forward
 * lines; with where each account's transactions were drawn, in the truth's order.
 */
export const renderPositioned = async (
  statement: PrintedStatement
): Promise<{ readonly bytes: Uint8Array; readonly placements: ReadonlyArray<ReadonlyArray<PdfPlacement>> }> => {
  const { variant, words } = statement
  const doc = await PDFDocument.create()
  doc.setProducer(`${statement.bank} statement service`)
  doc.setCreator(`${statement.bank} core banking`)
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const edited = statement.accounts.some((a) => a.rows.some((r) => r.edit?.kind === "other-font"))
  const other = edited ? await doc.embedFont(StandardFonts.Courier) : undefined
  const [w, h] = variant.landscape === true ? [841.89, 595.28] : [595.28, 841.89]
  const cols = columnsOf(statement, w)
  const size = variant.fontSize
  const bottom = 60
  const pages: Array<PDFPage> = []
  const baselines = new Map<PDFPage, Set<number>>()
  const drawnAt: Array<Array<{ readonly page: PDFPage; readonly y: number }>> = []
  const newPage = (): Pen => {
    const page = doc.addPage([w, h])
    pages.push(page)
    const pen: Pen = { page, y: h - 40, font, bold, size, baselines, ...(other === undefined ? {} : { other }) }
    text(pen, statement.bank, 36, { bold: true, size: 14 })
    pen.y -= 18
    text(pen, words.title, 36, { size: 10 })
    text(pen, `${words.period}: ${statement.period}`, w - 36, { right: true, size: 9 })
    pen.y -= 24
    return pen
  }
  let pen = newPage()
  text(pen, statement.holder, 36, { size: 9 })
  pen.y -= 14
  for (const account of statement.accounts) {
    if (pen.y < bottom + 80) pen = newPage()
    text(pen, `${words.account}: ${account.number}   ${variant.currency}`, 36, { bold: true, size: 9 })
    pen.y -= 16
    if (variant.summaryBox === true) summaryBox(pen, statement, account)
    tableHeader(pen, statement, cols)
    let lastBalance = ""
    const drawn: Array<{ readonly page: PDFPage; readonly y: number }> = []
    drawnAt.push(drawn)
    for (const printed of account.rows) {
      const height = printed.description.length * size * 1.45
      if (pen.y - height < bottom + size * 3) {
        if (variant.forwardLines === true && variant.balances === "row" && lastBalance !== "") {
          text(pen, words.carriedForward, cols.description, { bold: true })
          text(pen, lastBalance, cols.balance, { right: true, bold: true })
        }
        pen = newPage()
        tableHeader(pen, statement, cols)
        if (variant.forwardLines === true && variant.balances === "row" && lastBalance !== "") {
          text(pen, words.broughtForward, cols.description, { bold: true })
          text(pen, lastBalance, cols.balance, { right: true, bold: true })
          pen.y -= size * 1.45
        }
      }
      if (printed.kind === "transaction") drawn.push({ page: pen.page, y: pen.y })
      row(pen, printed, cols, variant.amounts === "in-out")
      if (printed.balance !== "") lastBalance = printed.balance
    }
    pen.y -= 20
  }
  pages.forEach((page, i) => {
    const foot: Pen = { page, y: 30, font, bold, size: 6.5, baselines }
    text(foot, words.footer, 36, { size: 6.5 })
    foot.y = h - 40
    text(foot, `${words.page} ${i + 1} ${words.of} ${pages.length}`, w - 36, { right: true, size: 8 })
  })
  const lineOf = (page: PDFPage, y: number) => [...baselines.get(page) ?? []].filter((b) => b > y).length + 1
  return {
    bytes: await doc.save(),
    placements: drawnAt.map((account) =>
      account.map(({ page, y }) => ({ page: pages.indexOf(page) + 1, line: lineOf(page, y) }))
    )
  }
}
