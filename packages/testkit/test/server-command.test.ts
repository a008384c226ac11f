import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { serverEnvironment, serverNodeFlags } from "../src/server-command.js"

const startScript = (): string => {
  const text = readFileSync(new URL("../../http/package.json", import.meta.url), "utf8")
  const match = /"start":\s*"([^"]*)"/.exec(text)
  return match?.[1] ?? ""
}

describe("the server's start command", () => {
  it("gives the flags and the environment the start script runs node with", () => {
    const script = startScript()
    for (const flag of serverNodeFlags()) expect(script).toContain(` ${flag}`)
    // the allocator setting is read once at process start, so the start script must carry it
    expect(script).toMatch(/MALLOC_ARENA_MAX=\$\{MALLOC_ARENA_MAX:-1\} node /)
    expect(serverEnvironment({})).toEqual({ MALLOC_ARENA_MAX: "1" })
  })

  it("keeps a value the operator set", () => {
    expect(serverEnvironment({ MALLOC_ARENA_MAX: "4" })).toEqual({ MALLOC_ARENA_MAX: "4" })
  })
})
