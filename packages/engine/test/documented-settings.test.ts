import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"

const read = (path: string) => readFileSync(fileURLToPath(new URL(path, import.meta.url)), "utf8")

/** The variables the README's configuration table lists, in its order. */
const documented = () => {
  const readme = read("../../../README.md")
  const section = readme.slice(
    readme.indexOf("## Configuration"),
    readme.indexOf("\n## ", readme.indexOf("## Configuration") + 1)
  )
  return [...section.matchAll(/^\| `([A-Z_]+)` \|/gm)].map((match) => match[1])
}

/** The variables `loadSettings` reads. */
const readBySettings = () =>
  [...read("../src/load-settings.ts").matchAll(/"((?:STATEMENT_ENGINE_|DATABASE_|PORT|HOST)[A-Z_]*)"/g)]
    .map((match) => match[1])

describe("the README's configuration table", () => {
  it("lists every variable the settings are read from, and no other", () => {
    expect(readBySettings().length).toBeGreaterThan(20)
    expect(new Set(documented())).toEqual(new Set(readBySettings()))
  })
})
