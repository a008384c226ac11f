import { looksLikeEsis } from "./esis/esis-file.js"

/** Formats that are recognisable from a file's first characters. */
export type SniffedFormat = "ofx" | "camt" | "xml" | "mt940" | "json" | "esis" | "csv"

/** Guesses a statement format from the start of its text. */
export const sniffFormat = (text: string): SniffedFormat => {
  const head = text.slice(0, 2048).trimStart()
  if (/^OFXHEADER|<OFX>/i.test(head) || /<OFX>/i.test(head)) return "ofx"
  if (head.startsWith("<")) return /camt\.05[234]|BkToCstmr/.test(head) ? "camt" : "xml"
  if (
    /^(\{1:|:20:|:940:)/.test(head) || /^\s*:20:/m.test(head.slice(0, 400)) ||
    (/^:61:/m.test(head) && /^:(25|28C?|60[FM]):/m.test(head)) ||
    // a fragment: statement lines without a statement header
    (/^:\d{2}[A-Z]?:/.test(head) && (/^:61:\d{6}/m.test(head) || (head.match(/^:6[0-2][FM]?:/gm) ?? []).length >= 2))
  ) return "mt940"
  if (head.startsWith("{") || head.startsWith("[")) return "json"
  if (looksLikeEsis(head)) return "esis"
  return "csv"
}
