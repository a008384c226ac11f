import { readFileSync, writeFileSync } from "node:fs"
import { compareAll, truthTable } from "../packages/analysis/test/fixture-truth/compare.js"
import { PUBLIC_FIXTURES } from "../packages/intake/test/shared-fixtures.js"

/**
 * Writes the table of every public fixture, its truth and the engine's result into
 * docs/intake-fixtures.md between the fixture-truth markers (`pnpm docs:fixture-truth`). The
 * fixture-truth test checks that the table there is current.
 */
const START = "<!-- fixture-truth:start -->"
const END = "<!-- fixture-truth:end -->"
const path = new URL("../docs/intake-fixtures.md", import.meta.url)
const doc = readFileSync(path, "utf8")
const from = doc.indexOf(START)
const to = doc.indexOf(END)
if (from < 0 || to < from) throw new Error(`docs/intake-fixtures.md has no ${START} … ${END} section`)
const table = truthTable(compareAll(PUBLIC_FIXTURES))
writeFileSync(path, `${doc.slice(0, from + START.length)}\n${table}\n${doc.slice(to)}`)
console.log(table.split("\n")[0])
