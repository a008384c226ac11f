import { Schema } from "effect"
import { readdirSync, readFileSync, statSync } from "node:fs"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { PUBLIC_FIXTURES, sharedFixturesPresent } from "../../intake/test/shared-fixtures.js"
import { type BundledServer, startBundledServer } from "./bundled-server.js"
import { type FuzzCase, fuzzCase } from "./fuzz-inputs.js"
import regressionsData from "./fuzz-regressions.json" with { type: "json" }
import { analyseOverHttp, type FlowAnswer } from "./http-flow.js"

/**
 * Hostile uploads to the server as `pnpm start` runs it, seeded and bounded in time: every answer
 * is a 2xx or a 4xx naming a code, every accepted report ends completed or failed with a code that
 * is not an internal error, and the server answers afterwards. The seed is
 * STATEMENT_ENGINE_FUZZ_SEED (44 by default, so CI runs the same cases), the time
 * STATEMENT_ENGINE_FUZZ_SECONDS (60). Counterexamples found are kept in fuzz-regressions.json
 * (seed and index) and replayed first.
 */

const Regressions = Schema.Array(Schema.Struct({ seed: Schema.Number, index: Schema.Number, found: Schema.String }))
const regressions = Schema.decodeUnknownSync(Regressions)(regressionsData)
const seed = Number(process.env["STATEMENT_ENGINE_FUZZ_SEED"] ?? "44")
const budgetMillis = 1000 * Number(process.env["STATEMENT_ENGINE_FUZZ_SECONDS"] ?? "60")

const fixtures = (): Array<{ name: string; bytes: () => Uint8Array }> =>
  readdirSync(PUBLIC_FIXTURES, { recursive: true, encoding: "utf8" }).sort()
    .filter((path) => path !== "SOURCES.md" && statSync(join(PUBLIC_FIXTURES, path)).isFile())
    .map((name) => ({ name, bytes: () => new Uint8Array(readFileSync(join(PUBLIC_FIXTURES, name))) }))

/** What is wrong with an answer, or undefined when it is one the API may give. */
export const wrongAnswer = (answer: FlowAnswer): string | undefined => {
  if (answer.statuses.some((s) => s >= 500)) return `a ${answer.statuses.find((s) => s >= 500)} (${answer.outcome})`
  if (answer.outcome === "completed") return undefined
  const refused = /^(upload|process|result) (4\d\d) (\S+)$/.exec(answer.outcome)
  if (refused !== null) return refused[3] === "NO_CODE" ? `a ${refused[2]} without a code` : undefined
  const failed = /^failed (\S+)$/.exec(answer.outcome)
  if (failed !== null) {
    return failed[1] === "NO_CODE" || failed[1] === "INTERNAL_ERROR" ? `a report failed ${failed[1]}` : undefined
  }
  return answer.outcome
}

describe.skipIf(!sharedFixturesPresent())("fuzzing the bundled server", () => {
  let server: BundledServer
  beforeAll(async () => {
    server = await startBundledServer({ STATEMENT_ENGINE_RATE_LIMIT: "0" })
  }, 120_000)
  afterAll(async () => {
    await server.stop()
  })

  it("answers every hostile upload with a 2xx or a 4xx with a code, and ends every report with a code", async () => {
    const files = fixtures()
    const token = await server.token()
    const started = Date.now()
    const findings: Array<string> = []
    const outcomes = new Map<string, number>()
    const run = async (caseSeed: number, index: number) => {
      const c: FuzzCase = fuzzCase(caseSeed, index, files)
      const answer = await analyseOverHttp({
        url: server.url,
        token,
        name: c.name,
        bytes: c.bytes,
        country: c.country,
        // past the server's own 60 s analysis limit, so that a slow report shows as its failure with a code
        timeoutMillis: 90_000,
        ...(c.options === undefined ? {} : { options: c.options })
      })
      const key = answer.outcome.replace(/^(upload|process|result) /, "")
      outcomes.set(key, (outcomes.get(key) ?? 0) + 1)
      const wrong = wrongAnswer(answer)
      if (wrong !== undefined) {
        findings.push(`seed ${caseSeed} index ${index} (${c.mutation}, ${c.bytes.length} bytes): ${wrong}`)
      }
    }
    for (const r of regressions) await run(r.seed, r.index)
    let next = 0
    const lane = async () => {
      while (Date.now() - started < budgetMillis) await run(seed, next++)
    }
    await Promise.all([lane(), lane()])
    console.log(
      `fuzz seed ${seed}: ${regressions.length} regression cases and ${next} new in ${
        Math.round((Date.now() - started) / 1000)
      } s; ${findings.length} findings; outcomes ${JSON.stringify(Object.fromEntries(outcomes))}`
    )
    expect(findings).toEqual([])
    expect(next).toBeGreaterThan(20)
  }, budgetMillis + 180_000)

  it("still answers afterwards, and logged no unexpected failure", async () => {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
    expect(server.child.exitCode).toBeNull()
    expect(server.log()).not.toContain("unexpected failure")
  })
})
