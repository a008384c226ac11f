/**
 * The one fold of text for matching, used by intake (header and month names), the categoriser
 * (description tokens, its data tables) and the stream keys: decomposed accents removed, lower
 * case, ß as ss, ł as l, ø as o. Plain ASCII text, most of every statement, is only lower-cased.
 */
export const foldText = (s: string): string =>
  NON_ASCII.test(s)
    ? s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/ß/g, "ss").replace(/ł/g, "l").replace(/ø/g, "o")
    : s.toLowerCase()

const NON_ASCII = /[\u0080-\uffff]/

/** `foldText` of one ASCII character's code, for scanners that fold as they read. */
export const foldCode = (c: number): number => (c >= 65 && c <= 90 ? c + 32 : c)

/**
 * `foldText` with æ as ae and đ as d, for header and month names a file may write either way. The
 * categoriser's tables are folded without these two, so its fold stays `foldText`.
 */
export const fold = (s: string): string =>
  NON_ASCII.test(s) ? foldText(s).replace(/æ/g, "ae").replace(/đ/g, "d") : s.toLowerCase()
