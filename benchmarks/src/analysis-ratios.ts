import { execFileSync } from "node:child_process"
import { fileURLToPath } from "node:url"
import { scriptArguments } from "./script-process.js"

/** The CI guard's measure (`analysisCpuRatio` of the testkit): one JSON line per statement. */
export interface AnalysisRatio {
  readonly statement: string
  readonly analysisMs: number
  readonly rawCsvParseMs: number
  readonly ratio: number
}

const cli = new URL("../../packages/testkit/src/analysis-cpu-ratio-cli.ts", import.meta.url)

/** `analyseToJson` of every operation against raw csv-parse, 60 KB and 10 MB, in a process with the server's flags. */
export const analysisRatios = (): ReadonlyArray<AnalysisRatio> =>
  execFileSync(process.execPath, scriptArguments(cli), { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] })
    .trim().split("\n").map((line) => JSON.parse(line) as AnalysisRatio)

const stages = new URL("./analysis-stages.ts", import.meta.url)

/** `analyseToJson` of every operation on one file, CPU ms per statement, with the analysis of `root` (a checkout). */
const analyseToJsonMs = (file: string, root: string): number => {
  const out = execFileSync(
    process.execPath,
    scriptArguments(stages, [file, "--root", root, "--only", "analyseToJson", "--warm", "200", "--rounds", "200"]),
    { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] }
  )
  const line = JSON.parse(out.trim().split("\n").at(-1) ?? "{}") as { ms?: Record<string, number> }
  return line.ms?.["analyseToJson, all operations"] ?? Number.NaN
}

/**
 * This checkout's analysis of `file` against a baseline checkout's (`--baseline DIR`, installed), in
 * alternating processes, `rounds` each: the means of each side and their ratio.
 */
export const againstBaseline = (file: string, baseline: string, rounds: number) => {
  const here = fileURLToPath(new URL("../..", import.meta.url))
  const ours: Array<number> = []
  const theirs: Array<number> = []
  for (let i = 0; i < rounds; i++) {
    theirs.push(analyseToJsonMs(file, baseline))
    ours.push(analyseToJsonMs(file, here))
  }
  const mean = (xs: ReadonlyArray<number>) => xs.reduce((a, b) => a + b, 0) / xs.length
  return { ours: mean(ours), baseline: mean(theirs), ratio: mean(ours) / mean(theirs) }
}
