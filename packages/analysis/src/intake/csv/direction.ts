import { fold } from "../values/month-names.js"

const DEBIT = new Set([
  "d",
  "dr",
  "debit",
  "debet",
  "af",
  "s",
  "soll",
  "-",
  "o",
  "out",
  "uit",
  "w",
  "obciazenie",
  "debetas",
  "cargo",
  "dare",
  "debito",
  "withdrawal",
  "belastung",
  "outflow",
  "kiadas",
  "ausgang",
  "ausgehend",
  "debe",
  "deebet",
  "debets",
  "winien",
  "veloitus",
  "terheles",
  "χρεωση",
  "duguje"
])
const CREDIT = new Set([
  "c",
  "cr",
  "credit",
  "bij",
  "h",
  "haben",
  "+",
  "i",
  "in",
  "k",
  "kreditas",
  "u",
  "uznanie",
  "abono",
  "avere",
  "a",
  "credito",
  "deposit",
  "gutschrift",
  "inflow",
  "bevetel",
  "eingang",
  "eingehend",
  "haber",
  "kreedit",
  "kredit",
  "kredits",
  "kredito",
  "ma",
  "hyvitys",
  "jovairas",
  "πιστωση",
  "potrazuje"
])

/** The direction a debit/credit indicator cell names: -1 money out, 1 money in, undefined unknown. */
export const directionOf = (cell: string): -1 | 1 | undefined => {
  const f = fold(cell.trim()).replace(/\.$/, "")
  if (DEBIT.has(f)) return -1
  if (CREDIT.has(f)) return 1
  return undefined
}
