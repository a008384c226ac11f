import { formatSliceReport, personaReport } from "./evaluate-report.js"
import { evaluateSlice } from "./evaluate.js"
import { generatePersonaFiles } from "./persona.js"
import { generateZooFiles } from "./zoo.js"
import { heldOutOnly } from "./held-out.js"

/**
 * `pnpm eval:zoo [--tuning N] [--held-out N] [--personas N] [--seed S] [--top K] [--show-tuning-misses [K]]`:
 * reads N generated files per slice with `readStatements` (no options, as a user uploads them)
 * and runs `analyse` on persona statements; prints rates per slice and per trait value. Misses
 * are listed for the tuning slice only; the held-out slice reports rates only.
 */
const args = process.argv.slice(2)
const numberArg = (name: string, fallback: number): number => {
  const i = args.indexOf(name)
  const v = i >= 0 ? Number(args[i + 1]) : NaN
  return Number.isFinite(v) ? v : fallback
}
const showIndex = args.indexOf("--show-tuning-misses")
const showMisses = showIndex < 0 ? 0 : numberArg("--show-tuning-misses", 50)
const tuningCount = numberArg("--tuning", 2000)
const heldOutCount = numberArg("--held-out", 1000)
const personaCount = numberArg("--personas", 300)
const seed = numberArg("--seed", 1)

console.log(`layout zoo: ${tuningCount} tuning + ${heldOutCount} held-out files from seed ${seed}; read with readStatements and no options.`)
console.log("note: intake options have no country, so a file whose only currency evidence is the country is read without it (its wrong reads are counted as 'currency only, from country').")
const started = Date.now()
const tuning = evaluateSlice("tuning", generateZooFiles("tuning", tuningCount, seed))
console.log(formatSliceReport(tuning, { showMisses, topTraits: numberArg("--top", 1000) }))
const heldOut = evaluateSlice("held-out", generateZooFiles("held-out", heldOutCount, seed))
const heldOutOnlyKeys = Object.entries(heldOutOnly).flatMap(([axis, values]) => values.map((v) => `${axis}=${v}`))
console.log(formatSliceReport(heldOut, { showMisses: 0, topTraits: heldOutOnlyKeys.length, onlyTraits: heldOutOnlyKeys }))
if (personaCount > 0) {
  console.log(personaReport("tuning", generatePersonaFiles("tuning", personaCount, seed)))
  console.log(personaReport("held-out", generatePersonaFiles("held-out", Math.ceil(personaCount / 2), seed)))
}
console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`)
