/**
 * Mutation testing (StrykerJS with its vitest runner), one Stryker run per target of
 * `mutation/targets.json`, each against only the test files that target names (through
 * mutation/vitest.config.ts), so a run takes minutes. Prints killed / survived / equivalent / no coverage per module and exits 1 when a
 * target's score is under its `break` threshold (Stryker's `thresholds.break`).
 * Usage: `tsx scripts/mutation.ts [--ci] [--concurrency N] [target …]`
 *   --ci            only the targets marked `ci` (what the test command runs)
 *   target …        only these targets (by name); default: every target
 *   --concurrency   Stryker's test-runner processes (default 2, or STRYKER_CONCURRENCY)
 */
import type { LogLevel } from "@stryker-mutator/api/core"
import { Stryker } from "@stryker-mutator/core"
import { readFileSync } from "node:fs"
import { relative } from "node:path"
import { fileURLToPath } from "node:url"
import ts from "typescript"

const root = fileURLToPath(new URL("..", import.meta.url))

/** Functions of a file to mutate, by name: resolved to line ranges so an edit elsewhere cannot shift them. */
interface FunctionsOf {
  readonly file: string
  readonly functions: ReadonlyArray<string>
}

interface Target {
  readonly name: string
  readonly what: string
  readonly ci: boolean
  readonly break: number
  readonly mutate: ReadonlyArray<string | FunctionsOf>
  readonly testFiles: ReadonlyArray<string>
}

type MutantResults = Awaited<ReturnType<Stryker["runMutationTest"]>>

interface Tally {
  killed: number
  survived: number
  equivalent: number
  noCoverage: number
  errors: number
}

const readTargets = (): ReadonlyArray<Target> => {
  const parsed: unknown = JSON.parse(readFileSync(`${root}mutation/targets.json`, "utf8"))
  if (typeof parsed !== "object" || parsed === null || !("targets" in parsed) || !Array.isArray(parsed.targets)) {
    throw new Error("mutation/targets.json must be an object with a `targets` array")
  }
  return parsed.targets as ReadonlyArray<Target>
}

/** `file:start-end` for each named function (a `const` arrow or a function declaration) of a file. */
const functionRanges = ({ file, functions }: FunctionsOf): ReadonlyArray<string> => {
  const source = ts.createSourceFile(file, readFileSync(`${root}${file}`, "utf8"), ts.ScriptTarget.Latest, true)
  const found = new Map<string, string>()
  const visit = (node: ts.Node) => {
    const named = ts.isFunctionDeclaration(node) || ts.isVariableStatement(node)
    const name = ts.isFunctionDeclaration(node)
      ? node.name?.text
      : ts.isVariableStatement(node)
      ? node.declarationList.declarations[0]?.name.getText()
      : undefined
    if (named && name !== undefined && functions.includes(name)) {
      const start = source.getLineAndCharacterOfPosition(node.getStart()).line + 1
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line + 1
      found.set(name, `${file}:${start}-${end}`)
    }
  }
  source.forEachChild(visit)
  const missing = functions.filter((name) => !found.has(name))
  if (missing.length > 0) {
    throw new Error(`${file} no longer declares ${missing.join(", ")}: update mutation/targets.json`)
  }
  return functions.map((name) => found.get(name)!)
}

const tally = (results: MutantResults): Map<string, Tally> => {
  const byFile = new Map<string, Tally>()
  for (const mutant of results) {
    const file = relative(root, mutant.fileName)
    const t = byFile.get(file) ?? { killed: 0, survived: 0, equivalent: 0, noCoverage: 0, errors: 0 }
    if (mutant.status === "Killed" || mutant.status === "Timeout") t.killed++
    else if (mutant.status === "Survived") t.survived++
    else if (mutant.status === "NoCoverage") t.noCoverage++
    else if (mutant.status === "Ignored") t.equivalent++
    else t.errors++
    byFile.set(file, t)
  }
  return byFile
}

/** Stryker's mutation score: detected over detected, survived and uncovered; equivalents excluded. */
const score = (t: Tally): number => {
  const valid = t.killed + t.survived + t.noCoverage
  return valid === 0 ? 100 : (100 * t.killed) / valid
}

const sum = (tallies: Iterable<Tally>): Tally => {
  const total = { killed: 0, survived: 0, equivalent: 0, noCoverage: 0, errors: 0 }
  for (const t of tallies) {
    total.killed += t.killed
    total.survived += t.survived
    total.equivalent += t.equivalent
    total.noCoverage += t.noCoverage
    total.errors += t.errors
  }
  return total
}

const line = (name: string, t: Tally) =>
  `| ${name} | ${score(t).toFixed(2)} | ${t.killed} | ${t.survived} | ${t.equivalent} | ${t.noCoverage} | ${t.errors} |`

const runTarget = async (target: Target, concurrency: number): Promise<Map<string, Tally>> => {
  const mutate = target.mutate.flatMap((entry) => typeof entry === "string" ? [entry] : functionRanges(entry))
  // read by mutation/vitest.config.ts in Stryker's test-runner processes, which inherit the environment
  process.env.MUTATION_TEST_FILES = target.testFiles.join(",")
  const stryker = new Stryker({
    testRunner: "vitest",
    plugins: ["@stryker-mutator/vitest-runner"],
    vitest: { configFile: "mutation/vitest.config.ts", related: false },
    mutate,
    coverageAnalysis: "perTest",
    concurrency,
    thresholds: { high: 100, low: target.break, break: target.break },
    reporters: ["clear-text", "json"],
    clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
    jsonReporter: { fileName: `reports/mutation/${target.name}.json` },
    tempDirName: ".stryker-tmp",
    cleanTempDir: "always",
    incremental: false,
    // a const enum of the option's strings, which `verbatimModuleSyntax` cannot read as a value
    logLevel: "warn" as LogLevel
  })
  return tally(await stryker.runMutationTest())
}

const main = async () => {
  const args = process.argv.slice(2)
  const at = args.indexOf("--concurrency")
  const concurrency = Number(at >= 0 ? args[at + 1] : (process.env.STRYKER_CONCURRENCY ?? 2))
  const named = args.filter((arg, i) => !arg.startsWith("--") && (at < 0 || i !== at + 1))
  const all = readTargets()
  const unknown = named.filter((name) => !all.some((target) => target.name === name))
  if (unknown.length > 0) throw new Error(`unknown mutation target(s): ${unknown.join(", ")}`)
  const chosen = all.filter((target) =>
    named.length > 0 ? named.includes(target.name) : !args.includes("--ci") || target.ci
  )
  const rows: Array<string> = []
  const failures: Array<string> = []
  for (const target of chosen) {
    const started = Date.now()
    const byFile = await runTarget(target, concurrency)
    const total = sum(byFile.values())
    const seconds = Math.round((Date.now() - started) / 1000)
    rows.push(line(`**${target.name}** (${seconds} s)`, total))
    for (const [file, t] of byFile) rows.push(line(`  ${file}`, t))
    if (score(total) < target.break) failures.push(`${target.name}: ${score(total).toFixed(2)} < ${target.break}`)
  }
  process.stdout.write(
    [
      "",
      "| module | score % | killed | survived | equivalent | no coverage | errors |",
      "|---|---|---|---|---|---|---|",
      ...rows,
      ""
    ].join("\n")
  )
  if (failures.length > 0) {
    process.stdout.write(`\nmutation score under its threshold: ${failures.join("; ")}\n`)
    process.exitCode = 1
  }
}

await main()
