import { analysisCpuRatio, RATIO_STATEMENTS } from "./analysis-cpu-ratio.js"

/**
 * `node --import tsx analysis-cpu-ratio-cli.ts [60 KB|10 MB …]`: each statement's `analysisCpuRatio`
 * as one JSON line, in a process of its own (the CI guard's and `pnpm bench`'s measure).
 */
const wanted = process.argv.slice(2)
for (const spec of RATIO_STATEMENTS) {
  if (wanted.length > 0 && !wanted.includes(spec.statement)) continue
  console.log(JSON.stringify(analysisCpuRatio(spec)))
}
