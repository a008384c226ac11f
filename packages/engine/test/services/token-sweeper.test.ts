import { describe, expect, it } from "@effect/vitest"
import { Engine, EngineConfig, EngineLive, type EngineSettings } from "@statement-engine/core"
import { memoryStore } from "@statement-engine/store-memory"
import { Effect, Layer } from "effect"
import { oneTransactionRunner, realPause } from "./webhook-test-kit.js"

describe("the retention sweeper", () => {
  it.live("the sweeper deletes expired tokens: an old token is then unknown, not just expired", () =>
    Effect.gen(function*() {
      const outcome = (settings: Partial<EngineSettings>) =>
        Effect.gen(function*() {
          const engine = yield* Engine
          yield* engine.registerClient("client-a", "secret-a-0123456789")
          const token = yield* engine.issueToken({
            grant_type: "client_credentials",
            client_id: "client-a",
            client_secret: "secret-a-0123456789",
            audience: "statement-engine"
          })
          yield* realPause(1_300)
          return (yield* Effect.flip(engine.authenticate(token.access_token))).detail
        }).pipe(Effect.provide(EngineLive.pipe(Layer.provide(Layer.mergeAll(
          memoryStore(),
          oneTransactionRunner,
          EngineConfig.layer({ tokenTtlSeconds: 1, ...settings })
        )))))
      expect(yield* outcome({ tokenPurgeIntervalMillis: 3_600_000 })).toMatch(/expired/)
      expect(yield* outcome({ tokenPurgeIntervalMillis: 100 })).toMatch(/not valid/)
    }))
})
