import { ConfigProvider, Effect, Either, Option, Redacted } from "effect"
import { describe, expect, it } from "vitest"
import { ServerConfig } from "../src/index.js"

const load = (env: Record<string, string>) =>
  Effect.runSync(
    Effect.either(Effect.withConfigProvider(ServerConfig, ConfigProvider.fromMap(new Map(Object.entries(env)))))
  )

describe("server configuration from the environment", () => {
  it("has working defaults", () => {
    const config = Either.getOrThrow(load({}))
    expect(config).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      clients: [],
      engine: { audience: "statement-engine", allowPrivateCallbacks: false }
    })
    expect(Option.isNone(config.databaseUrl)).toBe(true)
    expect(config.workerYoungGenerationMb).toBe(24)
    expect(config.workerHeapLimitMb).toEqual(Option.some(512))
    expect(config.engine.analysisTimeLimitMillis).toBe(60_000)
    expect(config.engine.secretKeys).toBeUndefined()
    expect(config.memoryStore).toEqual({ maxReports: 10_000, maxBytes: 128 * 1024 * 1024 })
  })

  it("reads every variable", () => {
    const config = Either.getOrThrow(load({
      PORT: "9000",
      HOST: "0.0.0.0",
      STATEMENT_ENGINE_AUDIENCE: "my-audience",
      STATEMENT_ENGINE_CLIENTS: "acme:0123456789abcdef, beta:fedcba9876543210",
      STATEMENT_ENGINE_ALLOW_PRIVATE_CALLBACKS: "true",
      STATEMENT_ENGINE_WORKERS: "0",
      STATEMENT_ENGINE_WORKER_YOUNG_GENERATION_MB: "0",
      STATEMENT_ENGINE_WORKER_HEAP_MB: "2048"
    }))
    expect(config).toMatchObject({
      port: 9000,
      host: "0.0.0.0",
      workers: 0,
      workerYoungGenerationMb: 0,
      engine: { audience: "my-audience", allowPrivateCallbacks: true }
    })
    expect(config.clients.map((client) => [client.clientId, Redacted.value(client.secret)])).toEqual([
      ["acme", "0123456789abcdef"],
      ["beta", "fedcba9876543210"]
    ])
    expect(config.workerHeapLimitMb).toEqual(Option.some(2048))
  })

  it("treats an empty DATABASE_URL as unset", () => {
    expect(Option.isNone(Either.getOrThrow(load({ DATABASE_URL: "" })).databaseUrl)).toBe(true)
  })

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["STATEMENT_ENGINE_CLIENTS", "no-colon"],
    ["STATEMENT_ENGINE_CLIENTS", "a:short"],
    ["STATEMENT_ENGINE_CLIENTS", "a:0123456789abcdef,a:0123456789abcdef"],
    ["STATEMENT_ENGINE_ALLOW_PRIVATE_CALLBACKS", "maybe"],
    ["STATEMENT_ENGINE_WORKERS", "-1"],
    ["STATEMENT_ENGINE_WORKER_YOUNG_GENERATION_MB", "-8"],
    ["STATEMENT_ENGINE_WORKER_HEAP_MB", "16"],
    ["STATEMENT_ENGINE_RATE_LIMIT", "lots"],
    ["STATEMENT_ENGINE_RETENTION_DAYS", "0"]
  ])("refuses %s=%j with a message naming the variable", (name, value) => {
    const result = load({ [name]: value })
    expect(Either.isLeft(result)).toBe(true)
    if (Either.isLeft(result)) expect(String(result.left)).toContain(name)
  })
})
