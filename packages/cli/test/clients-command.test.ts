import { Auth, ClientId, EngineConfig } from "@statement-engine/core"
import { postgresStore, storeLayer } from "@statement-engine/engine"
import { freshDatabase } from "@statement-engine/testkit/postgres"
import { ConfigProvider, Effect, Exit, Layer, Scope } from "effect"
import { execFile } from "node:child_process"
import { createRequire } from "node:module"
import { fileURLToPath, pathToFileURL } from "node:url"
import { promisify } from "node:util"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { clientsCommand } from "../src/index.js"

let scope: Scope.CloseableScope
let databaseUrl: string
beforeAll(async () => {
  scope = Effect.runSync(Scope.make())
  databaseUrl = await Effect.runPromise(Scope.extend(freshDatabase, scope))
}, 60_000)
afterAll(() => Effect.runPromise(Scope.close(scope, Exit.void)))

const clients = (argv: ReadonlyArray<string>, env: Record<string, string> = { DATABASE_URL: databaseUrl }) =>
  Effect.runPromise(
    clientsCommand(argv).pipe(Effect.withConfigProvider(ConfigProvider.fromMap(new Map(Object.entries(env)))))
  )

/** Whether the store would issue a token for these credentials now. */
const tokenFor = (clientId: string, secret: string) =>
  Effect.runPromise(
    Effect.flatMap(Auth, (auth) =>
      auth.issueToken({
        grant_type: "client_credentials",
        client_id: clientId,
        client_secret: secret,
        audience: "statement-engine"
      })).pipe(
        Effect.match({ onFailure: () => "refused", onSuccess: (token) => token.access_token }),
        Effect.provide(Auth.layer.pipe(
          Layer.provide(Layer.merge(storeLayer(postgresStore(databaseUrl)), EngineConfig.layer()))
        ))
      )
  )

/** Whether a bearer token authenticates now. */
const authenticates = (token: string) =>
  Effect.runPromise(
    Effect.flatMap(Auth, (auth) => auth.authenticate(token)).pipe(
      Effect.match({ onFailure: () => false, onSuccess: () => true }),
      Effect.provide(Auth.layer.pipe(
        Layer.provide(Layer.merge(storeLayer(postgresStore(databaseUrl)), EngineConfig.layer()))
      ))
    )
  )

const secretOf = (stdout: string) => (JSON.parse(stdout) as { client_secret: string }).client_secret

/** The profile the store says a client is served in, under a server serving `ours`. */
const profileOf = (clientId: string) =>
  Effect.runPromise(
    Effect.flatMap(Auth, (auth) => auth.compatibilityOf(ClientId.make(clientId))).pipe(
      Effect.provide(Auth.layer.pipe(
        Layer.provide(Layer.merge(storeLayer(postgresStore(databaseUrl)), EngineConfig.layer()))
      ))
    )
  )

describe("statement-engine clients", () => {
  it("serves one client in the original profile, keeps it across a rotation, and returns it to the server's", async () => {
    expect((await clients(["create", "legacy-lender"])).code).toBe(0)
    expect(await profileOf("legacy-lender")).toBe("ours")
    const set = await clients(["compatibility", "legacy-lender", "original"])
    expect(set).toMatchObject({ code: 0, stdout: "client legacy-lender is served in original profile\n" })
    expect(await profileOf("legacy-lender")).toBe("original")
    expect((await clients(["rotate", "legacy-lender"])).code).toBe(0)
    expect(await profileOf("legacy-lender")).toBe("original")
    const listed = JSON.parse((await clients(["list", "--json"])).stdout) as ReadonlyArray<Record<string, unknown>>
    expect(listed.find((c) => c.client_id === "legacy-lender")?.compatibility).toBe("original")
    expect((await clients(["compatibility", "legacy-lender", "server"])).code).toBe(0)
    expect(await profileOf("legacy-lender")).toBe("ours")
    expect(await clients(["compatibility", "legacy-lender", "nordigen"])).toMatchObject({ code: 2 })
    expect(await clients(["compatibility", "nobody", "original"])).toMatchObject({ code: 1 })
  })

  it("creates a client whose secret, shown once, gets tokens", async () => {
    const created = await clients(["create", "acme-bank", "--json"])
    expect(created.code).toBe(0)
    const secret = secretOf(created.stdout)
    expect(secret.length).toBeGreaterThanOrEqual(32)
    expect(await tokenFor("acme-bank", secret)).not.toBe("refused")
    const listed = await clients(["list", "--json"])
    expect(listed.stdout).toContain("\"client_id\":\"acme-bank\"")
    expect(listed.stdout).not.toContain(secret)
  })

  it("rotates a secret: the old one and its tokens stop working, the new one works", async () => {
    const first = secretOf((await clients(["create", "rotating", "--json"])).stdout)
    const oldToken = await tokenFor("rotating", first)
    expect(await authenticates(oldToken)).toBe(true)
    const rotated = await clients(["rotate", "rotating", "--json"])
    expect(rotated.code).toBe(0)
    const second = secretOf(rotated.stdout)
    expect(second).not.toBe(first)
    expect(await tokenFor("rotating", first)).toBe("refused")
    expect(await authenticates(oldToken)).toBe(false)
    expect(await tokenFor("rotating", second)).not.toBe("refused")
  })

  it("revokes a client: its secret no longer gets tokens", async () => {
    const secret = secretOf((await clients(["create", "leaving", "--json"])).stdout)
    expect((await clients(["revoke", "leaving"])).code).toBe(0)
    expect(await tokenFor("leaving", secret)).toBe("refused")
    expect((await clients(["revoke", "leaving"])).stderr).toContain("No client has the id \"leaving\"")
  })

  it.each([
    [["create", "twice"], ["create", "twice"], 1, "already exists"],
    [["list"], ["create", "bad id!"], 2, "not a client id"],
    [["list"], ["rotate", "nobody"], 1, "No client has the id"],
    [["list"], ["launch"], 2, "Name an action"],
    [["list"], ["create"], 2, "exactly one client id"]
  ])("after %j, refuses %j with exit %i and a message", async (before, argv, code, message) => {
    await clients(before)
    const refused = await clients(argv)
    expect(refused.code).toBe(code)
    expect(refused.stderr).toContain(message)
  })

  it("refuses to run on the in-memory store, naming what to set", async () => {
    const refused = await clients(["create", "x"], {})
    expect(refused.code).toBe(2)
    expect(refused.stderr).toContain("DATABASE_URL")
  })

  it("is the command's clients subcommand", async () => {
    const main = fileURLToPath(new URL("../src/main.ts", import.meta.url))
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href
    const { stdout } = await promisify(execFile)(process.execPath, [
      "--import",
      tsx,
      main,
      "clients",
      "create",
      "from-cli"
    ], {
      env: { ...process.env, DATABASE_URL: databaseUrl }
    })
    expect(stdout).toMatch(/client_id: +from-cli\nclient_secret: +\S{32,}\n/)
  })
})
