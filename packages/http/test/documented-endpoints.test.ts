import { OpenApi } from "@effect/platform"
import { StatementAnalysisApi } from "@statement-engine/api-contract"
import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startServer, type TestServer } from "./harness.js"

const apiDoc = readFileSync(fileURLToPath(new URL("../../../docs/api.md", import.meta.url)), "utf8")

/** The endpoints docs/api.md's tables list, as `METHOD /path` with the spec's parameter names. */
const documented = [...apiDoc.matchAll(/^\| `(GET|POST|PUT|DELETE) (\/[^`]*)` \|/gm)].map(([, method, path]) => ({
  method: method!,
  path: path!
}))

/** The contract's endpoints, their parameters written as the docs write them. */
const contracted = Object.entries(OpenApi.fromApi(StatementAnalysisApi).paths).flatMap(([path, item]) =>
  (["get", "post", "put", "delete"] as const).filter((method) => item[method] !== undefined).map((method) =>
    `${method.toUpperCase()} ${path.replace("{requestId}", "{request-id}")}`
  )
)

const concrete = (path: string) =>
  path.replace("{request-id}", "00000000-0000-4000-8000-000000000000").replace("{country}", "GB")

let server: TestServer
beforeAll(async () => {
  server = await startServer()
})
afterAll(() => server.close())

/** An unauthenticated request with an empty JSON body where one is taken. */
const call = (method: string, path: string) =>
  fetch(`${server.url}${concrete(path)}`, {
    method,
    redirect: "manual",
    ...(method === "POST" || method === "PUT" ? { headers: { "content-type": "application/json" }, body: "{}" } : {})
  })

describe("the endpoints docs/api.md documents", () => {
  it("lists every endpoint of the contract", () => {
    expect(documented.length).toBeGreaterThan(10)
    const listed = new Set(documented.map(({ method, path }) => `${method} ${path}`))
    expect(contracted.filter((endpoint) => !listed.has(endpoint))).toEqual([])
  })

  it("are each served: none answers the server's 404 for a route it does not have", async () => {
    // the check itself: a route nobody documents is the one that answers 404
    expect((await call("GET", "/v2/no-such-endpoint")).status).toBe(404)
    const answered = await Promise.all(
      documented.map(async ({ method, path }) => `${method} ${path} ${(await call(method, path)).status}`)
    )
    expect(answered.filter((line) => line.endsWith(" 404"))).toEqual([])
  })
})
