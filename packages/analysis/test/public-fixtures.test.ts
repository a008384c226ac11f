import { Either } from "effect"
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { type IntakeOptions, preprocess, readStatements, type StatementsRead } from "../src/index.js"
import { expectations } from "./public-fixtures.expected.js"

const dir = fileURLToPath(new URL("../../../../shared/fixtures/public", import.meta.url))

const csvFiles = (): ReadonlyArray<string> =>
  readdirSync(dir)
    .filter((d) => statSync(join(dir, d)).isDirectory())
    .flatMap((d) => readdirSync(join(dir, d)).filter((f) => /\.csv$/i.test(f)).map((f) => `${d}/${f}`))
    .sort()

const sane = (r: StatementsRead): void => {
  expect(r.transactions.length).toBeGreaterThan(0)
  for (const t of r.transactions) {
    expect(t.booking_date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(Number.isFinite(t.amount)).toBe(true)
    expect(t.currency).toMatch(/^[A-Z]{3}$/)
  }
}

describe.skipIf(!existsSync(dir))("public CSV fixtures", () => {
  const files = existsSync(dir) ? csvFiles() : []
  const bytesOf = (f: string) => new Uint8Array(readFileSync(join(dir, f)))
  const read = (f: string, options: IntakeOptions) => readStatements([{ name: f, bytes: bytesOf(f) }], options)

  it("reads every CSV or refuses it with a typed error, never throwing", () => {
    const lines: Array<string> = []
    let ok = 0
    for (const f of files) {
      const r = read(f, {})
      if (Either.isRight(r)) {
        sane(r.right)
        ok++
        lines.push(`read    ${f}: ${r.right.transactions.length}`)
      } else {
        expect(["UnsupportedEncoding", "NoSuitableParser", "InvalidAnalysisOptions"]).toContain(r.left._tag)
        lines.push(`refused ${f}: ${r.left._tag}`)
      }
      if (Either.isRight(r)) expect(Either.isRight(preprocess([{ name: f, bytes: bytesOf(f) }], {}))).toBe(true)
    }
    console.log(`public CSV fixtures: ${ok} of ${files.length} read without options\n${lines.join("\n")}`)
  })

  for (const f of files) {
    it(`${f} matches its expectation`, () => {
      const e = expectations[f]
      expect(e, `no expectation recorded for ${f}`).toBeDefined()
      if (e === undefined) return
      const r = read(f, {})
      if ("read" in e) {
        expect(Either.isRight(r) ? r.right.transactions.length : r.left).toBe(e.read)
        return
      }
      expect(Either.isLeft(r) && r.left._tag).toBe(e.refused)
      if (Either.isLeft(r) && r.left._tag !== "InvalidAnalysisOptions") expect(r.left.file).toBe(f)
      if (e.then === undefined) return
      const again = read(f, e.then.options)
      if ("read" in e.then) {
        expect(Either.isRight(again) ? again.right.transactions.length : again.left).toBe(e.then.read)
        if (Either.isRight(again)) sane(again.right)
      } else expect(Either.isLeft(again) && again.left._tag).toBe(e.then.refused)
    })
  }
})
