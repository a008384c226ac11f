import { Schema } from "effect"
import { fold } from "../values/month-names.js"
import { isBankWord } from "./bank-words.js"
import countryPagesData from "./country-code-pages.json" with { type: "json" }
import { encodingLibraries as lib } from "./encoding-libraries.js"
import { judgeWord, languagesOf, lettersOrStatementSymbols, readsAsWords, wordsBeyondAscii } from "./plausible-words.js"

/** A legacy encoding chosen for a file that is not UTF-8, and the evidence, in words. */
export interface LegacyChoice {
  readonly encoding: string
  readonly how: string
}

/** Why no legacy encoding could be chosen: the candidates that give different text. */
export interface LegacyUndecided {
  readonly candidates: ReadonlyArray<string>
  /**
   * The candidates that read the bytes as words, most plausible first (by every word of the sample,
   * rows included), with that evidence in words: what the caller takes when every one of them reads
   * the same numbers. Empty when no code page reads the words as words.
   */
  readonly ranked?: ReadonlyArray<RankedReading>
}

/** A code page that reads the file's words as words, and how plausible its words are. */
export interface RankedReading {
  readonly encoding: string
  /** Words it reads differently from the others that a language's common words attest, less twice those against. */
  readonly score: number
  readonly how: string
}

/** The single-byte code pages banks still export (WHATWG labels), in the order a tie prefers them. */
const SINGLE_BYTE = [
  "windows-1252",
  "windows-1250",
  "windows-1257",
  "iso-8859-2",
  "iso-8859-15",
  "iso-8859-13",
  "windows-1253",
  "iso-8859-7"
] as const
/** DOS code pages, tried only when no Windows or ISO code page reads the bytes as text (they read every byte as something). */
const DOS = ["cp852", "cp850"] as const
/** Multi-byte encodings trusted only when the detector is sure and the bytes decode without error. */
const MULTI_BYTE = new Set(["EUC-JP", "Shift_JIS", "EUC-KR", "GB18030", "Big5"])
/** chardet's names of the single-byte code pages, as WHATWG labels (TextDecoder reads ISO-8859-1 as windows-1252). */
const LABEL: Readonly<Record<string, string>> = {
  "ISO-8859-1": "windows-1252",
  "windows-1252": "windows-1252",
  "windows-1250": "windows-1250",
  "ISO-8859-2": "iso-8859-2",
  "windows-1257": "windows-1257",
  "ISO-8859-15": "iso-8859-15"
}

/** Each ISO-8859 page's Windows sibling: the two write the same languages. */
const SIBLING: Readonly<Record<string, string>> = {
  "iso-8859-1": "windows-1252",
  "iso-8859-15": "windows-1252",
  "iso-8859-2": "windows-1250",
  "iso-8859-13": "windows-1257",
  "iso-8859-7": "windows-1253"
}
const CountryPages = Schema.Record({
  key: Schema.String,
  value: Schema.Union(Schema.Array(Schema.String), Schema.String)
})
let countryPages: ReadonlyMap<string, ReadonlyArray<string>> | undefined
/** The Windows code pages of a country's legacy exports. */
const pagesOf = (country: string): ReadonlyArray<string> => {
  if (countryPages === undefined) {
    const byPage = Schema.decodeUnknownSync(CountryPages)(countryPagesData)
    const map = new Map<string, Array<string>>()
    for (const [page, countries] of Object.entries(byPage)) {
      if (typeof countries === "string") continue
      for (const c of countries) map.set(c, [...(map.get(c) ?? []), page])
    }
    countryPages = map
  }
  return countryPages.get(country) ?? []
}

/** Bytes inside words a statistical choice needs: fewer say nothing about a language. */
const MIN_EVIDENCE = 8

/** For each high byte (index b - 128), how often it stands next to an ASCII letter in the file's first 64 KiB. */
const bytesInWords = (bytes: Uint8Array): Array<number> => {
  const counts = new Array<number>(128).fill(0)
  const isLetter = (b: number | undefined) => b !== undefined && ((b >= 65 && b <= 90) || (b >= 97 && b <= 122))
  const n = Math.min(bytes.length, SAMPLE)
  for (let i = 0; i < n; i++) {
    const b = bytes[i] ?? 0
    if (b >= 128 && (isLetter(bytes[i - 1]) || isLetter(bytes[i + 1]))) counts[b - 128] = (counts[b - 128] ?? 0) + 1
  }
  return counts
}

/** Characters no word holds: symbols (¤ ¦ ¨ ´ ¸ ˇ ˛ …; currency signs may stand beside a name), superscript and fraction digits, controls. */
const NOT_IN_WORDS = /[\p{Sm}\p{Sk}\p{So}\p{No}\p{C}]/u

/** How many of the bytes found inside words a code page reads as something no word holds. */
const oddAmong = (label: string, inWords: ReadonlyArray<number>): number => {
  let n = 0
  inWords.forEach((count, i) => {
    if (count > 0 && NOT_IN_WORDS.test(decodeSingleByte(Uint8Array.of(i + 128), label))) n += count
  })
  return n
}

/**
 * Bytes decoded in a single-byte code page with iconv-lite: Node 20's TextDecoder reads
 * windows-1252's 0x80–0x9F (€, „, …) as C1 controls, and knows no DOS code page.
 */
export const decodeSingleByte = (bytes: Uint8Array, label: string): string =>
  lib().iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), label)

/** True when iconv-lite knows the label. */
export const knownLegacyLabel = (label: string): boolean => lib().iconv.encodingExists(label)

/** The charset a file declares in its header (XML `encoding="…"`, OFX `CHARSET:`), when TextDecoder reads it. */
const declared = (bytes: Uint8Array): string | undefined => {
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 1024))
  const m = /<\?xml[^>]*encoding\s*=\s*["']([\w.:-]+)["']/i.exec(head) ?? /^\s*CHARSET:\s*([\w.-]+)/im.exec(head)
  const raw = m?.[1]
  if (raw === undefined || /^(none|utf-?8)$/i.test(raw)) return undefined
  const label = (/^\d{3,4}$/.test(raw) ? `windows-${raw}` : raw).toLowerCase()
  return lib().iconv.encodingExists(label) ? label : undefined
}

/** How much of a file the detector looks at: enough text for its statistics, bounded for large files. */
const SAMPLE = 64 * 1024

/** The distinct byte values above 127 a file holds. */
const highBytes = (bytes: Uint8Array): Uint8Array => {
  const seen = new Uint8Array(128)
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i] ?? 0
    if (b >= 128) seen[b - 128] = 1
  }
  const out: Array<number> = []
  seen.forEach((s, i) => {
    if (s === 1) out.push(i + 128)
  })
  return Uint8Array.from(out)
}

/** What each of the file's high bytes reads as in an encoding; undefined when one is a C1 control (not text). */
const mapping = (label: string, high: Uint8Array): string | undefined => {
  const text = decodeSingleByte(high, label)
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if ((c >= 0x80 && c <= 0x9f) || c === 0xfffd) return undefined
  }
  return text
}

const multiByte = (bytes: Uint8Array, name: string): string | undefined => {
  try {
    new TextDecoder(name, { fatal: true }).decode(bytes)
    return new TextDecoder(name).encoding
  } catch {
    return undefined
  }
}

/**
 * Chooses the encoding of a file that is not UTF-8. A confident multi-byte detection (EUC-JP, …)
 * that decodes without error is taken. Otherwise the single-byte code pages that read every high
 * byte of the file as text are compared: a charset the file declares is taken; when they all give
 * the same text, the first is taken; when they differ, those that read a byte inside a word as a
 * symbol are dropped, and the detector's language statistics (`chardet`) must prefer one clearly
 * (5 points over the best that gives other text with 8 bytes inside words to go by, else 15 points
 * at 30 or more with at least one): bytes standing alone between delimiters say nothing of a
 * language, whatever the detector's confidence. Else the candidates are returned for a refusal.
 */
export const detectLegacy = (bytes: Uint8Array, country?: string): LegacyChoice | LegacyUndecided => {
  const ranked: ReadonlyArray<{ readonly name: string; readonly confidence: number }> = lib().chardet.analyse(
    bytes.subarray(0, SAMPLE)
  )
  const top = ranked[0]
  if (top !== undefined && MULTI_BYTE.has(top.name) && top.confidence >= 50) {
    const label = multiByte(bytes, top.name)
    if (label !== undefined) return { encoding: label, how: `detected as ${top.name} (${top.confidence}% sure)` }
  }
  const named = declared(bytes)
  if (named !== undefined) return { encoding: named, how: `declared in the file's header (${named})` }
  const high = highBytes(bytes)
  const texts = new Map<string, string>()
  for (const label of SINGLE_BYTE) {
    const text = mapping(label, high)
    if (text !== undefined) texts.set(label, text)
  }
  if (texts.size === 0) {
    for (const label of DOS) {
      const text = mapping(label, high)
      if (text !== undefined) texts.set(label, text)
    }
  }
  const labels = [...texts.keys()]
  const first = labels[0]
  if (first === undefined) return { candidates: [] }
  if (labels.every((l) => texts.get(l) === texts.get(first))) {
    return { encoding: first, how: `${labels.join(", ")} all give the same text` }
  }
  const sample = bytes.subarray(0, SAMPLE)
  return chooseByWords(sample, texts, country) ?? byStatistics(bytes, texts, ranked)
}

/** Code pages that read the same bytes as the same text, and that text's words in the header and title lines. */
interface Reading {
  readonly labels: ReadonlyArray<string>
  readonly titleWords: ReadonlyArray<string>
  /** The words beyond ASCII of the header row: the first line of three cells or more that holds no number. */
  readonly headerWords: string
  /** Every word beyond ASCII the sample reads, rows included. */
  readonly allWords: ReadonlyArray<string>
  /** The currency signs beyond ASCII it reads outside words. */
  readonly signs: ReadonlyArray<string>
}

/** Lines holding no number (two digits in a row: a date, an amount, an account): the header and titles. */
const titleLines = (text: string): Array<string> => text.split(/\r\n|\r|\n/).filter((line) => !/\d\d/.test(line))

/** Words beyond ASCII in the title lines: the bank's own words rather than the names rows carry. */
const titleWords = (lines: ReadonlyArray<string>): Array<string> => [...new Set(lines.flatMap(wordsBeyondAscii))]

const headerWords = (lines: ReadonlyArray<string>): string =>
  wordsBeyondAscii(lines.find((line) => (line.match(/[,;\t|]/g) ?? []).length >= 2) ?? "").join(" ")

/**
 * Chooses among code pages that give different text by the words they make, as a reader who
 * knows the languages would: a code page that reads a byte as a symbol no statement writes, or
 * makes a word of letters no one language writes, is dropped. When the rest give one text it is
 * taken; when they differ, the header and title words they read differently decide: each counts
 * for a reading when a language's common words hold its letter pairs, twice against it when they
 * do not, and one reading must lead by 2 with none against it. Else the candidates are returned
 * for a refusal. Undefined when no code page reads the words as words (the statistics decide).
 */
const chooseByWords = (
  sample: Uint8Array,
  texts: ReadonlyMap<string, string>,
  country: string | undefined
): LegacyChoice | LegacyUndecided | undefined => {
  const readings = new Map<string, Reading & { labels: Array<string> }>()
  for (const [label, mapped] of texts) {
    const known = readings.get(mapped)
    if (known !== undefined) {
      known.labels.push(label)
      continue
    }
    if (!lettersOrStatementSymbols(mapped)) continue
    const text = decodeSingleByte(sample, label)
    if (!readsAsWords(text)) continue
    const lines = titleLines(text)
    readings.set(mapped, {
      labels: [label],
      titleWords: titleWords(lines),
      headerWords: headerWords(lines),
      allWords: [...new Set(wordsBeyondAscii(text))],
      signs: [...new Set(signsOf(text))]
    })
  }
  const plausible = [...readings.values()]
  const only = plausible[0]
  if (only === undefined) return undefined
  if (plausible.length === 1) {
    return {
      encoding: only.labels[0] ?? "",
      how: `only ${only.labels.join(", ")} read the bytes as words of a language`
    }
  }
  const decided = byTitleWords(plausible, country)
  return "encoding" in decided ? decided : byBankWords(scoreAllWords(plausible, country))
}

/** A reading judged by all its words, rows included. */
interface Scored {
  readonly labels: ReadonlyArray<string>
  readonly attested: number
  readonly against: number
  readonly score: number
  /** 1 when its code page is the country's given at processing. */
  readonly own: number
  /** The bank words (folded) and currency signs it reads that some other reading does not. */
  readonly bank: ReadonlySet<string>
}

/** Currency signs beyond ASCII standing outside words (`Amount(¥)`, `12,50 €`). */
const signsOf = (text: string): Array<string> => text.match(/(?<!\p{L})\p{Sc}(?!\p{L})/gu) ?? []

/**
 * Each reading judged by all its words, rows included: a word it reads differently from the others
 * counts for it when the languages of the words all readings share attest its letter pairs, twice
 * against it when not; and the words of the reader's bank vocabularies and the currency signs it
 * reads that another reading does not.
 */
const scoreAllWords = (readings: ReadonlyArray<Reading>, country: string | undefined): Array<Scored> => {
  const common = new Set(readings[0]?.allWords.filter((w) => readings.every((r) => r.allWords.includes(w))))
  const language = languagesOf([...common])
  const known = readings.map((r) => [...r.allWords.filter(isBankWord).map(fold), ...r.signs])
  const everywhere = (w: string) => known.every((k) => k.includes(w))
  return readings.map((r, i) => {
    let attested = 0
    let against = 0
    for (const word of r.allWords) {
      if (common.has(word)) continue
      const evidence = judgeWord(word, language)
      if (evidence === "attested") attested++
      else if (evidence === "unlikely" || evidence === "foreign") against++
    }
    const own = country !== undefined && ofCountry(r.labels, country) ? 1 : 0
    const bank = new Set((known[i] ?? []).filter((w) => !everywhere(w)))
    return { labels: r.labels, attested, against, score: attested - 2 * against, own, bank }
  })
}

/** Bank words and currency signs one reading reads that the other does not. */
const bankLead = (a: Scored, b: Scored): number => {
  let n = 0
  for (const w of a.bank) if (!b.bank.has(w)) n++
  for (const w of b.bank) if (!a.bank.has(w)) n--
  return n
}

/**
 * Readings the bank's own words settle: a reading is dropped when another reads more of the words
 * the reader's vocabularies know (header, status, balance and direction words, currency signs) and
 * its other words are no less plausible. One left is taken; several are returned most plausible
 * first (then the country's code page, then the order of SINGLE_BYTE) for the caller, who takes
 * the first only when every one of them gives the same numbers.
 */
const byBankWords = (scored: ReadonlyArray<Scored>): LegacyChoice | LegacyUndecided => {
  const left = scored.filter((b) => !scored.some((a) => bankLead(a, b) > 0 && a.score >= b.score))
  const ranked = left.map((s, order) => ({ s, order }))
    .sort((x, y) => y.s.score - x.s.score || y.s.own - x.s.own || x.order - y.order).map((x) => x.s)
  const [best, next] = ranked
  if (best !== undefined && next === undefined) {
    const rivals = scored.filter((s) => s !== best)
    return {
      encoding: best.labels[0] ?? "",
      how: `${best.labels[0]} reads bank words or currency signs the reader knows (${[...best.bank].join(", ")}) that ${
        rivals.map((r) => r.labels[0]).join(", ")
      } read otherwise`
    }
  }
  return {
    candidates: ranked.map((s) => s.labels[0] ?? ""),
    ranked: ranked.map((s) => ({
      encoding: s.labels[0] ?? "",
      score: s.score,
      how:
        `${s.attested} of the words it reads differently fit the letters of the file's language, ${s.against} do not${
          s.own === 1 ? "; the code page of the country given at processing" : ""
        }`
    }))
  }
}

const byTitleWords = (
  readings: ReadonlyArray<Reading>,
  country: string | undefined
): LegacyChoice | LegacyUndecided => {
  const common = new Set(readings[0]?.titleWords.filter((w) => readings.every((r) => r.titleWords.includes(w))))
  const language = languagesOf([...common])
  const scored = readings.map((r) => {
    let attested = 0
    let against = 0
    for (const word of r.titleWords) {
      if (common.has(word)) continue
      const evidence = judgeWord(word, language)
      if (evidence === "attested") attested++
      else if (evidence === "unlikely" || evidence === "foreign") against++
    }
    return { labels: r.labels, header: r.headerWords, attested, against, score: attested - 2 * against }
  }).sort((a, b) => b.score - a.score)
  const [best, next] = scored
  if (best !== undefined && next !== undefined && best.against === 0 && best.score - next.score >= 2) {
    return {
      encoding: best.labels[0] ?? "",
      how: `${best.labels[0]} reads ${best.attested} header or title words as common words of the header's language, ${
        next.labels[0]
      } ${next.attested} (${next.against} against)`
    }
  }
  // the header row itself reads differently and its words cannot tell: the country given at processing can
  const tied = scored.filter((s) => s.against === 0 && s.score === best?.score)
  const own = country === undefined ? [] : tied.filter((s) => ofCountry(s.labels, country))
  const chosen = own.length === 1 ? own[0] : undefined
  const headersDiffer = new Set(scored.map((s) => s.header)).size === scored.length
  if (chosen !== undefined && tied.length === scored.length && headersDiffer) {
    return {
      encoding: chosen.labels[0] ?? "",
      how: `${chosen.labels.join(", ")} and ${
        scored.filter((s) => s !== chosen).map((s) => s.labels[0]).join(", ")
      } read the header as words alike; ${chosen.labels[0]} is the code page of ${country}, given at processing`
    }
  }
  return { candidates: readings.map((r) => r.labels[0] ?? "") }
}

/** True when one of the code pages is the country's (or its ISO sibling). */
const ofCountry = (labels: ReadonlyArray<string>, country: string): boolean =>
  labels.some((l) => pagesOf(country).includes(SIBLING[l] ?? l))

/**
 * The older rule, for bytes no code page reads as words: code pages that read a byte inside a word
 * as a symbol are dropped, and the detector's language statistics must prefer one clearly.
 */
const byStatistics = (
  bytes: Uint8Array,
  texts: ReadonlyMap<string, string>,
  ranked: ReadonlyArray<{ readonly name: string; readonly confidence: number }>
): LegacyChoice | LegacyUndecided => {
  const labels = [...texts.keys()]
  const first = labels[0] ?? ""
  // a code page that reads a byte written inside a word as a symbol is not the file's
  const inWords = bytesInWords(bytes)
  const odd = (label: string) => oddAmong(label, inWords)
  const fewest = Math.min(...labels.map(odd))
  const plausible = labels.filter((l) => odd(l) === fewest)
  const score = (label: string) =>
    Math.max(0, ...ranked.filter((r) => LABEL[r.name] === label).map((r) => r.confidence))
  const best = [...plausible].sort((a, b) => score(b) - score(a))[0] ?? first
  const rival = plausible.filter((l) => texts.get(l) !== texts.get(best)).reduce((m, l) => Math.max(m, score(l)), 0)
  const evidence = inWords.reduce((n, c) => n + c, 0)
  if (plausible.every((l) => texts.get(l) === texts.get(best))) {
    return { encoding: best, how: `only ${plausible.join(", ")} read the bytes inside words as letters` }
  }
  const gap = score(best) - rival
  if ((evidence >= MIN_EVIDENCE && score(best) >= 10 && gap >= 5) || (evidence > 0 && score(best) >= 30 && gap >= 15)) {
    return {
      encoding: best,
      how: `its letters read as ${best} (detector ${score(best)}, the nearest other text ${rival})`
    }
  }
  return { candidates: labels.filter((l, i) => labels.findIndex((m) => texts.get(m) === texts.get(l)) === i) }
}
