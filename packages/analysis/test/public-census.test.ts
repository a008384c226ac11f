import { Either } from "effect"
import { readdirSync, readFileSync, statSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { readStatements } from "../src/index.js"
import { expectations } from "./public-fixtures.expected.js"
import { PUBLIC_FIXTURES, sharedFixturesPresent } from "./shared-fixtures.js"

const dir = PUBLIC_FIXTURES

/**
 * Every statement file of the public fixtures, whatever its format, with its transaction count
 * known independently of our readers: CSV from the per-file expectations, OFX from `<STMTTRN>`
 * elements and cash-settled investment transactions, camt from `<Ntry>` elements, MT940 from `:61:` lines. Other files (oracle JSON,
 * journals, configuration) are not statements.
 */
const statementFiles = (): ReadonlyArray<
  { readonly key: string; readonly path: string; readonly format: string; readonly truth: number }
> =>
  readdirSync(dir)
    .filter((d) => statSync(join(dir, d)).isDirectory())
    .flatMap((d) => readdirSync(join(dir, d)).map((f) => ({ key: `${d}/${f}`, path: join(dir, d, f), name: f })))
    .flatMap(({ key, name, path }) => {
      const text = readFileSync(path, "latin1")
      if (/\.csv$/i.test(name)) {
        const e = expectations[key]
        const truth = e === undefined
          ? 0
          : "read" in e
          ? e.read
          : e.then !== undefined && "read" in e.then
          ? e.then.read
          : 0
        return [{ key, path, format: "csv", truth }]
      }
      if (/<OFX>|OFXHEADER/i.test(text)) {
        const cashSettled = /<(BUY|SELL)(DEBT|MF|OPT|OTHER|STOCK)>|<(INCOME|INVEXPENSE|RETOFCAP|MARGININTEREST)>/gi
        const truth = (text.match(/<STMTTRN>/gi) ?? []).length + (text.match(cashSettled) ?? []).length
        return [{ key, path, format: "ofx", truth }]
      }
      if (/BkToCstmr/.test(text)) {
        return [{ key, path, format: "camt", truth: (text.match(/<(\w+:)?Ntry>/g) ?? []).length }]
      }
      if (/^:20:/m.test(text) && /^:61:/m.test(text)) {
        return [{ key, path, format: "mt940", truth: (text.match(/^:61:/gm) ?? []).length }]
      }
      return []
    })

describe.skipIf(!sharedFixturesPresent())("every statement file of the public fixtures", () => {
  it("at least 95% of those holding transactions are read with the right count (after the option a refusal names)", () => {
    const files = statementFiles()
    const holding = files.filter((f) => f.truth > 0)
    const wrong: Array<string> = []
    for (const f of holding) {
      const bytes = new Uint8Array(readFileSync(f.path))
      let r = readStatements([{ name: f.key, bytes }], {})
      // the spec refuses non-UTF-8 files until the caller names the encoding, and undecidable dates until it names the format
      if (Either.isLeft(r) && r.left._tag === "UnsupportedEncoding") {
        r = readStatements([{ name: f.key, bytes }], { encoding: "windows-1252" })
      }
      const then = expectations[f.key]
      if (Either.isLeft(r) && then !== undefined && "then" in then && then.then !== undefined) {
        r = readStatements([{ name: f.key, bytes }], then.then.options)
      }
      if (Either.isLeft(r) || r.right.transactions.length !== f.truth) {
        wrong.push(`${f.key}: ${Either.isLeft(r) ? r.left._tag : r.right.transactions.length} (expected ${f.truth})`)
      }
    }
    const read = holding.length - wrong.length
    console.log(
      `public statement files: ${files.length}; holding transactions: ${holding.length}; read correctly: ${read} (${
        ((100 * read) / holding.length).toFixed(1)
      }%)\n  not read: ${wrong.join("\n  not read: ")}`
    )
    expect(read / holding.length).toBeGreaterThanOrEqual(0.95)
  })
})
