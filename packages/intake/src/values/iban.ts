/**
 * IBANs written anywhere in a text (a title line, a file name), in upper or lower case, grouped by spaces
 * or not: only those whose check digits hold (ISO 13616 mod 97), so a reference of the same shape is none.
 */

const CANDIDATE = /(?:^|[^A-Za-z0-9])([A-Za-z]{2}\d{2}(?: ?[A-Za-z0-9]){11,30})/g
const MIN = 15

/** True when the compact upper-case text's check digits hold. */
export const ibanChecks = (iban: string): boolean => {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false
  const moved = iban.slice(4) + iban.slice(0, 4)
  let rest = 0
  for (let i = 0; i < moved.length; i++) {
    const c = moved.charCodeAt(i)
    const value = c >= 65 ? c - 55 : c - 48
    rest = value >= 10 ? (rest * 100 + value) % 97 : (rest * 10 + value) % 97
  }
  return rest === 1
}

/** The first valid IBAN in a text, compact and in capitals; a run of letters after it may be a word glued on. */
export const ibanIn = (text: string): string | undefined => {
  for (const m of text.matchAll(CANDIDATE)) {
    const compact = (m[1] ?? "").replace(/ /g, "").toUpperCase()
    for (let end = compact.length; end >= MIN; end--) {
      const iban = compact.slice(0, end)
      if (ibanChecks(iban)) return iban
    }
  }
  return undefined
}
