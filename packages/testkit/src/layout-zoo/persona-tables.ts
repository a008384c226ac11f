import { readFileSync } from "node:fs"

/** Kinds of planted streams: income first, then commitments. */
export type StreamKind =
  | "salary"
  | "pension"
  | "benefit"
  | "gig"
  | "rent"
  | "utility"
  | "telecom"
  | "subscription"
  | "insurance"
  | "loan"
  | "bnpl"

const streamKinds: ReadonlyArray<StreamKind> = [
  "salary",
  "pension",
  "benefit",
  "gig",
  "rent",
  "utility",
  "telecom",
  "subscription",
  "insurance",
  "loan",
  "bnpl"
]

/** How a stream kind pays: direction, amount range in euro, wording, payer or payee kind, spread between payments. */
export interface StreamSpec {
  readonly direction: "in" | "out"
  readonly min: number
  readonly max: number
  readonly paymentWord: string
  readonly party: string
  readonly spread: number
}

/** A persona's planted streams as kind and cadence specifications. */
export interface PersonaSpec {
  readonly income: ReadonlyArray<{ readonly kind: StreamKind; readonly cadence: string }>
  readonly commitments: ReadonlyArray<{ readonly kind: StreamKind; readonly cadence: string }>
}

const rows = (name: string): ReadonlyArray<ReadonlyArray<string>> =>
  readFileSync(new URL(`./data/${name}`, import.meta.url), "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "" && !l.startsWith("#"))
    .map((l) => l.split("\t"))

const asKind = (text: string): StreamKind => {
  const kind = streamKinds.find((k) => k === text)
  if (kind === undefined) throw new Error(`layout zoo: unknown stream kind ${text}`)
  return kind
}

const specs = (text: string): ReadonlyArray<{ readonly kind: StreamKind; readonly cadence: string }> =>
  text.split("|").map((s) => {
    const [kind = "", cadence = "monthly"] = s.split(":")
    return { kind: asKind(kind), cadence }
  })

/** The persona and stream tables (data/personas.tsv, data/streams.tsv). */
export const readPersonaTables = (): {
  readonly personas: ReadonlyMap<string, PersonaSpec>
  readonly streams: ReadonlyMap<StreamKind, StreamSpec>
} => ({
  personas: new Map(
    rows("personas.tsv").map((r) => [r[0] ?? "", { income: specs(r[1] ?? ""), commitments: specs(r[2] ?? "") }])
  ),
  streams: new Map(
    rows("streams.tsv").map((r) => [
      asKind(r[0] ?? ""),
      {
        direction: r[1] === "in" ? "in" : "out",
        min: Number(r[2]),
        max: Number(r[3]),
        paymentWord: r[4] ?? "",
        party: r[5] ?? "",
        spread: Number(r[6])
      }
    ])
  )
})
