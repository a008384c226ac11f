/** The formats this engine reads, for refusals that name what to send instead. */
export const READ_FORMATS =
  "CSV, PDF (with its text), OFX/QFX/QBO, camt.052/053/054 (XML), MT940/MT942, LITAS-ESIS or PSD2 JSON"

const startsWith = (bytes: Uint8Array, ...sig: ReadonlyArray<number>): boolean => sig.every((b, i) => bytes[i] === b)

const holds = (bytes: Uint8Array, ascii: string): boolean => {
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 64 * 1024))
  return head.includes(ascii)
}

/**
 * What a file that is not a text statement is, from its first bytes: a PDF, a spreadsheet, an
 * archive, an image, or empty; undefined for anything else (read as text).
 */
export const nonStatementKind = (bytes: Uint8Array): string | undefined => {
  if (bytes.length === 0 || bytes.every((b) => b === 0x20 || b === 0x09 || b === 0x0a || b === 0x0d || b === 0)) {
    return "empty"
  }
  if (startsWith(bytes, 0x25, 0x50, 0x44, 0x46)) return "a PDF document"
  if (startsWith(bytes, 0x50, 0x4b, 0x03, 0x04) || startsWith(bytes, 0x50, 0x4b, 0x05, 0x06)) {
    if (holds(bytes, "xl/") || holds(bytes, "spreadsheetml")) return "an Excel spreadsheet (.xlsx)"
    if (holds(bytes, "opendocument.spreadsheet")) return "an OpenDocument spreadsheet (.ods)"
    return "a ZIP archive"
  }
  if (startsWith(bytes, 0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)) return "an Excel 97–2003 spreadsheet (.xls)"
  if (startsWith(bytes, 0x1f, 0x8b)) return "a gzip archive"
  if (startsWith(bytes, 0x52, 0x61, 0x72, 0x21)) return "a RAR archive"
  if (startsWith(bytes, 0x37, 0x7a, 0xbc, 0xaf)) return "a 7-Zip archive"
  if (startsWith(bytes, 0x89, 0x50, 0x4e, 0x47) || startsWith(bytes, 0xff, 0xd8, 0xff)) return "an image"
  return undefined
}
