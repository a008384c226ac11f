/**
 * Crafted statements of about 56 KB for the abuse check: the shapes issue 29 probed with, and others
 * a quadratic or recursive reader would choke on. Written here from the formats' syntax, not taken
 * from the readers' tests.
 */
const SIZE = 56 * 1024

const xmlHead = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt><Stmt>`
const sgmlHead = "OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nSECURITY:NONE\nENCODING:USASCII\n\n<OFX><BANKMSGSRSV1>"

/** `unit` repeated until the file is about `SIZE` bytes, between `head` and `tail`. */
const fill = (head: string, unit: string, tail = ""): string =>
  head + unit.repeat(Math.max(1, Math.floor((SIZE - head.length - tail.length) / unit.length))) + tail

/** Opening tags then as many closing tags of another name: every close matches nothing open. */
const unbalanced = (head: string, open: string, close: string): string => {
  const pairs = Math.floor((SIZE - head.length) / (open.length + close.length))
  return head + open.repeat(pairs) + close.repeat(pairs)
}

/** Each crafted file: a name whose extension says the format, and its text. */
export const craftedFiles: ReadonlyArray<{ readonly name: string; readonly text: string }> = [
  // issue 29's probe: `<a>`×8000 then `</b>`×8000 in a camt document
  { name: "unbalanced.xml", text: `${xmlHead}${"<a>".repeat(8000)}${"</b>".repeat(8000)}` },
  { name: "unbalanced-entries.xml", text: unbalanced(xmlHead, "<Ntry>", "</Amt>") },
  { name: "nested.xml", text: fill(xmlHead, "<Ntry><NtryDtls>") },
  { name: "nested-deep.xml", text: fill(xmlHead, "<a>") },
  { name: "comments.xml", text: fill(xmlHead, "<!--") },
  { name: "attribute.xml", text: fill(`${xmlHead}<Amt Ccy="`, "E", `">1</Amt>`) },
  { name: "unclosed.ofx", text: fill(sgmlHead, "<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20240105<TRNAMT>-1.00\n") },
  { name: "aggregates.ofx", text: fill(sgmlHead, "<STMTRS><BANKTRANLIST>") },
  { name: "unbalanced.ofx", text: unbalanced(sgmlHead, "<STMTTRN>", "</BANKACCTFROM>") },
  { name: "brackets.ofx", text: fill(sgmlHead, "<") }
]
