import { Schema } from "effect"
import data from "./month-names.json" with { type: "json" }

import { fold } from "./fold.js"

// the fold of header and month names, imported from here by the rest of intake
export { fold } from "./fold.js"

/** One written form of a month in one language: read whole, or from any beginning at least `least` letters long. */
interface MonthForm {
  readonly language: string
  readonly month: number
  readonly text: string
  /** The shortest beginning of `text` that names the month; `text.length` when only the whole form does. */
  readonly least: number
}

const MonthTable = Schema.Record({
  key: Schema.String,
  value: Schema.Union(Schema.String, Schema.Array(Schema.Array(Schema.String)))
})

let languages: ReadonlySet<string> | undefined

/** The languages whose month names are read. */
export const monthLanguages = (): ReadonlySet<string> => {
  if (languages === undefined) load()
  return languages ?? new Set()
}

/** Forms by their first three letters (every form has at least three), for a lookup that looks at a few. */
let index: ReadonlyMap<string, ReadonlyArray<MonthForm>> | undefined

const load = (): ReadonlyMap<string, ReadonlyArray<MonthForm>> => {
  if (index !== undefined) return index
  const { words: _, ...forms } = data
  const table = Schema.decodeUnknownSync(MonthTable)(forms)
  const byStart = new Map<string, Array<MonthForm>>()
  for (const [language, months] of Object.entries(table)) {
    if (typeof months === "string") continue
    months.forEach((forms, i) => {
      for (const written of forms) {
        const [head = "", tail = ""] = written.split("|").map(fold)
        // a form without "|" is all head: only the whole of it names the month
        const form = { language, month: i + 1, text: head + tail, least: head.length }
        const key = form.text.slice(0, 3)
        byStart.set(key, [...(byStart.get(key) ?? []), form])
      }
    })
  }
  index = byStart
  languages = new Set(Object.keys(table).filter((k) => k !== "_"))
  return byStart
}

let descriptionWords: ReadonlySet<string> | undefined

/**
 * The words a description may write for a month in any language (the file's `words` table, from
 * ICU's names): folded, matched whole. Payees' names leave them out.
 */
export const monthWords = (): ReadonlySet<string> => {
  if (descriptionWords === undefined) {
    const table = Schema.decodeUnknownSync(MonthTable)(data.words)
    const out = new Set<string>()
    for (const months of Object.values(table)) {
      if (typeof months !== "string") { for (const words of months) for (const word of words) out.add(word) }
    }
    descriptionWords = out
  }
  return descriptionWords
}

/** True when `token` (folded) names the form: the whole form, or a beginning of it at least its shortest. */
const names = (form: MonthForm, token: string): boolean =>
  token.length >= form.least && token.length <= form.text.length && form.text.startsWith(token)

/** A month name as a token to look up: folded, without its full stop; undefined when shorter than three letters. */
const tokenOf = (name: string): string | undefined => {
  const token = fold(name).replace(/\.$/, "")
  return token.length < 3 ? undefined : token
}

/**
 * The month each language reads a name as (`lip` → pl 7, hr 6), languages whose forms name two
 * months for it left out. Empty when no language knows the name.
 */
export const monthsByLanguage = (name: string): ReadonlyMap<string, number> => {
  const token = tokenOf(name)
  const out = new Map<string, number>()
  if (token === undefined) return out
  const twice = new Set<string>()
  for (const form of load().get(token.slice(0, 3)) ?? []) {
    if (!names(form, token)) continue
    const month = out.get(form.language)
    if (month !== undefined && month !== form.month) twice.add(form.language)
    out.set(form.language, form.month)
  }
  for (const language of twice) out.delete(language)
  return out
}

/**
 * The month (1–12) of an abbreviated or full month name: the one every language reading it agrees
 * on, among `languages` when given. Undefined when none reads it or they disagree (`lis` is
 * November in Czech and Polish, October in Croatian).
 */
export const monthFromName = (name: string, languages?: ReadonlySet<string>): number | undefined => {
  let month: number | undefined
  for (const [language, m] of monthsByLanguage(name)) {
    if (languages !== undefined && !languages.has(language)) continue
    if (month !== undefined && month !== m) return undefined
    month = m
  }
  return month
}

/** True when some language reads the name as a month. */
export const isMonthName = (name: string): boolean => monthsByLanguage(name).size > 0

/**
 * How a column's month names read: the languages that read every one of them, grouped by the
 * months they give the names they disagree on. One group: the names read so; several: the column
 * needs the language. `within` keeps only those languages when some of them read every name.
 */
export const monthReadings = (
  names: ReadonlyArray<string>,
  within?: ReadonlySet<string>
): ReadonlyArray<ReadonlySet<string>> => {
  const readings = names.map(monthsByLanguage)
  let languages: Array<string> | undefined
  for (const r of readings) {
    languages = languages === undefined ? [...r.keys()] : languages.filter((l) => r.has(l))
  }
  if (languages === undefined || languages.length === 0) return []
  const kept = within === undefined ? languages : languages.filter((l) => within.has(l))
  const groups = new Map<string, Set<string>>()
  for (const language of kept.length > 0 ? kept : languages) {
    const key = readings.map((r) => r.get(language)).join(",")
    groups.set(key, (groups.get(key) ?? new Set()).add(language))
  }
  return [...groups.values()]
}
