import { PDFDict, PDFDocument, PDFName, PDFRef, PDFString } from "pdf-lib"
import { type PrintedRow, type PrintedStatement, seeded } from "./pdf-statement-model.js"

/**
 * An edit of a finished statement that only the document itself shows (its balances still hold, or
 * the edit is drawn over them): what `statement-integrity` must flag, or reconciliation refuse.
 */
export type PdfTamper =
  /** Saved again by a PDF editor: its Producer names the editor. */
  | "editor-producer"
  /** An update appended to the file (a second `%%EOF`, a `/Prev` chain) with a later modification date. */
  | "incremental-update"
  /** One amount cell drawn again, same value, in a font the rest of its column is not in. */
  | "other-font-cell"
  /** A white box over one amount with another amount drawn on it. */
  | "white-box-amount"

/** The tampered copies: positioned and Chromium statements, each edit on two layouts. */
export const PDF_TAMPERS: ReadonlyArray<{ readonly variant: string; readonly tamper: PdfTamper }> = [
  { variant: "gb-chromium-signed", tamper: "editor-producer" },
  { variant: "fi-positioned", tamper: "editor-producer" },
  { variant: "de-chromium", tamper: "incremental-update" },
  { variant: "dk-positioned", tamper: "incremental-update" },
  { variant: "gb-inout-row", tamper: "other-font-cell" },
  { variant: "pt-positioned", tamper: "other-font-cell" },
  { variant: "se-positioned", tamper: "white-box-amount" },
  { variant: "de-soll-haben", tamper: "white-box-amount" }
]

/** What editors write as their Producer (their own product names, not a bank's document service). */
const EDITORS = [
  "Adobe Acrobat Pro DC 23.6.20320",
  "PDFescape Online Editor",
  "Foxit PDF Editor 12.1.2",
  "Sejda PDF Desktop 7.6.3",
  "PDF-XChange Editor 9.5",
  "iLovePDF"
]

/** The edits made before rendering (the cell drawn differently); the others are made to the rendered bytes. */
export const tamperStatement = (statement: PrintedStatement, tamper: PdfTamper, seed: number): PrintedStatement => {
  if (tamper !== "other-font-cell" && tamper !== "white-box-amount") return statement
  const rand = seeded(seed)
  const [account, ...others] = statement.accounts
  if (account === undefined) return statement
  const txRows = account.rows.map((r, i) => [r, i] as const).filter(([r]) => r.kind === "transaction")
  const [row, at] = txRows[1 + Math.floor(rand() * (txRows.length - 2))] ?? [undefined, -1]
  if (row === undefined) return statement
  const value = row.out !== "" ? row.out : row.in
  const other = value.replace(/[1-8]/, (d) => String(Number(d) + 1))
  const edit: PrintedRow["edit"] = tamper === "other-font-cell"
    ? { kind: "other-font" }
    : { kind: "overdrawn", amount: other === value ? value.replace("0", "1") : other }
  const rows = account.rows.map((r, i) => i === at ? { ...r, edit } : r)
  return { ...statement, accounts: [{ ...account, rows }, ...others] }
}

/** A PDF date (`D:YYYYMMDDHHmmSS`) some days after `date`. */
const pdfDate = (date: Date) => `D:${date.toISOString().replace(/[-:T]/g, "").slice(0, 14)}Z`

/** The offset the file's last `startxref` points to: the cross-reference an appended update chains to. */
const lastXref = (bytes: Uint8Array): number => {
  const tail = new TextDecoder("latin1").decode(bytes.subarray(Math.max(0, bytes.length - 1024)))
  const m = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail)
  if (m === null) throw new Error("no startxref at the end of the file")
  return Number(m[1])
}

/**
 * Appends an update by hand (pdf-lib cannot save incrementally): a new Info dictionary with a later
 * modification date, its cross-reference section and a trailer whose `/Prev` chains to the original.
 */
const appendUpdate = async (bytes: Uint8Array, days: number): Promise<Uint8Array> => {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false })
  const { Root, Info } = doc.context.trailerInfo
  if (!(Root instanceof PDFRef)) throw new Error("no document catalog")
  const old = Info instanceof PDFRef ? doc.context.lookupMaybe(Info, PDFDict) : undefined
  const info = old?.clone() ?? doc.context.obj({})
  const created = doc.getCreationDate() ?? new Date(Date.UTC(2024, 0, 1))
  info.set(PDFName.of("ModDate"), PDFString.of(pdfDate(new Date(created.getTime() + days * 86_400_000))))
  const xref = lastXref(bytes)
  // the last section's /Size counts object and cross-reference streams, which pdf-lib does not keep
  const size = /\/Size\s+(\d+)/.exec(new TextDecoder("latin1").decode(bytes.subarray(xref)))
  const number = Math.max(doc.context.largestObjectNumber + 1, Number(size?.[1] ?? 0))
  const start = bytes.length + 1
  const object = `${number} 0 obj\n${info.toString()}\nendobj\n`
  const xrefAt = start + object.length
  const update = `\n${object}xref\n0 1\n0000000000 65535 f \n${number} 1\n${
    String(start).padStart(10, "0")
  } 00000 n \ntrailer\n<< /Size ${
    number + 1
  } /Root ${Root.toString()} /Info ${number} 0 R /Prev ${xref} >>\nstartxref\n${xrefAt}\n%%EOF\n`
  const out = new Uint8Array(bytes.length + update.length)
  out.set(bytes)
  out.set(new TextEncoder().encode(update), bytes.length)
  return out
}

/** The edits made to the rendered file: the Producer of an editor, or an appended update. */
export const tamperBytes = async (bytes: Uint8Array, tamper: PdfTamper, seed: number): Promise<Uint8Array> => {
  if (tamper === "incremental-update") return appendUpdate(bytes, 1 + (seed % 5))
  if (tamper !== "editor-producer") return bytes
  const doc = await PDFDocument.load(bytes, { updateMetadata: false })
  doc.setProducer(EDITORS[seed % EDITORS.length] ?? "iLovePDF")
  return doc.save({ useObjectStreams: false, updateFieldAppearances: false })
}
