import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"

const packagesDir = fileURLToPath(new URL("../../", import.meta.url))

const dependenciesOf = (name: string): ReadonlyArray<string> => {
  const folder = name.replace("@statement-engine/", "")
  const manifest: unknown = JSON.parse(readFileSync(`${packagesDir}${folder}/package.json`, "utf8"))
  const deps = typeof manifest === "object" && manifest !== null && "dependencies" in manifest
    ? manifest.dependencies
    : {}
  return Object.keys(typeof deps === "object" && deps !== null ? deps : {})
}

/** Every package a package needs at run time, following the workspace's own packages. */
const closure = (root: string): ReadonlySet<string> => {
  const seen = new Set<string>()
  const visit = (name: string) => {
    for (const dependency of dependenciesOf(name)) {
      if (seen.has(dependency)) continue
      seen.add(dependency)
      if (dependency.startsWith("@statement-engine/")) visit(dependency)
    }
  }
  visit(root)
  return seen
}

describe("the composition root's dependencies", () => {
  it("builds an engine, PostgreSQL included, without HTTP packages", () => {
    const needed = closure("@statement-engine/engine")
    expect(needed).toContain("@statement-engine/store-pg")
    expect(needed).toContain("@statement-engine/worker-pool")
    expect([...needed].filter((name) => name === "@statement-engine/http" || name.startsWith("@effect/platform-node")))
      .toEqual([])
  })
})
