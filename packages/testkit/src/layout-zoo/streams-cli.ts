import { generatePersonaFiles } from "./persona.js"
import { formatMisses, formatStreamFigures, streamFigures } from "./streams-report.js"

/**
 * `pnpm eval:streams [--personas N] [--seed S] [--no-options] [--show-tuning-misses K]`: generates
 * N persona statements per slice in the zoo's layouts, runs `analyse` (insights-income and
 * insights-recurring) with the country and the intake options each file needs (or none), and counts
 * the planted income streams and recurring commitments found with the right kind. Misses are listed
 * for the tuning slice only; the held-out slice reports figures only.
 */
const args = process.argv.slice(2)
const numberArg = (name: string, fallback: number): number => {
  const i = args.indexOf(name)
  const v = i >= 0 ? Number(args[i + 1]) : NaN
  return Number.isFinite(v) ? v : fallback
}
const count = numberArg("--personas", 200)
const seed = numberArg("--seed", 1)
const mode = args.includes("--no-options") ? "no-options" : "options"
const showMisses = args.includes("--show-tuning-misses") ? numberArg("--show-tuning-misses", 60) : 0

const tuning = streamFigures(generatePersonaFiles("tuning", count, seed), mode)
console.log(formatStreamFigures(`tuning personas (${mode})`, tuning.figures))
if (showMisses > 0) console.log(formatMisses(tuning.outcomes, showMisses))
const heldOut = streamFigures(generatePersonaFiles("held-out", count, seed), mode)
console.log(formatStreamFigures(`held-out personas (${mode})`, heldOut.figures))
