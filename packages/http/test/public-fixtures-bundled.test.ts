import { readdirSync, readFileSync, statSync } from "node:fs"
import { basename, join } from "node:path"
import { fileURLToPath } from "node:url"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { PUBLIC_FIXTURES, sharedFixturesPresent } from "../../intake/test/shared-fixtures.js"
import { type BundledServer, startBundledServer } from "./bundled-server.js"
import { startServer, type TestServer } from "./harness.js"
import { analyseOverHttp, type FlowAnswer, inBatches } from "./http-flow.js"

/**
 * Every public fixture uploaded to the server as `pnpm start` runs it (the bundle, its Node flags,
 * its environment defaults) and to the server run in process from the sources, as a client does:
 * no options, and again with the encoding the file's truth documents where it is not UTF-8. The two
 * must answer alike (status and code, transactions, net per currency), and neither with a 5xx.
 */

const TRUTH_DIR = fileURLToPath(new URL("../../analysis/test/fixture-truth", import.meta.url))

/** One public file, what its truth documents of it, and the country its user would give at processing. */
interface Fixture {
  readonly file: string
  readonly encoding: string
  readonly country: string
}

/** Country by the truth's one currency (the euro by Germany), else GB: the country is required at processing. */
const COUNTRY_OF_CURRENCY: Readonly<Record<string, string>> = {
  EUR: "DE",
  GBP: "GB",
  CHF: "CH",
  PLN: "PL",
  CZK: "CZ",
  SEK: "SE",
  NOK: "NO",
  DKK: "DK",
  HUF: "HU"
}

/** The truth's rows (`packages/analysis/test/fixture-truth/*.tsv`: file, …, net in column 6, encoding in 10). */
const truthRows = (): Map<string, Fixture> => {
  const rows = new Map<string, Fixture>()
  for (const tsv of readdirSync(TRUTH_DIR).filter((f) => f.endsWith(".tsv"))) {
    for (const line of readFileSync(join(TRUTH_DIR, tsv), "utf8").split("\n")) {
      if (line === "" || line.startsWith("#")) continue
      const c = line.split("\t")
      const currencies = (c[5] ?? "").split(";").map((part) => part.split(":")[0] ?? "")
      const country = currencies.length === 1 ? COUNTRY_OF_CURRENCY[currencies[0] ?? ""] ?? "GB" : "GB"
      rows.set(c[0] ?? "", { file: c[0] ?? "", encoding: c[9] ?? "", country })
    }
  }
  return rows
}

/** Every file under fixtures/public but SOURCES.md, with its truth when the truth has a row for it. */
const fixtures = (): Array<Fixture> => {
  const truth = truthRows()
  return readdirSync(PUBLIC_FIXTURES, { recursive: true, encoding: "utf8" }).sort()
    .filter((path) => path !== "SOURCES.md" && statSync(join(PUBLIC_FIXTURES, path)).isFile())
    .map((file) => truth.get(file) ?? { file, encoding: "", country: "GB" })
}

/** A legacy encoding the truth documents, as the upload's `options.encoding`; none for UTF-8 and ASCII. */
const documentedOptions = (f: Fixture): Readonly<Record<string, unknown>> | undefined =>
  /^(|ascii|utf-8|utf-8-bom)$/.test(f.encoding) ? undefined : { encoding: f.encoding }

const present = sharedFixturesPresent()

describe.skipIf(!present)("every public fixture through the bundled server, as through the sources", () => {
  let bundled: BundledServer
  let inProcess: TestServer
  beforeAll(async () => {
    ;[bundled, inProcess] = await Promise.all([
      // the per-client request limit is an operator's setting; this suite sends ~1,600 requests a minute
      startBundledServer({ STATEMENT_ENGINE_RATE_LIMIT: "0" }),
      startServer()
    ])
  }, 120_000)
  afterAll(async () => {
    await Promise.all([bundled?.stop(), inProcess?.close()])
  })

  it("answers every upload as the sources do, never with a 5xx", async () => {
    const started = Date.now()
    const [bundledToken, inProcessToken] = await Promise.all([bundled.token(), inProcess.token()])
    const cases = fixtures().flatMap((f) => {
      const options = documentedOptions(f)
      return options === undefined ? [{ f, options }] : [{ f, options: undefined }, { f, options }]
    })
    const differences: Array<string> = []
    const serverErrors: Array<string> = []
    const answers = await inBatches(cases, 3, async ({ f, options }) => {
      const bytes = new Uint8Array(readFileSync(join(PUBLIC_FIXTURES, f.file)))
      const request = {
        name: basename(f.file),
        bytes,
        country: f.country,
        ...(options === undefined ? {} : { options })
      }
      const [ours, theirs]: Array<FlowAnswer> = await Promise.all([
        analyseOverHttp({ ...request, url: bundled.url, token: bundledToken }),
        analyseOverHttp({ ...request, url: inProcess.url, token: inProcessToken })
      ])
      const label = `${f.file}${options === undefined ? "" : ` ${JSON.stringify(options)}`}`
      if (ours?.statuses.some((s) => s >= 500) || theirs?.statuses.some((s) => s >= 500)) {
        serverErrors.push(`${label}: bundled ${ours?.outcome}, in process ${theirs?.outcome}`)
      }
      const shown = (a: FlowAnswer | undefined) => `${a?.outcome} ${a?.transactions} ${a?.net}`
      if (shown(ours) !== shown(theirs)) differences.push(`${label}: bundled ${shown(ours)} | sources ${shown(theirs)}`)
      return ours
    })
    const completed = answers.filter((a) => a?.outcome === "completed").length
    console.log(
      `public fixtures over HTTP: ${cases.length} uploads of ${fixtures().length} files, ${completed} completed, ${serverErrors.length} 5xx, ${differences.length} differences, ${
        Math.round((Date.now() - started) / 1000)
      } s`
    )
    if (serverErrors.length > 0) {
      console.log(
        bundled.log().split("\n").filter((l) => /"logLevel":"(ERROR|FATAL)"|Error/.test(l)).slice(0, 5).join("\n")
      )
    }
    expect(serverErrors).toEqual([])
    expect(differences).toEqual([])
    expect(cases.length).toBeGreaterThan(290)
    expect(bundled.log()).not.toMatch(/Cannot find module|INTERNAL_ERROR/)
  }, 300_000)
})
