/**
 * Writes the `words` table of `src/values/month-names.json`: per language, the words a bank's
 * description may write for each month, as ICU (`Intl.DateTimeFormat`, the CLDR data Node carries)
 * names them in every form (standalone and in a date, long and short) and the first three letters
 * of the long names; folded (`foldText`), without a final full stop, those holding a digit left
 * out. The stream keys drop these words from payees' names. Generated once, so that what the
 * analysis drops does not change with the Node that runs it; `test/month-words.test.ts` checks the
 * table still covers what ICU gives. `npx tsx packages/intake/scripts/build-month-words.ts`
 */
import { readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { foldText } from "../src/values/fold.js"

/** Languages whose month names and abbreviations a description may carry. */
const LANGUAGES = [
  "en",
  "de",
  "fr",
  "es",
  "it",
  "nl",
  "pt",
  "pl",
  "lt",
  "lv",
  "et",
  "fi",
  "sv",
  "da",
  "nb",
  "cs",
  "sk",
  "hu",
  "ro",
  "sl",
  "hr",
  "el",
  "ga"
]

const FORMS: ReadonlyArray<Intl.DateTimeFormatOptions> = [
  { month: "long" },
  { month: "short" },
  { day: "numeric", month: "long" },
  { day: "numeric", month: "short" }
]

/** The twelve months' words in one language, January first. */
const monthWordsOf = (language: string): Array<Array<string>> => {
  const months = Array.from({ length: 12 }, () => new Set<string>())
  for (const form of FORMS) {
    const format = new Intl.DateTimeFormat(language, { ...form, timeZone: "UTC" })
    months.forEach((words, m) => {
      const name = format.formatToParts(new Date(Date.UTC(2020, m, 15))).find((p) => p.type === "month")?.value ?? ""
      const folded = foldText(name).replace(/\.$/, "")
      if (folded === "" || /\d/.test(folded)) return
      words.add(folded)
      if (form.month === "long" && folded.length > 3) words.add(folded.slice(0, 3))
    })
  }
  return months.map((words) => [...words])
}

const file = join(import.meta.dirname, "..", "src", "values", "month-names.json")
const table = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>
const words: Record<string, unknown> = {
  _: "Words a description may write for a month, per language, January first: ICU's names in every form and the long names' first three letters, folded, without a final full stop (scripts/build-month-words.ts). Read whole only."
}
for (const language of LANGUAGES) words[language] = monthWordsOf(language)
const text = JSON.stringify({ ...table, words }, null, 1)
  // one month's forms on one line, as the rest of the file writes them
  .replace(/\[\n\s+("[^"\n]*"(?:,\n\s+"[^"\n]*")*)\n\s+\]/g, (_, list: string) => `[${list.replace(/,\n\s+/g, ", ")}]`)
writeFileSync(file, `${text}\n`)
