import { build } from "esbuild"
import { execFile } from "node:child_process"
import { cpSync, existsSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { basename, join, resolve } from "node:path"
import { promisify } from "node:util"
import { median, quantile } from "./measure.js"
import { type StreamStatement, streamStatements } from "./stream-statements.js"

/**
 * CPU time per statement of `insights-income` + `insights-recurring` (the stream products alone,
 * reading and categorising excluded), checkouts side by side: `tsx streams-cpu.ts [ROUNDS]
 * [CHECKOUT…]` (defaults 6, /work/base-8d246da and this checkout). Each checkout's analysis package
 * is bundled by esbuild; every round runs one child process per checkout (`streams-cpu-child.ts`,
 * warm, the order turning between rounds) on the same statements: the CPU guard's 60 KB one and
 * three more of its generator, persona statements of 6-12 months carrying the stream classes, and
 * two-year persona statements. Prints each group's median ms per statement of every checkout and the
 * median of the rounds' ratios to the first checkout, with their range and interquartile range.
 */
const [roundsArg = "6", ...checkoutArgs] = process.argv.slice(2)
const rounds = Number(roundsArg)
const checkouts =
  (checkoutArgs.length > 0 ? checkoutArgs : ["/work/base-8d246da", join(import.meta.dirname, "..", "..")])
    .map((c) => resolve(c))
const dir = mkdtempSync(join(tmpdir(), "se-streams-cpu-"))

const statements = (): ReadonlyArray<StreamStatement> => streamStatements({ guard: 4, personas: 12, twoYears: 6 })

const bundled = async (checkout: string, i: number): Promise<string> => {
  const out = join(dir, `checkout-${i}`)
  await build({
    entryPoints: [join(checkout, "packages/analysis/src/index.ts")],
    bundle: true,
    format: "esm",
    platform: "node",
    outfile: join(out, "analysis.mjs"),
    logLevel: "warning"
  })
  // the categoriser reads its data tables from `data/` beside the running module
  const data = join(checkout, "packages/categorise/src/data")
  if (existsSync(data)) cpSync(data, join(out, "data"), { recursive: true })
  // the packages the bundle loads when a file needs them (the encoding libraries) resolve from beside it
  symlinkSync(join(checkout, "packages/analysis/node_modules"), join(out, "node_modules"))
  return join(out, "analysis.mjs")
}

const chosen = statements()
const list = chosen.map((s, i) => {
  const path = join(dir, `${i}-${s.name}`)
  writeFileSync(path, s.bytes)
  return { group: s.group, path, country: s.country, options: {} }
})
const listPath = join(dir, "statements.json")
writeFileSync(listPath, JSON.stringify(list))
const groups = [...new Set(list.map((s) => s.group))]
for (const g of groups) {
  const sizes = chosen.filter((s) => s.group === g).map((s) => s.bytes.length / 1000)
  console.log(
    `${g}: ${sizes.length} statements of ${Math.min(...sizes).toFixed(0)}-${Math.max(...sizes).toFixed(0)} KB`
  )
}
const bundles = await Promise.all(checkouts.map((c, i) => bundled(c, i)))
const child = join(import.meta.dirname, "streams-cpu-child.ts")

const runChild = async (bundle: string): Promise<Record<string, number>> => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--import", "tsx", child, bundle, listPath, "20", "40"],
    { maxBuffer: 1 << 20 }
  )
  const lines = stdout.trim().split("\n").map((l) => JSON.parse(l) as { group: string; ms: number })
  return Object.fromEntries(lines.map((l) => [l.group, l.ms]))
}

const ms: Array<Array<Record<string, number>>> = checkouts.map(() => [])
for (let r = 0; r < rounds; r++) {
  const order = checkouts.map((_, i) => (i + r) % checkouts.length)
  for (const i of order) ms[i]!.push(await runChild(bundles[i]!))
  process.stdout.write(`round ${r + 1}/${rounds}\n`)
}
const names = checkouts.map((c) => basename(c))
for (const g of groups) {
  const base = ms[0]!.map((m) => m[g]!)
  console.log(`${g}: ${names[0]} ${median(base).toFixed(3)} ms per statement`)
  for (let i = 1; i < checkouts.length; i++) {
    const side = ms[i]!.map((m) => m[g]!)
    const ratios = side.map((x, k) => x / base[k]!)
    console.log(
      `  ${names[i]} ${median(side).toFixed(3)} ms, ${median(ratios).toFixed(3)}x ${names[0]} (rounds ${
        Math.min(...ratios).toFixed(3)
      }-${Math.max(...ratios).toFixed(3)}, middle half ${quantile(ratios, 0.25).toFixed(3)}-${
        quantile(ratios, 0.75).toFixed(3)
      }, ${rounds} rounds)`
    )
  }
}
