import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { callbackHostProblem, type ResolveHost } from "../src/webhooks/callback-host-check.js"

const resolvesTo = (addresses: ReadonlyArray<string>): ResolveHost => () => Promise.resolve(addresses)
const check = (url: string, resolve: ResolveHost) => Effect.runPromise(callbackHostProblem(new URL(url), resolve, 200))

describe("callback hosts checked when webhook settings are stored", () => {
  it("refuses non-public literal addresses and loopback names without resolving them", async () => {
    const never: ResolveHost = () => Promise.reject(new Error("must not resolve"))
    for (
      const url of ["https://10.0.0.7/hook", "https://[::1]/hook", "https://localhost/hook", "https://a.localhost/"]
    ) {
      expect(await check(url, never)).toMatch(/not a public address|loopback name/)
    }
    expect(await check("https://8.8.8.8/hook", never)).toBeUndefined()
  })

  it("refuses a name that resolves to any non-public address, naming it", async () => {
    expect(await check("https://hooks.example.com/", resolvesTo(["93.184.215.14", "10.1.2.3"]))).toBe(
      "hooks.example.com resolves to 10.1.2.3, which is not a public address"
    )
    expect(await check("https://hooks.example.com/", resolvesTo(["169.254.169.254"]))).toMatch(/169\.254\.169\.254/)
    expect(await check("https://hooks.example.com/", resolvesTo(["93.184.215.14", "2606:2800:21f:cb07::1"])))
      .toBeUndefined()
  })

  it("lets a name that does not resolve, or not in time, pass: it is checked again at every call", async () => {
    expect(await check("https://hooks.example.invalid/", () => Promise.reject(new Error("ENOTFOUND"))))
      .toBeUndefined()
    expect(await check("https://slow.example.com/", () => new Promise(() => undefined))).toBeUndefined()
  })
})
