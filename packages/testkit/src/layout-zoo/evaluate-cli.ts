import { mkdirSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { formatSliceReport, personaRates, personaReport } from "./evaluate-report.js"
import { evaluatePersonas, evaluateSlice, type SliceReport } from "./evaluate.js"
import { heldOutOnly } from "./held-out.js"
import { generatePersonaFiles } from "./persona.js"
import { generateZooFiles } from "./zoo.js"

/**
 * `pnpm eval:zoo [--tuning N] [--held-out N] [--personas N] [--seed S] [--top K]
 * [--show-tuning-misses [K]] [--write-tuning-misses DIR] [--json FILE]`: reads N generated files
 * per slice with `readStatements` (no options, as a user uploads them; the account's country at
 * processing when the engine accepts it) and runs `analyse` on
 * persona statements; prints rates per slice and per trait value. Misses are listed (and written
 * with their truth to DIR) for the tuning slice only; the held-out slice reports rates only.
 */
const args = process.argv.slice(2)
const numberArg = (name: string, fallback: number): number => {
  const i = args.indexOf(name)
  const v = i >= 0 ? Number(args[i + 1]) : NaN
  return Number.isFinite(v) ? v : fallback
}
const stringArg = (name: string): string | null => {
  const i = args.indexOf(name)
  const v = i >= 0 ? args[i + 1] : undefined
  return v === undefined || v.startsWith("--") ? null : v
}
const showMisses = args.includes("--show-tuning-misses") ? numberArg("--show-tuning-misses", 50) : 0
const tuningCount = numberArg("--tuning", 2000)
const heldOutCount = numberArg("--held-out", 1000)
const personaCount = numberArg("--personas", 300)
const seed = numberArg("--seed", 1)
const missDir = stringArg("--write-tuning-misses")
const jsonFile = stringArg("--json")

const writeMisses = (report: SliceReport, dir: string): void => {
  mkdirSync(dir, { recursive: true })
  for (const { file, outcome } of report.misses) {
    writeFileSync(join(dir, file.name), file.bytes)
    writeFileSync(
      join(dir, `${file.name}.truth.json`),
      JSON.stringify({ seed: file.seed, traits: file.traits, outcome, truth: file.truth }, null, 2)
    )
  }
}

console.log(
  `layout zoo: ${tuningCount} tuning + ${heldOutCount} held-out files from seed ${seed}; read with readStatements, no options, and the account's country when the engine accepts it.`
)
console.log(
  "note: a file of a country the engine does not accept is read without one; when the country was its only currency evidence, its wrong reads are counted as 'currency only, from country'."
)
const started = Date.now()
const tuning = evaluateSlice("tuning", generateZooFiles("tuning", tuningCount, seed))
console.log(formatSliceReport(tuning, { showMisses, topTraits: numberArg("--top", 1000) }))
if (missDir !== null) writeMisses(tuning, missDir)
const heldOut = evaluateSlice("held-out", generateZooFiles("held-out", heldOutCount, seed))
const heldOutOnlyKeys = Object.entries(heldOutOnly).flatMap(([axis, values]) => values.map((v) => `${axis}=${v}`))
console.log(
  formatSliceReport(heldOut, { showMisses: 0, topTraits: heldOutOnlyKeys.length, onlyTraits: heldOutOnlyKeys })
)
const personas = personaCount > 0
  ? {
    tuning: evaluatePersonas(generatePersonaFiles("tuning", personaCount, seed)),
    heldOut: evaluatePersonas(generatePersonaFiles("held-out", Math.ceil(personaCount / 2), seed))
  }
  : null
if (personas !== null) {
  console.log(personaReport("tuning", personas.tuning))
  console.log(personaReport("held-out", personas.heldOut))
}
if (jsonFile !== null) {
  const summary = {
    seed,
    tuning: { total: tuning.total, byTrait: Object.fromEntries(tuning.byTrait) },
    heldOut: {
      total: heldOut.total,
      byTrait: Object.fromEntries([...heldOut.byTrait].filter(([k]) => heldOutOnlyKeys.includes(k)))
    },
    personas: personas === null
      ? null
      : { tuning: personaRates(personas.tuning), heldOut: personaRates(personas.heldOut) }
  }
  writeFileSync(jsonFile, JSON.stringify(summary, null, 2))
}
console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`)
