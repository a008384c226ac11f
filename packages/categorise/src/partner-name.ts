/** Legal forms written as their owners write them; the rest are written in capitals (AB, OY, SIA …). */
const FORM_CASE: Readonly<Record<string, string>> = {
  gmbh: "GmbH",
  mbh: "mbH",
  ltd: "Ltd",
  limited: "Limited",
  inc: "Inc",
  corp: "Corp",
  company: "Company",
  co: "Co",
  sarl: "SARL",
  spa: "SpA",
  srl: "Srl",
  zoo: "z o.o.",
  sp: "Sp.",
  publ: "(publ)",
  group: "Group",
  holdings: "Holdings"
}

/** A partner's display name from its words (lower case): each word capitalised, legal forms as their owners write them. */
export const partnerName = (words: ReadonlyArray<string>): string | null => {
  const shown = words.filter((w) => w !== "").map((w) => {
    const form = FORM_CASE[w]
    if (form !== undefined) return form
    return w.length <= 3 && !/[aeiouy]/.test(w) ? w.toUpperCase() : w.charAt(0).toUpperCase() + w.slice(1)
  })
  return shown.length === 0 ? null : shown.join(" ")
}
