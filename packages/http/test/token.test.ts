import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { AccessTokenResponse } from "../src/index.js"
import { AUDIENCE, clientA, decoded, json, startServer, type TestServer } from "./harness.js"

let server: TestServer
beforeAll(async () => {
  server = await startServer()
})
afterAll(() => server.close())

const post = (body: string, contentType: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/oauth/token`, { method: "POST", headers: { "content-type": contentType, ...headers }, body })

const valid = {
  audience: AUDIENCE,
  client_id: clientA.id,
  client_secret: clientA.secret,
  grant_type: "client_credentials"
}

describe("POST /oauth/token", () => {
  it("issues a bearer token for the spec's JSON body (RFC 6749 §5.1, not cached)", async () => {
    const response = await post(JSON.stringify(valid), "application/json")
    expect(response.status).toBe(200)
    expect(response.headers.get("cache-control")).toBe("no-store")
    const body = await decoded(response, AccessTokenResponse)
    expect(body.token_type).toBe("Bearer")
    expect(body.expires_in).toBe(3600)
    expect(body.access_token.length).toBeGreaterThanOrEqual(40)
  })

  it("accepts a form-encoded body", async () => {
    const response = await post(new URLSearchParams(valid).toString(), "application/x-www-form-urlencoded")
    expect(response.status).toBe(200)
    await decoded(response, AccessTokenResponse)
  })

  it("accepts client credentials in a Basic header", async () => {
    const basic = Buffer.from(`${clientA.id}:${clientA.secret}`).toString("base64")
    const response = await post(
      new URLSearchParams({ grant_type: "client_credentials", audience: AUDIENCE }).toString(),
      "application/x-www-form-urlencoded",
      { authorization: `Basic ${basic}` }
    )
    expect(response.status).toBe(200)
  })

  it.each([
    ["grant_type missing", { ...valid, grant_type: undefined }, "invalid_request"],
    ["client_id missing", { ...valid, client_id: undefined }, "invalid_request"],
    ["client_secret missing", { ...valid, client_secret: undefined }, "invalid_request"],
    ["audience missing", { ...valid, audience: undefined }, "invalid_request"],
    ["another grant type", { ...valid, grant_type: "password" }, "unsupported_grant_type"],
    ["a wrong audience", { ...valid, audience: "someone-else" }, "invalid_request"],
    ["a wrong secret", { ...valid, client_secret: "not-the-secret-at-all" }, "invalid_client"],
    ["an unknown client", { ...valid, client_id: "nobody" }, "invalid_client"],
    ["a number where a string belongs", { ...valid, client_id: 42 }, "invalid_request"]
  ])("answers %s with 400 %s (RFC 6749 §5.2)", async (_, body, error) => {
    const response = await post(JSON.stringify(body), "application/json")
    expect(response.status).toBe(400)
    expect(response.headers.get("cache-control")).toBe("no-store")
    const answer = await json(response)
    expect(answer).toMatchObject({ error })
    expect(answer).toHaveProperty("error_description")
  })

  it("answers a failed Basic authentication with 401 and WWW-Authenticate", async () => {
    const basic = Buffer.from(`${clientA.id}:wrong-secret-value`).toString("base64")
    const response = await post(
      new URLSearchParams({ grant_type: "client_credentials", audience: AUDIENCE }).toString(),
      "application/x-www-form-urlencoded",
      { authorization: `Basic ${basic}` }
    )
    expect(response.status).toBe(401)
    expect(response.headers.get("www-authenticate")).toMatch(/^Basic /)
    expect(await json(response)).toMatchObject({ error: "invalid_client" })
  })

  it("refuses credentials in both the header and the body", async () => {
    const basic = Buffer.from(`${clientA.id}:${clientA.secret}`).toString("base64")
    const response = await post(JSON.stringify(valid), "application/json", { authorization: `Basic ${basic}` })
    expect(response.status).toBe(400)
    expect(await json(response)).toMatchObject({ error: "invalid_request" })
  })

  it("refuses bodies that are neither JSON nor form-encoded, and broken JSON", async () => {
    const text = await post("hello", "text/plain")
    expect(text.status).toBe(400)
    expect(await json(text)).toMatchObject({ error: "invalid_request" })
    const broken = await post("{\"audience\":", "application/json")
    expect(broken.status).toBe(400)
    expect(await json(broken)).toMatchObject({ error: "invalid_request" })
  })
})
