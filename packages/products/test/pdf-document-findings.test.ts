import type { DocumentEvidence } from "@statement-engine/intake"
import { describe, expect, it } from "vitest"
import { documentFindings, pdfDateMillis } from "../src/pdf-document-findings.js"

const plain: DocumentEvidence = {
  producer: "Northbank document service 4.2",
  creator: "Northbank statements",
  created: "D:20240301080000+01'00'",
  modified: "D:20240301080000+01'00'",
  incremental_updates: 0,
  signed: false,
  overlapping_text: [],
  odd_font_cells: []
}
const codes = (evidence: Partial<DocumentEvidence>) =>
  documentFindings({ ...plain, ...evidence }).map((f) => `${f.code}:${f.severity}`)

describe("what a PDF shows of its own making", () => {
  it("finds nothing in a statement saved once by its bank's generator", () => {
    expect(codes({})).toEqual([])
  })

  it("names an editing tool in the Producer or the Creator, and a re-saving tool as information", () => {
    expect(codes({ producer: "Adobe Acrobat Pro (64-bit) 24.1.20643" })).toEqual(["PDF_EDITOR_PRODUCER:warning"])
    expect(codes({ creator: "Microsoft® Word for Microsoft 365" })).toEqual(["PDF_EDITOR_PRODUCER:warning"])
    expect(codes({ producer: "Nitro Pro 13" })).toEqual(["PDF_EDITOR_PRODUCER:warning"])
    expect(codes({ producer: "macOS Version 14.2 (Build 23C64) Quartz PDFContext" })).toEqual(["PDF_RESAVED:info"])
    // a bank's generators: a distiller, a reporting library, a browser's printer
    for (
      const producer of ["Acrobat Distiller 10.1.8 (Windows)", "iText 7.2.5", "Skia/PDF m120", "GPL Ghostscript 9.55"]
    ) {
      expect(codes({ producer })).toEqual([])
    }
  })

  it("reads PDF dates with their offsets: a later modification is information, the same minute is not", () => {
    expect(pdfDateMillis("D:20240301080000+01'00'")).toBe(Date.UTC(2024, 2, 1, 7, 0, 0))
    expect(pdfDateMillis("D:20240301080000Z")).toBe(Date.UTC(2024, 2, 1, 8, 0, 0))
    expect(codes({ modified: "D:20240301080030+01'00'" })).toEqual([])
    expect(codes({ modified: "D:20240305101500+01'00'" })).toEqual(["PDF_MODIFIED_AFTER_CREATION:info"])
    // the same instant written in another zone is no modification
    expect(codes({ modified: "D:20240301070000Z" })).toEqual([])
  })

  it("counts appended updates as a warning, as information when they hold a digital signature", () => {
    expect(codes({ incremental_updates: 1 })).toEqual(["PDF_INCREMENTAL_UPDATE:warning"])
    expect(codes({ incremental_updates: 1, signed: true })).toEqual(["PDF_INCREMENTAL_UPDATE:info"])
  })

  it("gives the page and line of text drawn over text and of a cell in another font", () => {
    const found = documentFindings({
      ...plain,
      overlapping_text: [{ page: 2, line: 14, document_line: 71, text: "1,284.50", covers: "1,234.50" }],
      odd_font_cells: [{ page: 3, line: 9, document_line: 120, text: "56.10", column_cells: 24 }]
    })
    expect(found.map((f) => [f.code, f.lines])).toEqual([["PDF_TEXT_OVERLAP", [71]], ["PDF_FONT_MISMATCH", [120]]])
    expect(found[0]?.detail).toContain(`page 2 line 14: "1,284.50" over "1,234.50"`)
    expect(found[1]?.detail).toContain(`page 3 line 9: "56.10"`)
  })
})
