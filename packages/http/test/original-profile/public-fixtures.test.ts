import { Schema } from "effect"
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startServer, type TestServer, uploadForm } from "../harness.js"
import * as Spec from "./spec-shapes.js"

/** The public exports beside the repository (`../shared/fixtures/public`), never copied into it. */
const PUBLIC_FIXTURES = fileURLToPath(new URL("../../../../../shared/fixtures/public", import.meta.url))

/** Outside CI a missing `../shared` skips; with `CI=true` it fails the run. */
const present = (): boolean => {
  if (existsSync(PUBLIC_FIXTURES)) return true
  if (process.env["CI"] === "true") throw new Error(`${PUBLIC_FIXTURES} is missing: with CI=true this suite must run`)
  return false
}

/**
 * The first two files of each source (notes left out, at most 2 MB each), in a stable order: every
 * source's format once or twice, not every file again (#44's suite uploads each of them).
 */
const fixtureFiles = (): ReadonlyArray<string> =>
  readdirSync(PUBLIC_FIXTURES, { withFileTypes: true }).filter((entry) => entry.isDirectory()).sort((a, b) =>
    a.name.localeCompare(b.name)
  ).flatMap((source) =>
    readdirSync(join(PUBLIC_FIXTURES, source.name), { recursive: true, encoding: "utf8" })
      .map((relative) => join(PUBLIC_FIXTURES, source.name, relative))
      .filter((path) => statSync(path).isFile() && !/\.md$/i.test(path) && statSync(path).size <= 2 * 1024 * 1024)
      .sort()
      .slice(0, 2)
  )

const OPERATIONS = ["categorisation", "insights-income", "insights-risk", "insights-loans", "simple-score"]

let server: TestServer
let headers: Record<string, string>
beforeAll(async () => {
  if (!present()) return
  server = await startServer({ compatibility: "original" })
  headers = { authorization: `Bearer ${await server.token()}` }
})
afterAll(() => server?.close())

/** Uploads one file: its original-shaped refusal, or its completed result in the original's shapes. */
const throughTheProfile = async (path: string) => {
  const uploaded = await fetch(`${server.url}/v2/report`, {
    method: "POST",
    headers,
    body: uploadForm([{ name: path.split("/").pop()!, content: readFileSync(path) }])
  })
  if (uploaded.status !== 200) {
    Spec.decodeExactly(Spec.ErrorBody, await uploaded.json())
    return "refused"
  }
  const record = Spec.decodeExactly(Spec.PreProcessingRecord, await uploaded.json())
  const id = record.data.attributes["request-id"]
  const operations = OPERATIONS.filter((op) => record.data.attributes["available-operations"].includes(op))
  if (operations.length === 0) return "empty"
  const processed = await fetch(`${server.url}/v2/report/process/${id}`, {
    method: "PUT",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({ country: "GB", operations })
  })
  Spec.decodeExactly(Spec.ProcessingRecord, await processed.json())
  const raw = await (await fetch(`${server.url}/v2/report/${id}`, { headers: { ...headers, prefer: "wait=30" } }))
    .json() as { data: { attributes: Record<string, unknown> } }
  Schema.decodeUnknownSync(Spec.CompletedResult)(raw)
  const insights = raw.data.attributes.insights as Record<string, unknown>
  Spec.decodeExactly(Spec.Categorisation, raw.data.attributes.categorisation)
  Spec.decodeExactly(Spec.InsightsIncome, insights["insights-income"])
  Spec.decodeExactly(Spec.InsightsRisk, insights["insights-risk"])
  Spec.decodeExactly(Spec.InsightsLoans, insights["insights-loans"])
  Spec.decodeExactly(Spec.SimpleScoreValue, raw.data.attributes["simple-score"])
  return "shaped"
}

describe.runIf(present())("the original profile on the public fixtures, over HTTP", () => {
  it(
    "shapes every product of every accepted fixture as the spec says, and every refusal as its error array",
    async () => {
      const outcomes = new Map<string, number>()
      for (const path of fixtureFiles()) {
        const outcome = await throughTheProfile(path).catch((error: unknown) => {
          throw new Error(`${path}: ${String(error).slice(-1500)}`)
        })
        outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1)
      }
      // most public exports are statements the engine reads
      expect(outcomes.get("shaped") ?? 0, JSON.stringify([...outcomes])).toBeGreaterThanOrEqual(40)
    },
    300_000
  )
})
