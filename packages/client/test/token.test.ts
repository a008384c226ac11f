import { describe, expect, it } from "vitest"
import { createClient } from "../src/index.js"
import { makeTokenCache } from "../src/token-cache.js"

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } })

describe("bearer tokens", () => {
  it("are kept until 30 s before they expire, and fetched once however many ask at once", async () => {
    let clock = 0
    let issued = 0
    const cache = makeTokenCache(async () => ({ accessToken: `t${++issued}`, expiresInSeconds: 100 }), () => clock)
    expect(await Promise.all([cache.token(), cache.token(), cache.token()])).toEqual(["t1", "t1", "t1"])
    clock = 69_999
    expect(await cache.token()).toBe("t1")
    clock = 70_000
    expect(await cache.token()).toBe("t2")
    cache.forget()
    expect(await cache.token()).toBe("t3")
  })

  it("are fetched again when the API answers 401, and the request is sent once more", async () => {
    const seen: Array<string> = []
    let issued = 0
    const fakeFetch: typeof fetch = async (input, init) => {
      const url = new URL(String(input))
      const auth = new Headers(init?.headers).get("authorization") ?? ""
      seen.push(`${url.pathname} ${auth}`)
      if (url.pathname === "/oauth/token") {
        return json(200, { access_token: `t${++issued}`, token_type: "Bearer", expires_in: 3600 })
      }
      if (auth === "Bearer t1") {
        return json(401, { errors: [{ status: "401", code: "UNAUTHORIZED", title: "", detail: "" }] })
      }
      return json(200, { data: { type: "models list", attributes: { "available-models": ["m"] } } })
    }
    const client = createClient({ baseUrl: "http://api.invalid", clientId: "a", clientSecret: "b", fetch: fakeFetch })
    expect(await client.availableModels()).toEqual(["m"])
    expect(seen).toEqual([
      "/oauth/token ",
      "/v2/available-models Bearer t1",
      "/oauth/token ",
      "/v2/available-models Bearer t2"
    ])
  })
})
