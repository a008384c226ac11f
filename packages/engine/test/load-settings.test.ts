import { ConfigProvider, Effect, Either, Redacted } from "effect"
import { createHash } from "node:crypto"
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
      store: { kind: "memory", limits: { maxReports: 10_000, maxBytes: 96 * 1024 * 1024 } },
      server: { port: 8080, host: "127.0.0.1", rateLimitPerMinute: 1200 },
      clients: [],
      engine: { audience: "statement-engine", allowPrivateCallbacks: false, retentionMillis: 90 * 86_400_000 }
    })
    expect(settings.analysis).toEqual({
      workers: availableParallelism(),
      youngGenerationMb: 12,
      heapLimitMb: 512,
      inlinePreprocessMaxBytes: 4096
    })
    expect(settings.engine.analysisTimeLimitMillis).toBe(60_000)
    expect(settings.engine.secretKeys).toBeUndefined()
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
      DATABASE_URL: "postgres://engine@db.example:5432/engine",
      STATEMENT_ENGINE_JSON_BODY_LIMIT_BYTES: "4096",
      STATEMENT_ENGINE_TOKEN_BODY_LIMIT_BYTES: "2048",
      STATEMENT_ENGINE_HEADERS_TIMEOUT_SECONDS: "5",
      STATEMENT_ENGINE_REQUEST_TIMEOUT_SECONDS: "30",
      STATEMENT_ENGINE_KEEP_ALIVE_TIMEOUT_SECONDS: "2",
      STATEMENT_ENGINE_MAX_CONNECTIONS: "64",
      STATEMENT_ENGINE_TOKEN_RATE_LIMIT: "6",
      STATEMENT_ENGINE_TOKEN_RATE_LIMIT_PER_ADDRESS: "12",
      STATEMENT_ENGINE_TRUSTED_PROXIES: "10.0.0.5, 10.1.0.0/16,fd00::/8",
      STATEMENT_ENGINE_METRICS_TOKEN: "scrape-me-please",
      STATEMENT_ENGINE_SHUTDOWN_GRACE_SECONDS: "12"
    }))
    expect(settings).toMatchObject({
      server: {
        port: 9000,
        host: "0.0.0.0",
        rateLimitPerMinute: 60,
        jsonBodyLimitBytes: 4096,
        tokenBodyLimitBytes: 2048,
        headersTimeoutMillis: 5_000,
        requestTimeoutMillis: 30_000,
        keepAliveTimeoutMillis: 2_000,
        maxConnections: 64,
        tokenRateLimitPerClient: 6,
        tokenRateLimitPerAddress: 12,
        trustedProxies: ["10.0.0.5", "10.1.0.0/16", "fd00::/8"],
        shutdownGraceMillis: 12_000
      },
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
    expect(settings.server.metricsToken && Redacted.value(settings.server.metricsToken)).toBe("scrape-me-please")
    expect(settings.engine.drainMillis).toBe(10_000)
    expect(settings.store.kind === "postgres" && Redacted.value(settings.store.url)).toBe(
      "postgres://engine@db.example:5432/engine"
    )
  })

  it("refuses a header timeout longer than the request timeout, naming both", () => {
    const result = load({
      STATEMENT_ENGINE_HEADERS_TIMEOUT_SECONDS: "60",
      STATEMENT_ENGINE_REQUEST_TIMEOUT_SECONDS: "30"
    })
    expect(Either.isLeft(result)).toBe(true)
    if (Either.isLeft(result)) {
      expect(String(result.left)).toContain("STATEMENT_ENGINE_HEADERS_TIMEOUT_SECONDS")
      expect(String(result.left)).toContain("STATEMENT_ENGINE_REQUEST_TIMEOUT_SECONDS")
    }
  })

  it("bounds each client's uploads in flight by its share of the memory bound, with PostgreSQL too", () => {
    const shared = Either.getOrThrow(load({ DATABASE_URL: "postgres://localhost/x" })).store
    expect(shared.kind === "postgres" && shared.maxClientUploadBytes).toBe(24 * 1024 * 1024)
    const half = Either.getOrThrow(load({
      DATABASE_URL: "postgres://localhost/x",
      STATEMENT_ENGINE_MEMORY_MAX_MB: "100",
      STATEMENT_ENGINE_UPLOAD_CLIENT_SHARE: "0.5"
    })).store
    expect(half.kind === "postgres" && half.maxClientUploadBytes).toBe(50 * 1024 * 1024)
    const memory = Either.getOrThrow(load({ STATEMENT_ENGINE_UPLOAD_CLIENT_SHARE: "0.1" })).store
    expect(memory.kind === "memory" && memory.limits?.clientUploadShare).toBe(0.1)
  })

  it("serves the original profile when STATEMENT_ENGINE_COMPATIBILITY says so, ours by default, and refuses another word", () => {
    expect(Either.getOrThrow(load({})).engine.compatibility).toBe("ours")
    expect(Either.getOrThrow(load({ STATEMENT_ENGINE_COMPATIBILITY: "original" })).engine.compatibility).toBe(
      "original"
    )
    const refused = load({ STATEMENT_ENGINE_COMPATIBILITY: "nordigen" })
    expect(Either.isLeft(refused) && String(refused.left)).toContain("STATEMENT_ENGINE_COMPATIBILITY")
  })

  it("treats an empty DATABASE_URL as unset", () => {
    expect(Either.getOrThrow(load({ DATABASE_URL: "" })).store.kind).toBe("memory")
  })

  it("reads the limits of analyses and of the in-memory store, and the secret keys", () => {
    const current = createHash("sha256").update("current").digest()
    const previous = createHash("sha256").update("previous").digest()
    const settings = Either.getOrThrow(load({
      STATEMENT_ENGINE_ANALYSIS_TIME_LIMIT_SECONDS: "2.5",
      STATEMENT_ENGINE_WORKER_HEAP_MB: "0",
      STATEMENT_ENGINE_MEMORY_MAX_REPORTS: "50",
      STATEMENT_ENGINE_MEMORY_MAX_MB: "1.5",
      STATEMENT_ENGINE_SECRET_KEY: current.toString("base64"),
      STATEMENT_ENGINE_SECRET_KEY_PREVIOUS: previous.toString("hex")
    }))
    expect(settings.engine.analysisTimeLimitMillis).toBe(2_500)
    expect(settings.analysis.heapLimitMb).toBeUndefined()
    expect(settings.store).toEqual({
      kind: "memory",
      limits: { maxReports: 50, maxBytes: 1_572_864, clientUploadShare: 0.25 }
    })
    const keys = settings.engine.secretKeys
    expect(keys === undefined ? [] : [keys.current, ...keys.previous].map((key) => Redacted.value(key.bytes)))
      .toEqual([current, previous])
    // a key is never shown, not even in an error
    const refused = load({ STATEMENT_ENGINE_SECRET_KEY: "not-a-key-but-a-secret-passphrase" })
    expect(Either.isLeft(refused) && String(refused.left)).not.toContain("passphrase")
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
    ["STATEMENT_ENGINE_RETENTION_DAYS", "0"],
    ["STATEMENT_ENGINE_ANALYSIS_TIME_LIMIT_SECONDS", "0"],
    ["STATEMENT_ENGINE_MEMORY_MAX_REPORTS", "0"],
    ["STATEMENT_ENGINE_MEMORY_MAX_MB", "none"],
    ["STATEMENT_ENGINE_UPLOAD_CLIENT_SHARE", "0"],
    ["STATEMENT_ENGINE_UPLOAD_CLIENT_SHARE", "1.5"],
    ["STATEMENT_ENGINE_SECRET_KEY", "short"],
    ["STATEMENT_ENGINE_SECRET_KEY_PREVIOUS", "short"],
    ["STATEMENT_ENGINE_JSON_BODY_LIMIT_BYTES", "10"],
    ["STATEMENT_ENGINE_TOKEN_BODY_LIMIT_BYTES", "big"],
    ["STATEMENT_ENGINE_HEADERS_TIMEOUT_SECONDS", "0"],
    ["STATEMENT_ENGINE_REQUEST_TIMEOUT_SECONDS", "1.5"],
    ["STATEMENT_ENGINE_KEEP_ALIVE_TIMEOUT_SECONDS", "-1"],
    ["STATEMENT_ENGINE_MAX_CONNECTIONS", "0"],
    ["STATEMENT_ENGINE_TOKEN_RATE_LIMIT", "-3"],
    ["STATEMENT_ENGINE_TOKEN_RATE_LIMIT_PER_ADDRESS", "many"],
    ["STATEMENT_ENGINE_TRUSTED_PROXIES", "10.0.0.5,proxy.example"],
    ["STATEMENT_ENGINE_TRUSTED_PROXIES", "10.0.0.0/99"],
    ["STATEMENT_ENGINE_SHUTDOWN_GRACE_SECONDS", "-5"]
  ])("refuses %s=%j with a message naming the variable", (name, value) => {
    const result = load({ [name]: value })
    expect(Either.isLeft(result)).toBe(true)
    if (Either.isLeft(result)) expect(String(result.left)).toContain(name)
  })
})
