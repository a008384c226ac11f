import { EngineConfig } from "@statement-engine/core"
import { Redacted } from "effect"
import { describe, expect, it } from "vitest"
import { makeSettings, postgresStore } from "../src/index.js"

describe("makeSettings", () => {
  it("fills every default, taking the engine's from core", () => {
    const settings = makeSettings({ analysis: { workers: 0 } })
    expect(settings.store).toEqual({ kind: "memory" })
    expect(settings.engine).toEqual({ ...EngineConfig.defaults, maxConcurrentRuns: 1, drainMillis: 23_000 })
    expect(settings.clients).toEqual([])
  })

  it("runs as many analyses at once as there are worker threads, unless told otherwise", () => {
    expect(makeSettings({ analysis: { workers: 3 } }).engine.maxConcurrentRuns).toBe(3)
    expect(makeSettings({ analysis: { workers: 3 }, engine: { maxConcurrentRuns: 5 } }).engine.maxConcurrentRuns)
      .toBe(5)
  })

  it("leaves the queue unbounded on PostgreSQL, where it costs no memory, unless told otherwise", () => {
    const store = postgresStore("postgres://localhost/x")
    expect(makeSettings({ store }).engine.maxQueuedRuns).toBe(Number.POSITIVE_INFINITY)
    expect(makeSettings({ store, engine: { maxQueuedRuns: 7 } }).engine.maxQueuedRuns).toBe(7)
    expect(makeSettings({}).engine.maxQueuedRuns).toBe(EngineConfig.defaults.maxQueuedRuns)
  })

  it("gives the engine's drain all of the shutdown grace but two seconds, unless told otherwise", () => {
    expect(makeSettings({ server: { shutdownGraceMillis: 10_000 } }).engine.drainMillis).toBe(8_000)
    expect(makeSettings({ server: { shutdownGraceMillis: 1_000 } }).engine.drainMillis).toBe(0)
    expect(makeSettings({ server: { shutdownGraceMillis: 10_000 }, engine: { drainMillis: 3 } }).engine.drainMillis)
      .toBe(3)
  })

  it("keeps the database URL redacted", () => {
    const store = postgresStore("postgres://user:hunter2@localhost/x")
    expect(String(store.kind === "postgres" ? store.url : "")).not.toContain("hunter2")
    expect(store.kind === "postgres" && Redacted.value(store.url)).toBe("postgres://user:hunter2@localhost/x")
  })
})
