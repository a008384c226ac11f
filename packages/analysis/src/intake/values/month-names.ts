const entries: ReadonlyArray<readonly [string, number]> = [
  // English
  ["jan", 1],
  ["feb", 2],
  ["mar", 3],
  ["apr", 4],
  ["may", 5],
  ["jun", 6],
  ["jul", 7],
  ["aug", 8],
  ["sep", 9],
  ["oct", 10],
  ["nov", 11],
  ["dec", 12],
  // German / Dutch
  ["mrz", 3],
  ["mai", 5],
  ["okt", 10],
  ["dez", 12],
  ["mrt", 3],
  ["mei", 5],
  ["juni", 6],
  ["juli", 7],
  // French
  ["janv", 1],
  ["fev", 2],
  ["fevr", 2],
  ["avr", 4],
  ["juin", 6],
  ["juil", 7],
  ["aou", 8],
  ["sept", 9],
  // Spanish / Italian
  ["ene", 1],
  ["abr", 4],
  ["ago", 8],
  ["dic", 12],
  ["gen", 1],
  ["mag", 5],
  ["giu", 6],
  ["lug", 7],
  ["set", 9],
  ["ott", 10],
  // Polish
  ["sty", 1],
  ["lut", 2],
  ["kwi", 4],
  ["maj", 5],
  ["cze", 6],
  ["lip", 7],
  ["sie", 8],
  ["wrz", 9],
  ["paz", 10],
  ["lis", 11],
  ["gru", 12],
  // Danish / Norwegian, Portuguese, Romanian, Slovenian, Hungarian
  ["des", 12],
  ["out", 10],
  ["ian", 1],
  ["iun", 6],
  ["iul", 7],
  ["noi", 11],
  ["avg", 8],
  ["szep", 9],
  // Estonian
  ["jaan", 1],
  ["veeb", 2],
  ["juun", 6],
  ["juul", 7],
  ["dets", 12],
  // Lithuanian
  ["sau", 1],
  ["vas", 2],
  ["kov", 3],
  ["bal", 4],
  ["geg", 5],
  ["bir", 6],
  ["lie", 7],
  ["rgp", 8],
  ["rgs", 9],
  ["rugp", 8],
  ["rugs", 9],
  ["spa", 10],
  ["lap", 11],
  // Czech ("srp", "list": Croatian names other months so, left unread; srpen, červen and červenec below)
  ["led", 1],
  ["uno", 2],
  ["bre", 3],
  ["dub", 4],
  ["kve", 5],
  ["cvn", 6],
  ["cvc", 7],
  ["zar", 9],
  ["rij", 10],
  ["pro", 12],
  // Croatian (its abbreviations "lip." and "lis." read as Polish, the likelier bank export; full names below)
  ["sij", 1],
  ["vel", 2],
  ["ozu", 3],
  ["tra", 4],
  ["svi", 5],
  ["kol", 8],
  ["ruj", 9],
  ["stu", 11],
  ["lipa", 6],
  ["lipn", 6],
  ["srpa", 7],
  ["list", 0],
  // Czech full names whose first letters Croatian shares
  ["srpe", 8],
  ["cerven", 6],
  ["cervna", 6],
  ["cervenec", 7],
  ["cervence", 7],
  // Finnish
  ["tamm", 1],
  ["helm", 2],
  ["maal", 3],
  ["huht", 4],
  ["touk", 5],
  ["kesa", 6],
  ["hein", 7],
  ["elo", 8],
  ["syys", 9],
  ["loka", 10],
  ["marr", 11],
  ["joul", 12],
  // Greek
  ["ιαν", 1],
  ["φεβ", 2],
  ["μαρ", 3],
  ["απρ", 4],
  ["μαι", 5],
  ["ιουν", 6],
  ["ιουλ", 7],
  ["αυγ", 8],
  ["σεπ", 9],
  ["οκτ", 10],
  ["νοε", 11],
  ["δεκ", 12]
]

/** Month by name or prefix; 0 marks a name languages disagree on, left unread. */
const byPrefix = new Map<string, number>(entries)

/** Strips accents and lowercases, for matching month names and header names. */
export const fold = (s: string): string =>
  s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/ł/g, "l").replace(/ß/g, "ss").replace(/ø/g, "o")
    .replace(/æ/g, "ae")
    .replace(/đ/g, "d")

/** The month number (1–12) of an abbreviated or full month name in the supported languages. */
export const monthFromName = (name: string): number | undefined => {
  const f = fold(name).replace(/\.$/, "")
  if (f.length < 3) return undefined
  const month = byPrefix.get(f) ?? byPrefix.get(f.slice(0, 4)) ?? byPrefix.get(f.slice(0, 3))
  return month === 0 ? undefined : month
}
