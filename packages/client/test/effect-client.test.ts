import { FetchHttpClient } from "@effect/platform"
import { Effect, Either, Layer } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeApiClient, NotFound, OAuthBadRequest, StatementEngineApi, waitForReport } from "../src/index.js"
import { clientA, type ServerProcess, startServerProcess } from "./server-process.js"

let server: ServerProcess
beforeAll(async () => {
  server = await startServerProcess()
})
afterAll(() => server?.close())

const csv = [
  "Date,Description,Amount,Balance",
  "28/01/2024,ACME LTD SALARY,2500.00,3100.00",
  "01/02/2024,RENT LANDLORD SO,-950.00,2150.00"
].join("\n")

/** FetchHttpClient on a fetch that counts token requests. */
const countingHttpClient = () => {
  let tokens = 0
  const layer = FetchHttpClient.layer.pipe(
    Layer.provide(Layer.succeed(FetchHttpClient.Fetch, (input, init) => {
      if (String(input instanceof Request ? input.url : input).endsWith("/oauth/token")) tokens++
      return fetch(input, init)
    }))
  )
  return { layer, tokens: () => tokens }
}

describe("the Effect client (HttpApiClient on the API's contract)", () => {
  it("uploads, processes and waits with one token for every call", async () => {
    const http = countingHttpClient()
    const program = Effect.gen(function*() {
      const api = yield* StatementEngineApi
      const form = new FormData()
      form.append("input", new Blob([csv]), "effect.csv")
      form.append("options", JSON.stringify({ currency: "GBP" }))
      const uploaded = yield* api.reports.upload({ payload: form })
      const requestId = uploaded.data.attributes["request-id"]
      yield* api.reports.process({ path: { requestId }, payload: { country: "GB", operations: ["categorisation"] } })
      const result = yield* waitForReport(api, requestId, { timeout: "30 seconds" })
      const models = yield* api.catalog.models()
      return { uploaded: uploaded.data.attributes, result, models: models.data.attributes["available-models"] }
    })
    const { models, result, uploaded } = await Effect.runPromise(
      program.pipe(
        Effect.provide(StatementEngineApi.layer({ baseUrl: server.url, ...clientA }).pipe(Layer.provide(http.layer)))
      )
    )
    expect(uploaded.transactions).toBe(2)
    expect(result.status).toBe("completed")
    expect(Object.keys(result)).toContain("categorisation")
    expect(models.length).toBeGreaterThan(0)
    expect(http.tokens()).toBe(1)
  })

  it("fails with the contract's typed errors", async () => {
    const outcome = await Effect.runPromise(
      Effect.gen(function*() {
        const api = yield* makeApiClient({ baseUrl: server.url, ...clientA })
        return yield* Effect.either(
          api.reports.result({ path: { requestId: "no-such-report" }, urlParams: {}, headers: {} })
        )
      }).pipe(Effect.provide(FetchHttpClient.layer))
    )
    expect(Either.isLeft(outcome) && outcome.left).toBeInstanceOf(NotFound)
    const wrong = await Effect.runPromise(
      Effect.gen(function*() {
        const api = yield* makeApiClient({
          baseUrl: server.url,
          clientId: "client-a",
          clientSecret: "not-the-secret-0000"
        })
        return yield* Effect.either(api.catalog.models())
      }).pipe(Effect.provide(FetchHttpClient.layer))
    )
    expect(Either.isLeft(wrong) && wrong.left).toBeInstanceOf(OAuthBadRequest)
    expect(Either.isLeft(wrong) && wrong.left).toMatchObject({ error: "invalid_client" })
  })
})
