import type { TextPage, TextRun } from "./pdf-text-layer.js"

/** Text runs that sit side by side with no column gap between them: one cell of a line. */
export interface Cell {
  readonly text: string
  readonly x0: number
  readonly x1: number
  /** The font of its first run. */
  readonly font?: string
  /** The runs it was joined from, when more than one (a header may draw two words with no gap between). */
  readonly parts?: ReadonlyArray<Cell>
}

/** A line of a page: the cells at one height, left to right; `line` counts from 1 on its page. */
export interface PageLine {
  readonly page: number
  readonly line: number
  /** The line counted from the document's first page: the order of lines across pages. */
  readonly documentLine: number
  readonly y: number
  readonly size: number
  readonly cells: ReadonlyArray<Cell>
  /** Runs drawn over another run of other text at the same place, with the text they cover. */
  readonly overlaps?: ReadonlyArray<{ readonly text: string; readonly covers: string }>
}

/** Runs whose baselines are within this share of the font size are on one line. */
const SAME_LINE = 0.4
/** A gap narrower than this share of the font size joins two runs into one cell. */
const SAME_CELL = 0.6

const joinCells = (runs: ReadonlyArray<TextRun>, size: number): Array<Cell> => {
  const cells: Array<Cell> = []
  let text = ""
  let x0 = 0
  let x1 = Number.NEGATIVE_INFINITY
  let font = ""
  let parts: Array<Cell> = []
  const close = () => {
    if (text.trim() !== "") cells.push({ text: text.trim(), x0, x1, font, ...(parts.length > 1 ? { parts } : {}) })
  }
  for (const run of runs) {
    const gap = run.x - x1
    const part = { text: run.text.trim(), x0: run.x, x1: run.x + run.width }
    if (text !== "" && gap < size * SAME_CELL) {
      text = gap > size * 0.15 && !text.endsWith(" ") && !run.text.startsWith(" ")
        ? `${text} ${run.text}`
        : text + run.text
      x1 = Math.max(x1, run.x + run.width)
      parts.push(part)
    } else {
      close()
      text = run.text
      x0 = run.x
      x1 = run.x + run.width
      font = run.font
      parts = [part]
    }
  }
  close()
  return cells
}

/** A run covers half or more of the narrower of two runs: drawn over it, not beside it. */
const COVERS = 0.5

/** Runs (sorted by x) drawn over an earlier run of other text: what an edit that leaves the old text shows. */
const overlapsIn = (runs: ReadonlyArray<TextRun>): Array<{ text: string; covers: string }> => {
  const found: Array<{ text: string; covers: string }> = []
  let widest: TextRun | undefined
  for (const run of runs) {
    if (widest !== undefined) {
      const shared = Math.min(widest.x + widest.width, run.x + run.width) - run.x
      // the same text drawn twice (a bold or shadow effect) is not an edit
      if (shared > COVERS * Math.min(widest.width, run.width) && run.text.trim() !== widest.text.trim()) {
        found.push({ text: run.text.trim(), covers: widest.text.trim() })
      }
    }
    if (widest === undefined || run.x + run.width > widest.x + widest.width) widest = run
  }
  return found
}

/** The page's lines top to bottom, built from where its runs are drawn (not the order they are drawn in). */
export const linesOf = (page: TextPage, before = 0): Array<PageLine> => {
  const runs = [...page.runs].sort((a, b) => a.y - b.y || a.x - b.x)
  const groups: Array<Array<TextRun>> = []
  let current: Array<TextRun> = []
  let y = Number.NEGATIVE_INFINITY
  let size = 0
  for (const run of runs) {
    if (current.length > 0 && Math.abs(run.y - y) <= Math.max(size, run.size, 1) * SAME_LINE) {
      current.push(run)
    } else {
      if (current.length > 0) groups.push(current)
      current = [run]
      y = run.y
      size = run.size
    }
  }
  if (current.length > 0) groups.push(current)
  return groups.map((group, i) => {
    const sorted = group.sort((a, b) => a.x - b.x)
    const lineSize = Math.max(...sorted.map((r) => r.size))
    const overlaps = overlapsIn(sorted)
    return {
      page: page.number,
      line: i + 1,
      documentLine: before + i + 1,
      y: sorted[0]?.y ?? 0,
      size: lineSize,
      cells: joinCells(sorted, lineSize),
      ...(overlaps.length > 0 ? { overlaps } : {})
    }
  })
}

/** The text of a line as one string, its cells apart. */
export const lineText = (line: PageLine): string => line.cells.map((c) => c.text).join("  ")
