import {
  AnalysisLimitExceeded,
  AnalysisRunner,
  Engine,
  EngineConfig,
  EngineLive,
  type EngineSettings,
  InlineAnalysisRunner
} from "@statement-engine/core"
import {
  engineLayer,
  EngineMetricsLive,
  makeSettings,
  memoryStore,
  memoryStoreWithin,
  postgresStore,
  ReadinessLive,
  storeLayer,
  UploadBudget
} from "@statement-engine/engine"
import { freshDatabase, onDatabase } from "@statement-engine/testkit/postgres"
import { testSecretKeys } from "@statement-engine/testkit/secret-keys"
import { Duration, Effect, Exit, Layer, ManagedRuntime, Schema, Scope } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { PreProcessingRecord, ProcessingResult } from "../src/index.js"
import { decoded, startServerOn, type TestServer, ukStatementCsv, uploadForm } from "./harness.js"

const overTime = new AnalysisLimitExceeded({
  limit: "time",
  detail: "The analysis ran longer than its time limit of 1000 ms and was stopped."
})
const overMemory = new AnalysisLimitExceeded({
  limit: "memory",
  detail: "The analysis needed more memory than its limit of 64 MB of heap and was stopped."
})

/**
 * The inline runner, except that files named over-time.csv take a second and are then stopped at the
 * time limit, oom.csv are stopped at the memory limit, and over-time-analysis.csv reads well but is
 * stopped when analysed (what the worker pool answers in those cases; its own tests run real threads).
 */
const limitedRunner = Layer.effect(
  AnalysisRunner,
  Effect.map(AnalysisRunner, (inline) => ({
    preprocess: (files, options) =>
      files.some((file) => file.name === "over-time.csv")
        ? Effect.sleep(Duration.seconds(1)).pipe(Effect.zipRight(Effect.fail(overTime)))
        : files.some((file) => file.name === "oom.csv")
        ? Effect.fail(overMemory)
        : inline.preprocess(files, options),
    analyse: (request) =>
      request.files.some((file) => file.name === "over-time-analysis.csv")
        ? Effect.fail(overTime)
        : inline.analyse(request)
  }))
).pipe(Layer.provide(InlineAnalysisRunner))

/** The engine in memory with `runner`, with the metrics and readiness the server serves. */
const engineWith = (runner: Layer.Layer<AnalysisRunner>, settings: Partial<EngineSettings> = {}) => {
  const base = Layer.mergeAll(
    storeLayer(memoryStore),
    runner,
    EngineConfig.layer({ pollIntervalMillis: 50, ...settings })
  )
  return Layer.mergeAll(
    EngineLive.pipe(Layer.provide(base)),
    EngineMetricsLive.pipe(Layer.provide(base)),
    ReadinessLive.pipe(Layer.provide(base)),
    Layer.effect(UploadBudget, UploadBudget).pipe(Layer.provide(base))
  )
}

const JsonApiErrors = Schema.Struct({
  errors: Schema.NonEmptyArray(Schema.Struct({
    status: Schema.String,
    code: Schema.String,
    detail: Schema.String,
    source: Schema.optional(Schema.Struct({ pointer: Schema.optional(Schema.String) })),
    meta: Schema.optional(Schema.Record({ key: Schema.String, value: Schema.Unknown }))
  }))
})

const expectError = async (response: Response, status: number, code: string) => {
  expect(response.status).toBe(status)
  const body = await decoded(response, JsonApiErrors)
  expect(body.errors[0].status).toBe(String(status))
  expect(body.errors[0].code).toBe(code)
  return body.errors[0]
}

const client = (server: TestServer) => {
  let token: Promise<string> | undefined
  const auth = async () => ({ authorization: `Bearer ${await (token ??= server.token())}` })
  return {
    upload: async (name: string, content: string = ukStatementCsv) =>
      fetch(`${server.url}/v2/report`, {
        method: "POST",
        headers: await auth(),
        body: uploadForm([{ name, content }])
      }),
    process: async (id: string) =>
      fetch(`${server.url}/v2/report/process/${id}`, {
        method: "PUT",
        headers: { ...(await auth()), "content-type": "application/json" },
        body: JSON.stringify({ country: "GB", operations: ["categorisation"] })
      }),
    result: async (id: string) => fetch(`${server.url}/v2/report/${id}`, { headers: await auth() }),
    webhookSettings: async (body: unknown) =>
      fetch(`${server.url}/v2/webhook-settings`, {
        method: "POST",
        headers: { ...(await auth()), "content-type": "application/json" },
        body: JSON.stringify(body)
      })
  }
}

const requestIdOf = async (response: Response) => {
  expect(response.status).toBe(200)
  return (await decoded(response, PreProcessingRecord)).data.attributes["request-id"]
}

describe("hardening: analysis limits over HTTP", () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startServerOn(engineWith(limitedRunner))
  }, 60_000)
  afterAll(() => server.close())

  it("an upload whose reading passes the time limit answers 422 ANALYSIS_LIMIT; another upload is answered meanwhile", async () => {
    const api = client(server)
    const started = Date.now()
    const stuck = api.upload("over-time.csv").then((response) => ({ response, at: Date.now() - started }))
    const fine = await api.upload("fine.csv")
    const fineAt = Date.now() - started
    await requestIdOf(fine)
    const { at, response } = await stuck
    expect(fineAt).toBeLessThan(at)
    const error = await expectError(response, 422, "ANALYSIS_LIMIT")
    expect(error.detail).toMatch(/time limit of 1000 ms/)
    expect(error.meta).toEqual({ limit: "time" })
  })

  it("an upload whose reading needs more memory than the limit answers 413 ANALYSIS_LIMIT", async () => {
    const error = await expectError(await client(server).upload("oom.csv"), 413, "ANALYSIS_LIMIT")
    expect(error.detail).toMatch(/64 MB/)
  })

  it("an analysis past the time limit ends failed with ANALYSIS_LIMIT", async () => {
    const api = client(server)
    const id = await requestIdOf(await api.upload("over-time-analysis.csv"))
    expect((await api.process(id)).status).toBe(202)
    let attributes: ProcessingResult["data"]["attributes"] | undefined
    for (let i = 0; i < 200; i++) {
      attributes = (await decoded(await api.result(id), ProcessingResult)).data.attributes
      if (attributes.status !== "processing") break
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(attributes).toMatchObject({ status: "failed", errors: [{ code: "ANALYSIS_LIMIT" }] })
  })
})

describe("hardening: webhook settings and the bounded in-memory store over HTTP", () => {
  let server: TestServer
  beforeAll(async () => {
    // no analysis runs: requested ones stay queued
    server = await startServerOn(
      engineLayer(makeSettings({
        store: memoryStoreWithin({ maxReports: 2 }),
        analysis: { workers: 0 },
        engine: { pollIntervalMillis: 50, maxConcurrentRuns: 0 }
      }))
    )
  })
  afterAll(() => server.close())

  it("refuses callback and token URLs on non-public hosts when stored, with 400 and the reason", async () => {
    const api = client(server)
    const callback = await expectError(
      await api.webhookSettings({ callback_url: "https://10.0.0.7/hooks" }),
      400,
      "VALIDATION_ERROR"
    )
    expect(callback.detail).toMatch(/10\.0\.0\.7 is not a public address/)
    expect(callback.source).toEqual({ pointer: "/callback_url" })
    const token = await expectError(
      await api.webhookSettings({
        callback_url: "https://hooks.example.invalid/",
        auth_method: "OAuth2",
        oauth_token_url: "https://localhost/token",
        oauth_client_id: "engine",
        oauth_client_secret: "shh"
      }),
      400,
      "VALIDATION_ERROR"
    )
    expect(token.source).toEqual({ pointer: "/oauth_token_url" })
  })

  it("answers 503 with Retry-After when only queued work is left to hold", async () => {
    const api = client(server)
    for (const name of ["a.csv", "b.csv"]) {
      const id = await requestIdOf(await api.upload(name, ukStatementCsv))
      expect((await api.process(id)).status).toBe(202)
    }
    const full = await api.upload("c.csv", ukStatementCsv)
    expect(full.headers.get("retry-after")).toBe("5")
    await expectError(full, 503, "SERVICE_UNAVAILABLE")
  })
})

describe("hardening: the PostgreSQL server", () => {
  let scope: Scope.CloseableScope
  let databaseUrl: string
  let server: TestServer
  beforeAll(async () => {
    scope = Effect.runSync(Scope.make())
    databaseUrl = await Effect.runPromise(Scope.extend(freshDatabase, scope))
    server = await startServerOn(engineLayer(makeSettings({
      store: postgresStore(databaseUrl),
      analysis: { workers: 0 },
      engine: { pollIntervalMillis: 50, secretKeys: testSecretKeys() }
    })))
  }, 60_000)
  afterAll(async () => {
    await server.close()
    await Effect.runPromise(Scope.close(scope, Exit.void))
  })

  it("a report whose row no longer decodes answers 500 naming it, never 503", async () => {
    const api = client(server)
    const id = await requestIdOf(await api.upload("uk.csv", ukStatementCsv))
    await onDatabase(databaseUrl, `UPDATE se_reports SET body = '{"broken":true}' WHERE request_id = '${id}'`)
    for (const response of [await api.result(id), await api.process(id)]) {
      expect(response.headers.get("retry-after")).toBeNull()
      const error = await expectError(response, 500, "INTERNAL_ERROR")
      expect(error.detail).toContain(id)
    }
  })

  it("refuses to start without STATEMENT_ENGINE_SECRET_KEY", async () => {
    const runtime = ManagedRuntime.make(
      engineLayer(makeSettings({ store: postgresStore(databaseUrl), analysis: { workers: 0 } }))
    )
    const started = await runtime.runPromiseExit(Engine)
    expect(Exit.isFailure(started)).toBe(true)
    expect(String(Exit.isFailure(started) ? started.cause : "")).toMatch(/STATEMENT_ENGINE_SECRET_KEY is not set/)
    await runtime.dispose()
  })
})
