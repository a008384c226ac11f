import { type Country, parseCountry, readStatements } from "@statement-engine/analysis"
import {
  generateCsvOfSize,
  generateStatement,
  layoutZoo,
  personaKinds,
  randomDialect,
  writeCsv
} from "@statement-engine/testkit"
import { Option } from "effect"

/** A statement the stream benchmarks run the income and recurring products on. */
export interface StreamStatement {
  readonly group: string
  readonly name: string
  readonly bytes: Uint8Array
  readonly country: Country
}

const streamClassSets = [
  ["reference-churn", "bimonthly", "seasonal"],
  ["returned", "by-hand", "account-only"],
  ["gig-legal-form", "card-autopay", "named-party"]
] as const
const twoYearCountries = ["GB", "DE", "FR", "PL", "ES", "NL", "IT", "LT"] as const

/**
 * The CPU guard's 60 KB statements (`guard` of them, seeds from 34), persona statements of 6-12
 * months carrying the stream classes, and two-year persona statements in up to eight countries; a
 * statement the intake refuses without options is left out (the products are what is measured).
 */
export const streamStatements = (
  counts: { readonly guard: number; readonly personas: number; readonly twoYears: number }
): ReadonlyArray<StreamStatement> => {
  const guard = Array.from({ length: counts.guard }, (_, i): StreamStatement => {
    const f = generateCsvOfSize(60_000, 34 + i)
    return { group: "60 KB (CPU guard's)", name: f.name, bytes: f.bytes, country: "GB" }
  })
  const personas = Array.from({ length: counts.personas }, (_, i): StreamStatement => {
    const f = layoutZoo.generatePersonaFile({ seed: 90_001 + i, slice: "tuning", classes: streamClassSets[i % 3]! })
    const country = Option.getOrElse(parseCountry(f.truth.country), () => "GB" as const)
    return { group: "persona 6-12 months", name: f.name, bytes: f.bytes, country }
  })
  const twoYears = Array.from({ length: counts.twoYears }, (_, i): StreamStatement => {
    const country = twoYearCountries[i % twoYearCountries.length]!
    const s = generateStatement({
      persona: personaKinds[i % personaKinds.length]!,
      country,
      seed: 70_001 + i,
      months: 24
    })
    const f = writeCsv(s, randomDialect(70_001 + i, country))
    return { group: "persona 24 months", name: f.name, bytes: f.bytes, country }
  })
  return [...guard, ...personas, ...twoYears].filter((s) =>
    readStatements([{ name: s.name, bytes: s.bytes }], {}, { country: s.country })._tag === "Right"
  )
}
