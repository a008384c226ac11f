import { OpenApi } from "@effect/platform"
import { allOperations, supportedCountries } from "@statement-engine/analysis"
import { Schema } from "effect"
import { execFileSync } from "node:child_process"
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { fileURLToPath } from "node:url"
import openapiTS, { astToString } from "openapi-typescript"
import { describe, expect, it } from "vitest"
import {
  AccessTokenResponse,
  CategoryTreeDocument,
  examples,
  ModelsList,
  PreProcessingRecord,
  ProcessingRecord,
  ProcessingResult,
  ProcessRequestBody,
  ReportNotification,
  StatementAnalysisApi,
  TokenRequestBody,
  WebhookSettingsAccepted,
  WebhookSettingsBody,
  withAudience
} from "../src/index.js"

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))
const require = createRequire(import.meta.url)
const document = OpenApi.fromApi(StatementAnalysisApi)
const text = JSON.stringify(document, null, 2)
const out = here("../test-output/openapi/")

const methods = ["get", "put", "post", "delete"] as const
const operations = Object.values(document.paths).flatMap((path) =>
  methods.flatMap((method) => path[method] === undefined ? [] : [path[method]])
)

describe("the OpenAPI document", () => {
  it("has examples that are what the contract's schemas accept", () => {
    const pairs: ReadonlyArray<readonly [Schema.Schema.AnyNoContext, unknown]> = [
      [TokenRequestBody, examples.tokenRequest],
      [AccessTokenResponse, examples.tokenResponse],
      [PreProcessingRecord, examples.preProcessingRecord],
      [ProcessRequestBody, examples.processRequest],
      [ProcessingRecord, examples.processingRecord],
      [ProcessingResult, examples.processingResult],
      [ModelsList, examples.modelsList],
      [CategoryTreeDocument, examples.categoryTreeDocument],
      [WebhookSettingsBody, examples.webhookSettings],
      [WebhookSettingsAccepted, examples.webhookSettingsAccepted],
      [ReportNotification, examples.reportNotification]
    ]
    for (const [schema, example] of pairs) expect(() => Schema.decodeUnknownSync(schema)(example)).not.toThrow()
  })

  it("documents the one-call upload: the process fields, Prefer, 200 as record or result and 202", () => {
    const upload = document.paths["/v2/report"]?.post
    const form = JSON.stringify(upload?.requestBody)
    for (const field of ["\"country\"", "\"operations\"", "\"params\"", "\"use_webhook\""]) {
      expect(form).toContain(field)
    }
    expect(upload?.parameters?.map((parameter) => "name" in parameter ? parameter.name : undefined)).toContain("prefer")
    const answers = JSON.stringify(upload?.responses)
    expect(answers).toContain("report pre-processing record")
    expect(answers).toContain("report processing result")
    expect(JSON.stringify(upload?.responses["202"])).toContain("report processing record")
  })

  it("declares every product's fields, operations and countries as enums, plain operation ids and an example each", () => {
    const schemas = document.components.schemas
    expect(JSON.stringify(schemas["InsightsRecurring"])).toContain("\"median_amount\"")
    expect(JSON.stringify(schemas["Categorisation"])).toContain("\"category_title\"")
    const compact = JSON.stringify(document)
    expect(compact).toContain(`"enum":${JSON.stringify(allOperations)}`)
    expect(compact).toContain(`"enum":${JSON.stringify(supportedCountries)}`)
    for (const op of operations) {
      expect(op.operationId).toMatch(/^[a-z][A-Za-z]+$/)
      const successes = Object.entries(op.responses).filter(([status]) => status.startsWith("2"))
      const exemplified = successes.some(([, r]) => JSON.stringify(r).includes("\"example\""))
      expect(exemplified || successes.every(([status]) => status === "204"), op.operationId).toBe(true)
    }
    expect(document.servers?.length).toBeGreaterThan(0)
    expect(document.info.description).toContain("PUT /v2/report/process/{requestId}")
    expect(text).toContain("\"webhooks\"")
    expect(text).toContain("#/components/schemas/ReportNotification")
  })

  it("offers an OAuth2 client-credentials scheme that sends the server's audience with the token request", () => {
    const flow = (d: Record<string, unknown>) => JSON.stringify(d).split("\"clientCredentials\":")[1]?.slice(0, 200)
    expect(flow({ ...document })).toContain("\"tokenUrl\":\"/oauth/token\"")
    expect(flow({ ...document })).toContain("\"audience\":\"statement-engine\"")
    expect(flow(withAudience({ ...document }, "bank-xyz"))).toContain("\"audience\":\"bank-xyz\"")
  })

  it("has JSON:API error bodies only, none of the framework's own", () => {
    expect(text).not.toContain("HttpApiDecodeError")
    expect(text).not.toContain("\"_tag\"")
    for (const op of operations) {
      for (const [status, response] of Object.entries(op.responses)) {
        if (status.startsWith("4") || status.startsWith("5")) {
          const body = JSON.stringify(response)
          expect(body.includes("#/components/schemas/") || body.includes("\"errors\""), body).toBe(true)
        }
      }
    }
  })

  it("passes @redocly/cli lint with no errors", () => {
    mkdirSync(out, { recursive: true })
    writeFileSync(`${out}openapi.json`, text)
    const bin = require.resolve("@redocly/cli/bin/cli.js")
    // lint exits non-zero on any error; warnings do not fail it
    expect(() =>
      execFileSync(process.execPath, [bin, "lint", `${out}openapi.json`, "--format=summary"], {
        stdio: "pipe",
        env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" }
      })
    ).not.toThrow()
  }, 120_000)

  it(
    "generates a client with openapi-typescript that types the four steps and refuses what the API refuses",
    async () => {
      const dir = `${out}typed-client/`
      rmSync(dir, { recursive: true, force: true })
      mkdirSync(dir, { recursive: true })
      writeFileSync(`${dir}api.d.ts`, astToString(await openapiTS(text)))
      for (const file of ["four-steps.ts", "refused.ts"]) copyFileSync(here(`../typed-client/${file}`), `${dir}${file}`)
      writeFileSync(
        `${dir}tsconfig.json`,
        JSON.stringify({
          extends: here("../../../tsconfig.base.json"),
          compilerOptions: { lib: ["ES2022", "DOM"], types: [] },
          files: ["api.d.ts", "four-steps.ts", "refused.ts"]
        })
      )
      const tsc = require.resolve("typescript/bin/tsc")
      let output = ""
      try {
        execFileSync(process.execPath, [tsc, "-p", `${dir}tsconfig.json`], { stdio: "pipe" })
      } catch (e) {
        output = String((e as { stdout?: unknown }).stdout)
      }
      expect(output).toBe("")
    },
    120_000
  )
})
