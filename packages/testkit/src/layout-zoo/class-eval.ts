import { classWords, type StreamClass, streamClasses } from "./class-streams.js"
import { generatePersonaFile, type PersonaFile, type PlantedStream } from "./persona.js"
import { type FoundStream, intakeOptionsFor, streamsOf } from "./streams-eval.js"

/**
 * The stream-class evaluation: persona statements each carrying three class streams (the classes
 * taken in turn, so every class is planted as often), measured with the issue's rule. The
 * evaluation set's seeds are fixed and never tuned on; the tuning set's seeds are other ones.
 */
export const classSets = {
  evaluation: { firstSeed: 1, count: 60 },
  tuning: { firstSeed: 50_001, count: 60 }
} as const

/** One of the two sets of class personas. */
export type ClassSet = keyof typeof classSets

/** The class personas of a set (`count` overrides its size). */
export const classPersonaFiles = (set: ClassSet, count?: number): ReadonlyArray<PersonaFile> => {
  const { firstSeed, count: n } = classSets[set]
  return Array.from({ length: count ?? n }, (_, i) => {
    const seed = firstSeed + i
    const classes = [0, 1, 2].map((k) => streamClasses[(i * 3 + k) % streamClasses.length] as StreamClass)
    return generatePersonaFile({ seed, slice: "tuning", classes })
  })
}

const legalForms = new Set(classWords("legal-form"))

const wordsOf = (text: string): ReadonlyArray<string> =>
  text.normalize("NFD").replace(/\p{M}+/gu, "").toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 1)

/** Two words are one when equal, or when one of three or more letters begins the other (Glovo, Glovoapp23). */
const sameWord = (a: string, b: string): boolean =>
  a === b || (a.length >= 3 && b.startsWith(a)) || (b.length >= 3 && a.startsWith(b))

/** The issue's "matched by name": the name holds a word of the party's own name (not its legal form). */
export const namesParty = (name: string, party: string): boolean => {
  const said = wordsOf(name)
  return wordsOf(party).some((w) => !legalForms.has(w) && said.some((s) => sameWord(s, w)))
}

/** A name a person would give the party: it names the party and holds none of the holder's words. */
export const namedRight = (name: string, party: string, holder: string): boolean => {
  const holderWords = new Set(wordsOf(holder))
  return namesParty(name, party) && !wordsOf(name).some((s) => holderWords.has(s))
}

const median = (xs: ReadonlyArray<number>): number => {
  const s = [...xs].sort((a, b) => a - b)
  const mid = s.length >> 1
  return s.length % 2 === 1 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2
}

const dayOf = (iso: string): number => Date.parse(`${iso}T00:00:00Z`) / 86_400_000

const kindWanted: Readonly<Record<string, string>> = {
  salary: "salary",
  pension: "pension",
  benefit: "benefits",
  gig: "gig",
  weekly: "weekly",
  biweekly: "biweekly",
  "four-weekly": "four_weekly",
  monthly: "monthly",
  bimonthly: "bimonthly",
  quarterly: "quarterly"
}

/** How one planted stream came out under the issue's rule. */
export interface ClassOutcome {
  readonly stream: PlantedStream
  readonly found: boolean
  /** Income: the kind; commitments: the cadence. */
  readonly rightKind: boolean
  /** Found under a name a person would give it; undefined for a stream the file names no one for. */
  readonly named: boolean | undefined
  /** A stream that should not be income came out as an income stream. */
  readonly invented: boolean
  readonly near: ReadonlyArray<FoundStream>
}

/**
 * The issue's rule: same direction, amount within 15%, at least 70% of the payments, and matched
 * by name or by first and last payment within 5 days.
 */
export const matchByIssueRule = (
  stream: PlantedStream,
  found: ReadonlyArray<FoundStream>,
  holder: string
): ClassOutcome => {
  const target = median(stream.amounts.map((a) => Math.abs(Number(a))))
  const near = found.filter((o) =>
    o.direction === stream.direction && Math.abs(o.amount - target) <= 0.15 * target &&
    o.first <= stream.lastDate && o.last >= stream.firstDate
  )
  const whole = near.filter((o) =>
    o.payments >= 0.7 * stream.amounts.length &&
    ((stream.party !== "" && namesParty(o.name, stream.party)) ||
      (Math.abs(dayOf(o.first) - dayOf(stream.firstDate)) <= 5 &&
        Math.abs(dayOf(o.last) - dayOf(stream.lastDate)) <= 5))
  )
  const want = stream.direction === "in" ? kindWanted[stream.kind] : kindWanted[stream.cadence]
  const best = whole.find((o) => o.label === want) ?? whole[0]
  return {
    stream,
    found: stream.absent !== true && best !== undefined,
    rightKind: stream.absent !== true && best?.label === want,
    named: stream.party === "" || best === undefined ? undefined : namedRight(best.name, stream.party, holder),
    invented: stream.absent === true && stream.direction === "in" && whole.length > 0,
    near
  }
}

/** Every planted stream of a class persona, matched. */
export const classOutcomes = (file: PersonaFile): ReadonlyArray<ClassOutcome> => {
  const found = streamsOf(file, intakeOptionsFor(file)) ?? []
  return file.streams.map((s) => matchByIssueRule(s, found, file.holder))
}

/** Found, right kind and named counts of some outcomes. */
export interface ClassRate {
  readonly n: number
  readonly found: number
  readonly rightKind: number
  readonly namedOf: number
  readonly named: number
  readonly invented: number
}

export const rateOf = (xs: ReadonlyArray<ClassOutcome>): ClassRate => ({
  n: xs.filter((x) => x.stream.absent !== true).length,
  found: xs.filter((x) => x.found).length,
  rightKind: xs.filter((x) => x.rightKind).length,
  namedOf: xs.filter((x) => x.named !== undefined).length,
  named: xs.filter((x) => x.named === true).length,
  invented: xs.filter((x) => x.invented).length
})

/** The figures of a set: all streams, income, commitments and each class. */
export const classFigures = (files: ReadonlyArray<PersonaFile>) => {
  const all = files.flatMap((f) => classOutcomes(f))
  return {
    all,
    income: rateOf(all.filter((o) => o.stream.direction === "in")),
    commitments: rateOf(all.filter((o) => o.stream.direction === "out")),
    byClass: Object.fromEntries(streamClasses.map((c) => [c, rateOf(all.filter((o) => o.stream.cls === c))])),
    unclassed: rateOf(all.filter((o) => o.stream.cls === undefined))
  }
}

const pct = (part: number, n: number): string => (n === 0 ? "    -" : `${((100 * part) / n).toFixed(1)}%`.padStart(6))

/** One printable line of a rate. */
export const rateLine = (label: string, r: ClassRate): string =>
  `  ${label.padEnd(18)} found ${String(r.found).padStart(3)}/${String(r.n).padEnd(3)} ${pct(r.found, r.n)}  kind ${
    pct(r.rightKind, r.n)
  }  named ${String(r.named).padStart(3)}/${String(r.namedOf).padEnd(3)} ${pct(r.named, r.namedOf)}${
    r.invented > 0 ? `  invented ${r.invented}` : ""
  }`
