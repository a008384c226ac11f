import { lexiconOf } from "@statement-engine/categorise"
import type { Country } from "@statement-engine/intake"
import { fillCadenceSlots } from "./cadence-slots.js"
import { cadenceOf } from "./cadence.js"
import { dayNumber } from "./dates.js"
import type { CategorisedTransaction } from "./product-context.js"
import { nameWords } from "./stream-name-words.js"
import { accountWords, NO_WORDS, UNNAMED } from "./stream-name.js"

export { nameWords } from "./stream-name-words.js"

/** The words that key a transaction's stream: from the file's counterparty field when it names someone, else the description. */
const wordsOf = (country: Country, item: CategorisedTransaction): ReadonlyArray<string> => {
  const counterparty = item.tx.counterparty
  if (counterparty !== null && counterparty !== undefined && counterparty.trim() !== "") {
    const words = nameWords(country, counterparty)
    if (words.length > 0) return words
  }
  const words = nameWords(country, item.tx.description)
  if (words.length > 0) return words
  const partner = item.category.partner
  const named = partner === null ? NO_WORDS : nameWords(country, partner)
  return named.length > 0 ? named : accountWords(counterparty, item.tx.description)
}

/** Union-find over the distinct word sets of a statement. */
const find = (parent: Array<number>, i: number): number => {
  let r = i
  while (parent[r] !== r) r = parent[r] ?? r
  while (parent[i] !== r) {
    const next = parent[i] ?? r
    parent[i] = r
    i = next
  }
  return r
}

/** A token in this many distinct word sets of a statement names no one: it goes with too many names. */
const GENERIC_SETS = 8
/** Word sets of one counterparty pay about the same: medians within this share of the larger. */
const SAME_AMOUNT = 0.35

const sharedCount = (a: ReadonlyArray<string>, b: ReadonlyArray<string>): number =>
  a.filter((t) => b.includes(t)).length

const medianOf = (xs: Array<number>): number => {
  xs.sort((a, b) => a - b)
  const mid = xs.length >> 1
  return xs.length % 2 === 1 ? (xs[mid] ?? 0) : ((xs[mid - 1] ?? 0) + (xs[mid] ?? 0)) / 2
}

/** The distinct word sets of a statement's transactions, per direction, with how often each is used and its median amount. */
interface WordSets {
  readonly sets: ReadonlyArray<ReadonlyArray<string>>
  readonly counts: ReadonlyArray<number>
  readonly medians: ReadonlyArray<number>
  /** The day numbers of each set's transactions. */
  readonly days: ReadonlyArray<ReadonlyArray<number>>
  /** Each transaction's set. */
  readonly setOf: ReadonlyArray<number>
  /** The amount that keys a set of payments that name no one, undefined for named sets. */
  readonly unnamed: ReadonlyArray<string | undefined>
  /** Each set's direction ("-" money out, "+" money in) and its payments' amounts (unsigned). */
  readonly signs: ReadonlyArray<string>
  readonly amounts: ReadonlyArray<ReadonlyArray<number>>
}

const wordSetsOf = (country: Country, items: ReadonlyArray<CategorisedTransaction>): WordSets => {
  // a reading's words are one array for every text read alike: most rows find their set by it
  const byWords = new Map<ReadonlyArray<string>, number>()
  const index = new Map<string, number>()
  const sets: Array<ReadonlyArray<string>> = []
  const counts: Array<number> = []
  const amounts: Array<Array<number>> = []
  const days: Array<Array<number>> = []
  let lastDate = ""
  let lastDay = 0
  const unnamed: Array<string | undefined> = []
  const signs: Array<string> = []
  const setOfWords = (words: ReadonlyArray<string>, sign: string, amount: string | undefined): number => {
    const key = amount === undefined ? `${sign}${[...words].sort().join(" ")}` : `${sign}#${amount}`
    let i = index.get(key)
    if (i === undefined) {
      i = sets.length
      index.set(key, i)
      sets.push(words)
      counts.push(0)
      amounts.push([])
      days.push([])
      unnamed.push(amount)
      signs.push(sign)
    }
    return i
  }
  const add = (item: CategorisedTransaction, i: number): number => {
    counts[i] = (counts[i] ?? 0) + 1
    amounts[i]?.push(Math.abs(item.tx.amount))
    if (item.tx.booking_date !== lastDate) {
      lastDate = item.tx.booking_date
      lastDay = dayNumber(lastDate)
    }
    days[i]?.push(lastDay)
    return i
  }
  const credits = new Map<ReadonlyArray<string>, number>()
  const setOf: Array<number> = []
  const setOfItem = (item: CategorisedTransaction): number => {
    const words = wordsOf(country, item)
    const sign = item.tx.amount < 0 ? "-" : "+"
    // payments that name no one are told apart by their exact amount: a fixed sum at a cadence is a
    // commitment even in a file whose descriptions are empty
    if (words.length === 0) return add(item, setOfWords(words, sign, Math.abs(item.tx.amount).toFixed(2)))
    const known = item.tx.amount < 0 ? byWords : credits
    let i = known.get(words)
    if (i === undefined) {
      i = setOfWords(words, sign, undefined)
      known.set(words, i)
    }
    return add(item, i)
  }
  // lists made by pushing, not `map`: an optimised `map` makes a holey array where the unoptimised
  // one makes a packed one, and the code reading them would bail out when this function is optimised
  for (const item of items) setOf.push(setOfItem(item))
  const medians: Array<number> = []
  for (const xs of amounts) medians.push(medianOf([...xs]))
  return { sets, counts, medians, days, setOf, unnamed, signs, amounts }
}

/** A token of one payment only: the lone word set holding it was used once (a reference read as a word). */
const ownReference = (w: WordSets, byToken: ReadonlyMap<string, ReadonlyArray<number>>, token: string): boolean => {
  const sets = byToken.get(token)
  return sets !== undefined && sets.length === 1 && w.counts[sets[0] ?? 0] === 1
}

/**
 * The tokens many different payers use: a token is in `GENERIC_SETS` or more word sets whose words,
 * without those found in one set only (a payment's own reference), still differ. One payer whose
 * references change gives many word sets but few such signatures.
 */
const genericTokens = (
  w: WordSets,
  byToken: ReadonlyMap<string, ReadonlyArray<number>>
): ReadonlySet<string> => {
  const out = new Set<string>()
  const signatures = new Map<number, string>()
  const signatureOf = (i: number): string => {
    let sig = signatures.get(i)
    if (sig === undefined) {
      sig = (w.sets[i] ?? []).filter((t) => !ownReference(w, byToken, t)).sort().join(" ")
      signatures.set(i, sig)
    }
    return sig
  }
  for (const [token, members] of byToken) {
    if (members.length < GENERIC_SETS) continue
    const distinct = new Set<string>()
    for (const i of members) {
      distinct.add(signatureOf(i))
      if (distinct.size >= GENERIC_SETS) break
    }
    if (distinct.size >= GENERIC_SETS) out.add(token)
  }
  return out
}

/** The words of a set the lexicon knows as someone's name (a merchant, a public body, a platform), else as an intermediary. */
const knownNames = (country: Country, words: ReadonlyArray<string>): ReadonlyArray<string> => {
  const lex = lexiconOf(country)
  const names = words.filter((t) => {
    const entry = lex.phrases.get(t)
    return entry !== undefined && entry.kind !== "keyword"
  })
  return names.length > 0 ? names : words.filter((t) => lex.intermediaries.has(t))
}

/** The words of a set the project's own lexicon names (a platform, a public body, a merchant or employer it lists by hand). */
const handNames = (country: Country, words: ReadonlyArray<string>): ReadonlyArray<string> => {
  const lex = lexiconOf(country)
  return words.filter((t) => {
    const kind = lex.phrases.get(t)?.kind
    return kind === "platform" || kind === "public" || kind === "merchant" || kind === "employer"
  })
}

/** Both sets name the same payees the project's lexicon lists, and only those. */
const sameHandNames = (a: ReadonlyArray<string>, b: ReadonlyArray<string>): boolean =>
  a.length > 0 && a.length === b.length && sharedCount(a, b) === a.length

/**
 * Two word sets are one counterparty: they share at least half the smaller one's words or name the
 * same payees the lexicon lists by hand (a platform's payouts under two purpose wordings), do not
 * name two different known payees (KPN and Eneco behind the same unknown bank words), and pay about
 * the same.
 */
const sameCounterparty = (
  w: WordSets,
  specific: ReadonlyArray<ReadonlyArray<string>>,
  known: ReadonlyArray<ReadonlyArray<string>>,
  hand: ReadonlyArray<ReadonlyArray<string>>,
  x: number,
  y: number
): boolean => {
  const a = specific[x] ?? []
  const b = specific[y] ?? []
  if (sharedCount(a, b) * 2 < Math.min(a.length, b.length) && !sameHandNames(hand[x] ?? [], hand[y] ?? [])) {
    return false
  }
  const ka = known[x] ?? []
  const kb = known[y] ?? []
  if (ka.length > 0 && kb.length > 0 && sharedCount(ka, kb) === 0) return false
  const ma = w.medians[x] ?? 0
  const mb = w.medians[y] ?? 0
  return Math.abs(ma - mb) <= SAME_AMOUNT * Math.max(ma, mb)
}

/** The day numbers of some word sets' transactions, in date order. */
const daysOfSets = (w: WordSets, sets: ReadonlyArray<number>): Int32Array => {
  let n = 0
  for (const i of sets) n += w.days[i]?.length ?? 0
  const out = new Int32Array(n)
  let k = 0
  for (const i of sets) for (const d of w.days[i] ?? []) out[k++] = d
  return out.sort()
}

const keepsCadence = (w: WordSets, sets: ReadonlyArray<number>): boolean => cadenceOf(daysOfSets(w, sets)) !== undefined

/** Counterparties of more word sets than this are not split (a merchant's many wordings). */
const MAX_SPLIT_SETS = 48

/**
 * Word sets joined into one counterparty whose payments keep no cadence together may be several
 * payers that share a word ("payout", a country's name, the bank's words it does not know): the
 * sets holding a word that keep a cadence on their own are split off, most payments first, until
 * the rest keeps a cadence or no word gives one.
 */
const splitByCadence = (
  w: WordSets,
  specific: ReadonlyArray<ReadonlyArray<string>>,
  group: ReadonlyArray<number>
): ReadonlyArray<ReadonlyArray<number>> => {
  if (group.length > MAX_SPLIT_SETS || keepsCadence(w, group)) return [group]
  const parts: Array<ReadonlyArray<number>> = []
  let rest = group
  for (;;) {
    const tokens = new Set(rest.flatMap((i) => specific[i] ?? []))
    let best: ReadonlyArray<number> | undefined
    let bestCount = 2
    for (const t of tokens) {
      const part = rest.filter((i) => specific[i]?.includes(t))
      if (part.length === rest.length) continue
      const count = part.reduce((n, i) => n + (w.counts[i] ?? 0), 0)
      if (count > bestCount && keepsCadence(w, part)) {
        best = part
        bestCount = count
      }
    }
    if (best === undefined) break
    parts.push(best)
    const taken = best
    rest = rest.filter((i) => !taken.includes(i))
    if (rest.length === 0 || keepsCadence(w, rest)) break
  }
  return rest.length === 0 ? parts : [...parts, rest]
}

/**
 * Payments that name no one (a file that lost some rows' descriptions) go with the one counterparty
 * of their direction that is paid exactly their amount at least twice (once, when two or more
 * nameless payments are of that amount): a rent whose name is missing on some months is still the
 * rent.
 */
const joinUnnamed = (w: WordSets, parent: Array<number>): void => {
  // amounts in cents, negative for money out: only those of unnamed payments are looked for
  const centsOf = (i: number, amount: number): number => (w.signs[i] === "-" ? -1 : 1) * Math.round(amount * 100)
  const payers = new Map<number, Map<number, number>>()
  w.unnamed.forEach((amount, i) => {
    if (amount !== undefined) payers.set(centsOf(i, Number(amount)), new Map())
  })
  if (payers.size === 0) return
  w.sets.forEach((_, i) => {
    if (w.unnamed[i] !== undefined) return
    for (const amount of w.amounts[i] ?? []) {
      const roots = payers.get(centsOf(i, amount))
      if (roots === undefined) continue
      const root = find(parent, i)
      roots.set(root, (roots.get(root) ?? 0) + 1)
    }
  })
  w.unnamed.forEach((amount, i) => {
    if (amount === undefined) return
    // a payee paid the amount twice, or once when the nameless payments of that amount are two or more
    const roots = [...(payers.get(centsOf(i, Number(amount))) ?? [])].filter(([, n]) =>
      n + Math.min(w.counts[i] ?? 0, 2) >= 3
    )
    const only = roots.length === 1 ? roots[0] : undefined
    if (only !== undefined) parent[find(parent, i)] = only[0]
  })
}

/** Each transaction's stream key and name words, in the order of the transactions. */
export interface StreamKeys {
  readonly keys: ReadonlyArray<string>
  readonly words: ReadonlyArray<ReadonlyArray<string>>
}

/**
 * The stream key of every transaction of a statement (same order): one payer or payee, one key.
 * Each transaction's name words are read (counterparty field, else description); a word found in
 * many different word sets is generic and left out; word sets of one direction that share most of
 * their words and pay about the same are one counterparty, keyed by its most used word set.
 */
export const streamKeysOf = (
  country: Country,
  items: ReadonlyArray<CategorisedTransaction>
): StreamKeys => {
  const w = wordSetsOf(country, items)
  const byToken = new Map<string, Array<number>>()
  w.sets.forEach((s, i) => {
    for (const t of s) {
      const list = byToken.get(t)
      if (list === undefined) byToken.set(t, [i])
      else list.push(i)
    }
  })
  const generic = genericTokens(w, byToken)
  const specific = w.sets.map((s) => {
    // a word of one payment only (a reference the reader took for a word) keys no payer
    const kept = s.filter((t) => !generic.has(t) && !ownReference(w, byToken, t))
    if (kept.length > 0) return kept
    const named = s.filter((t) => !generic.has(t))
    return named.length > 0 ? named : s
  })
  const known = w.sets.map((s) => knownNames(country, s))
  // hand-listed names are among the known ones: only those are looked up again
  const hand = known.map((names) => (names.length === 0 ? names : handNames(country, names)))
  const parent = w.sets.map((_, i) => i)
  for (const [token, members] of byToken) {
    if (generic.has(token)) continue
    for (let x = 0; x < members.length; x++) {
      for (let y = x + 1; y < members.length; y++) {
        const a = members[x] ?? 0
        const b = members[y] ?? 0
        if (!specific[a]?.includes(token) || !specific[b]?.includes(token)) continue
        if (sameCounterparty(w, specific, known, hand, a, b)) parent[find(parent, a)] = find(parent, b)
      }
    }
  }
  joinUnnamed(w, parent)
  fillCadenceSlots(w, (i) => find(parent, i), (i, to) => {
    parent[find(parent, i)] = find(parent, to)
  })
  const members = new Map<number, Array<number>>()
  w.sets.forEach((_, i) => {
    const root = find(parent, i)
    const list = members.get(root)
    if (list === undefined) members.set(root, [i])
    else list.push(i)
  })
  const keyOfSet: Array<string> = w.sets.map(() => UNNAMED)
  for (const group of members.values()) {
    for (const part of group.length === 1 ? [group] : splitByCadence(w, specific, group)) {
      // the most used named set keys the counterparty; a nameless one only when none names it
      const rank = (i: number): number => (w.counts[i] ?? 0) + (w.unnamed[i] === undefined ? 1e9 : 0)
      let best = part[0] ?? 0
      for (const i of part) if (rank(i) > rank(best)) best = i
      const amount = w.unnamed[best]
      const key = amount === undefined ? (specific[best] ?? []).join(" ") || UNNAMED : `${UNNAMED} ${amount}`
      for (const i of part) keyOfSet[i] = key
    }
  }
  return { keys: w.setOf.map((i) => keyOfSet[i] ?? UNNAMED), words: w.setOf.map((i) => w.sets[i] ?? []) }
}

const computed = new WeakMap<ReadonlyArray<CategorisedTransaction>, StreamKeys>()

/** `streamKeysOf`, worked out once per list of transactions: the income and recurring products of a run share it. */
export const streamKeysFor = (
  country: Country,
  items: ReadonlyArray<CategorisedTransaction>
): StreamKeys => {
  const known = computed.get(items)
  if (known !== undefined) return known
  const keys = streamKeysOf(country, items)
  computed.set(items, keys)
  return keys
}
