import { Auth, ClientAdministration, EngineConfig } from "@statement-engine/core"
import { MemoryStore } from "@statement-engine/store-memory"
import { Effect, Layer } from "effect"
import type * as NodeCrypto from "node:crypto"
import { afterEach, describe, expect, it, vi } from "vitest"

// every scrypt derivation the engine runs, counted; the derivation itself is the real one
const derivations = vi.hoisted(() => ({ count: 0 }))
vi.mock("node:crypto", async (importOriginal) => {
  const crypto = await importOriginal<typeof NodeCrypto>()
  return {
    ...crypto,
    scrypt: (...args: Parameters<typeof NodeCrypto.scrypt>) => {
      derivations.count++
      return crypto.scrypt(...args)
    }
  }
})

const layer = Layer.mergeAll(Auth.layer, ClientAdministration.layer).pipe(
  Layer.provide(Layer.mergeAll(MemoryStore, EngineConfig.layer()))
)

const request = (client_id: string, client_secret: string) => ({
  grant_type: "client_credentials",
  client_id,
  client_secret,
  audience: "statement-engine"
})

/** The scrypt derivations one token request costs, and how it ended. */
const costOf = (clientId: string, secret: string) =>
  Effect.gen(function*() {
    const auth = yield* Auth
    const before = derivations.count
    const outcome = yield* auth.issueToken(request(clientId, secret)).pipe(
      Effect.match({
        onFailure: (error) => error._tag === "OAuthError" ? error.error : error._tag,
        onSuccess: () => "ok"
      })
    )
    return { derivations: derivations.count - before, outcome }
  })

afterEach(() => {
  derivations.count = 0
})

describe("the token endpoint's work", () => {
  it("is the same for an unknown client id as for a known one with a wrong secret", async () => {
    const costs = await Effect.runPromise(
      Effect.gen(function*() {
        const issued = yield* (yield* ClientAdministration).create("known-client")
        return {
          right: yield* costOf("known-client", issued.secret),
          wrongSecret: yield* costOf("known-client", "not-the-secret-at-all"),
          unknownId: yield* costOf("nobody-has-this-id", "not-the-secret-at-all")
        }
      }).pipe(Effect.provide(layer))
    )
    expect(costs.right).toEqual({ derivations: 1, outcome: "ok" })
    expect(costs.wrongSecret).toEqual({ derivations: 1, outcome: "invalid_client" })
    expect(costs.unknownId).toEqual({ derivations: 1, outcome: "invalid_client" })
  })
})
