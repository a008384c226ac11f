import { Either } from "effect"
import { readdirSync, readFileSync } from "node:fs"
import { basename, join } from "node:path"
import { fileURLToPath } from "node:url"
import { type Country, homeCurrency, readStatements, supportedCountries } from "../../src/index.js"

/** One file's truth, as its TSV row states it (see README.md beside this file). */
export interface Truth {
  readonly file: string
  readonly readable: boolean
  readonly kind: string
  readonly transactions: number
  /** Net per currency; `?` where the file names none and the bank's country does not settle it. */
  readonly net: ReadonlyMap<string, number>
  readonly first: string
  readonly last: string
  readonly card: boolean
  readonly notes: string
}

/** What the engine made of a file against its truth. */
export type Outcome =
  | "exact"
  | "refused"
  | "wrong"
  | "currency unknown"
  | "day/month by the country"
  | "flagged by its own check"
  | "refused, nothing to read"
  | "read, nothing to read"

/** One row of the comparison. */
export interface Compared {
  readonly truth: Truth
  readonly outcome: Outcome
  /** The engine's read (count, net, dates) or its refusal, in a few words. */
  readonly engine: string
}

const TRUTH_DIR = fileURLToPath(new URL(".", import.meta.url))

const parseNet = (raw: string): ReadonlyMap<string, number> =>
  new Map(
    raw === "-" || raw === ""
      ? []
      : raw.split(";").map((part) => {
        const [currency = "", amount = ""] = part.split(":")
        return [currency, Number(amount)] as const
      })
  )

/** Every row of the truth TSVs, in file order. */
export const loadTruth = (): ReadonlyArray<Truth> =>
  readdirSync(TRUTH_DIR)
    .filter((f) => f.endsWith(".tsv"))
    .sort()
    .flatMap((f) =>
      readFileSync(join(TRUTH_DIR, f), "utf8")
        .split("\n")
        .filter((line) => line !== "" && !line.startsWith("#"))
        .map((line) => {
          const c = line.split("\t")
          return {
            file: c[0] ?? "",
            readable: c[1] === "yes",
            kind: c[2] ?? "",
            transactions: Number(c[4] ?? "0") || 0,
            net: parseNet(c[5] ?? ""),
            first: c[6] ?? "",
            last: c[7] ?? "",
            card: c[8] === "yes",
            notes: c[11] ?? ""
          }
        })
    )

/**
 * The country a user of the file would give at processing: the one whose currency the truth
 * names, among the supported countries (DE for EUR, any euro country would do; CH for CHF). None
 * when the truth's currency is of no supported country: then the file alone must say it.
 */
const countryOf = (truth: Truth): Country | undefined => {
  const currencies = [...truth.net.keys()]
  if (currencies.length !== 1) return undefined
  const currency = currencies[0]
  if (currency === "EUR") return "DE"
  return supportedCountries.find((c) => homeCurrency(c) === currency && c !== "LI")
}

const money = (x: number): string => (Math.round(x * 100) / 100).toFixed(2)

/** Net per currency as the truth writes it (`EUR:-12.30;USD:5.00`), `XXX` shown as `?`. */
const netText = (net: ReadonlyMap<string, number>): string =>
  [...net].map(([c, v]) => `${c === "XXX" ? "?" : c}:${money(v)}`).join(";")

const sameNet = (truth: ReadonlyMap<string, number>, engine: ReadonlyMap<string, number>, n: number): boolean => {
  if (truth.size !== engine.size) return false
  // amounts are kept to the currency's minor unit: a file's sub-cent digits may shift the sum by half a cent a row
  const tolerance = 0.005 + 0.005 * n
  for (const [c, v] of truth) {
    const mine = engine.get(c === "?" ? "XXX" : c)
    if (mine === undefined || Math.abs(mine - v) > tolerance) return false
  }
  return true
}

/** Reads one fixture as a user uploads it (no options), with the country they would give, and compares. */
export const compareOne = (dir: string, truth: Truth): Compared => {
  const bytes = new Uint8Array(readFileSync(join(dir, truth.file)))
  const r = readStatements([{ name: basename(truth.file), bytes }], {}, { country: countryOf(truth) })
  if (Either.isLeft(r)) {
    const engine = `refused: ${r.left._tag}`
    return { truth, outcome: truth.readable ? "refused" : "refused, nothing to read", engine }
  }
  const txs = r.right.transactions
  const net = new Map<string, number>()
  let first = ""
  let last = ""
  for (const t of txs) {
    net.set(t.currency, (net.get(t.currency) ?? 0) + t.amount)
    if (first === "" || t.booking_date < first) first = t.booking_date
    if (last === "" || t.booking_date > last) last = t.booking_date
  }
  const engine = `${txs.length} ${netText(net)} ${first}…${last}`
  if (!truth.readable) return { truth, outcome: "read, nothing to read", engine }
  const sameRows = txs.length === truth.transactions && first === truth.first && last === truth.last
  if (sameRows && sameNet(truth.net, net, txs.length)) return { truth, outcome: "exact", engine }
  // every number right, but the file names no currency and the truth knows the bank's: reported as XXX with a warning
  const [only] = truth.net.keys()
  const unknown = sameRows && truth.net.size === 1 && only !== undefined && net.size === 1 && net.has("XXX") &&
    sameNet(truth.net, new Map([[only, net.get("XXX") ?? 0]]), txs.length)
  if (unknown) return { truth, outcome: "currency unknown", engine }
  // the truth finds the day/month order undecidable in the file and picked one; the engine took the given country's
  const byCountry = txs.length === truth.transactions && sameNet(truth.net, net, txs.length) &&
    /ambiguous/i.test(truth.notes) &&
    r.right.summary.files.every((f) => /country/.test(f.decisions?.["date_order"] ?? ""))
  if (byCountry) return { truth, outcome: "day/month by the country", engine }
  // kept with a failing check named as a warning on the record, as issue 30 allows: not a silent wrong number
  const flagged = r.right.summary.files.some((f) => (f.checks ?? []).some((c) => !c.held))
  return { truth, outcome: flagged ? "flagged by its own check" : "wrong", engine }
}

/** Every fixture compared with its truth. */
export const compareAll = (dir: string): ReadonlyArray<Compared> => loadTruth().map((t) => compareOne(dir, t))

/** The rates the targets are stated in. */
export const tally = (rows: ReadonlyArray<Compared>) => {
  const readable = rows.filter((r) => r.truth.readable)
  const exact = readable.filter((r) => r.outcome === "exact").length
  const wrong = rows.filter((r) => r.outcome === "wrong" || r.outcome === "read, nothing to read").length
  const refused = readable.filter((r) => r.outcome === "refused").length
  const unknown = readable.filter((r) => r.outcome === "currency unknown").length
  const byCountry = readable.filter((r) => r.outcome === "day/month by the country").length
  const flagged = readable.filter((r) => r.outcome === "flagged by its own check").length
  return { files: rows.length, readable: readable.length, exact, refused, wrong, unknown, byCountry, flagged }
}

/** The markdown table of every fixture with its truth and the engine's result, and the rates above it. */
export const truthTable = (rows: ReadonlyArray<Compared>): string => {
  const t = tally(rows)
  const head = [
    `${t.files} files, ${t.readable} readable: **${t.exact} read exactly (${
      ((100 * t.exact) / t.readable).toFixed(1)
    }%)**, ${t.unknown} with every number right but the currency unknown (the file names none and the bank's country is not a supported one), ${t.byCountry} whose day/month order the truth finds undecidable in the file and the engine took from the given country, ${t.flagged} not exact but carrying their failing check as a warning, ${t.refused} refused, ${t.wrong} wrong.`,
    "",
    "| file | truth: rows, net, first…last | engine | result |",
    "|---|---|---|---|"
  ]
  const body = rows.map((r) => {
    const truth = r.truth.readable
      ? `${r.truth.transactions} ${
        netText(new Map([...r.truth.net].map(([c, v]) => [c === "?" ? "XXX" : c, v])))
      } ${r.truth.first}…${r.truth.last}${r.truth.card ? " (card)" : ""}`
      : `not readable (${r.truth.kind})`
    return `| ${r.truth.file} | ${truth} | ${r.engine} | ${r.outcome} |`
  })
  return [...head, ...body].join("\n")
}
