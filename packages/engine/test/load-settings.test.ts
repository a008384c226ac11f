import { ConfigProvider, Effect, Either, Redacted } from "effect"
import { availableParallelism } from "node:os"
import { describe, expect, it } from "vitest"
import { SettingsConfig } from "../src/index.js"

const load = (env: Record<string, string>) =>
  Effect.runSync(
    Effect.either(Effect.withConfigProvider(SettingsConfig, ConfigProvider.fromMap(new Map(Object.entries(env)))))
  )

describe("settings from the environment", () => {
  it("has working defaults", () => {
    const settings = Either.getOrThrow(load({}))
    expect(settings).toMatchObject({
      store: { kind: "memory" },
      server: { port: 8080, host: "127.0.0.1", rateLimitPerMinute: 1200 },
      clients: [],
      engine: { audience: "statement-engine", allowPrivateCallbacks: false, retentionMillis: 90 * 86_400_000 }
    })
    expect(settings.analysis).toEqual({
      workers: availableParallelism(),
      youngGenerationMb: 24,
      heapLimitMb: undefined,
      inlineBelowBytes: 65_536
    })
    expect(settings.engine.maxConcurrentRuns).toBe(Math.max(1, availableParallelism()))
  })

  it("reads every variable", () => {
    const settings = Either.getOrThrow(load({
      PORT: "9000",
      HOST: "0.0.0.0",
      STATEMENT_ENGINE_AUDIENCE: "my-audience",
      STATEMENT_ENGINE_CLIENTS: "acme:0123456789abcdef, beta:fedcba9876543210",
      STATEMENT_ENGINE_ALLOW_PRIVATE_CALLBACKS: "true",
      STATEMENT_ENGINE_WORKERS: "0",
      STATEMENT_ENGINE_WORKER_YOUNG_GENERATION_MB: "0",
      STATEMENT_ENGINE_WORKER_HEAP_MB: "2048",
      STATEMENT_ENGINE_RATE_LIMIT: "60",
      STATEMENT_ENGINE_RETENTION_DAYS: "0.5",
      DATABASE_URL: "postgres://engine@db.example:5432/engine"
    }))
    expect(settings).toMatchObject({
      server: { port: 9000, host: "0.0.0.0", rateLimitPerMinute: 60 },
      analysis: { workers: 0, youngGenerationMb: 0, heapLimitMb: 2048 },
      engine: {
        audience: "my-audience",
        allowPrivateCallbacks: true,
        retentionMillis: 43_200_000,
        maxConcurrentRuns: 1,
        maxQueuedRuns: Number.POSITIVE_INFINITY
      }
    })
    expect(settings.clients.map((client) => [client.clientId, Redacted.value(client.secret)])).toEqual([
      ["acme", "0123456789abcdef"],
      ["beta", "fedcba9876543210"]
    ])
    expect(settings.store.kind === "postgres" && Redacted.value(settings.store.url)).toBe(
      "postgres://engine@db.example:5432/engine"
    )
  })

  it("treats an empty DATABASE_URL as unset", () => {
    expect(Either.getOrThrow(load({ DATABASE_URL: "" })).store).toEqual({ kind: "memory" })
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
