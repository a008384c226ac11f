import { execFileSync } from "node:child_process"
import { readFileSync, rmSync, writeFileSync } from "node:fs"
import { builtinModules } from "node:module"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import { beforeAll, describe, expect, it } from "vitest"
import { bundleDir, bundleMeta, ensureBundle, type Metafile, startEnvironment } from "./bundled-server.js"

const repo = fileURLToPath(new URL("../../..", import.meta.url))

/**
 * Packages that bundled libraries load inside a `try` and do without: ws's native helpers and
 * pg's native client (only when asked for with `pg.native`). Nothing else may be missing.
 */
const OPTIONAL = new Map([
  ["bufferutil", "ws uses it when installed, its JavaScript masking otherwise"],
  ["utf-8-validate", "ws uses it when installed, its JavaScript validation otherwise"],
  ["pg-native", "pg loads it only for pg.native, which store-pg does not use"]
])

const builtin = (path: string) => path.startsWith("node:") || builtinModules.includes(path.split("/")[0] ?? "")

/** A module loaded at run time: by an ES import (static or `import()`) or by `require`, which resolve differently. */
interface RunTimeModule {
  readonly specifier: string
  readonly esm: boolean
}

/** The package imports esbuild left to run time in one bundle. */
const externals = (meta: Metafile): Array<RunTimeModule> => {
  const found = new Map<string, RunTimeModule>()
  for (const output of Object.values(meta.outputs)) {
    for (const i of output.imports) {
      if (i.external !== true || builtin(i.path)) continue
      const esm = i.kind === "import-statement" || i.kind === "dynamic-import"
      found.set(`${i.path} ${esm}`, { specifier: i.path, esm })
    }
  }
  return [...found.values()]
}

/**
 * The modules a workspace source loads at run time through `createRequire`, which esbuild cannot
 * follow: string arguments of the require function it makes (`load("chardet")`,
 * `createRequire(from).resolve("chart.js")`). A source that calls `createRequire` or `import()`
 * on something else than a string, in a way this cannot read, is reported as unreadable.
 */
export const runTimeLoads = (source: string): { readonly specifiers: Array<string>; readonly unreadable: boolean } => {
  if (!/\bcreateRequire\(/.test(source) && !/\bimport\((?!\s*["'`])/.test(source)) {
    return { specifiers: [], unreadable: false }
  }
  const names = [...source.matchAll(/\b(?:const|let)\s+(\w+)\s*=\s*createRequire\(/g)].map((m) => m[1] ?? "")
  const callee = ["createRequire\\([^()]*(?:\\([^()]*\\))?[^()]*\\)", ...names].join("|")
  const calls = new RegExp(`(?:${callee})(?:\\.resolve)?\\(\\s*["']([^"']+)["']\\s*\\)`, "g")
  const specifiers = [...source.matchAll(calls)].map((m) => m[1] ?? "")
  return { specifiers, unreadable: specifiers.length === 0 }
}

/** Workspace sources in a bundle (not third-party code) and what each loads at run time. */
const workspaceRunTimeLoads = (meta: Metafile) =>
  Object.keys(meta.inputs).filter((input) => input.startsWith("packages/") && /\.[cm]?[jt]s$/.test(input)).map((
    input
  ) => ({ input, ...runTimeLoads(readFileSync(join(repo, input), "utf8")) })).filter((l) =>
    l.unreadable || l.specifiers.length > 0
  )

/**
 * Where each module resolves from `file`, or why it does not, asked of a Node process with the
 * environment `pnpm start` gives: without the NODE_PATH that pnpm's bin shims (vitest's too) set to
 * the store's hoisted packages, through which anything resolves. ES imports are resolved as ES
 * imports (a package's `exports` may offer a path to `import` only), by a probe module beside `file`.
 */
const resolveFrom = (file: string, modules: ReadonlyArray<RunTimeModule>): Array<string> => {
  const probe = join(dirname(file), `.resolution-probe-${process.pid}.mjs`)
  writeFileSync(
    probe,
    `import { createRequire } from "node:module"
    const r = createRequire(${JSON.stringify(file)})
    for (const { specifier, esm } of ${JSON.stringify(modules)}) {
      try { console.log(specifier + " -> " + (esm ? import.meta.resolve(specifier) : r.resolve(specifier))) }
      catch (e) { console.log(specifier + " -> UNRESOLVED: " + e.message.split("\\n")[0]) }
    }`
  )
  try {
    return execFileSync(process.execPath, [probe], { env: startEnvironment(), encoding: "utf8" }).trim().split("\n")
  } finally {
    rmSync(probe, { force: true })
  }
}

beforeAll(ensureBundle, 120_000)

describe("the bundles pnpm start runs load nothing they cannot find", () => {
  it("reads the createRequire forms the sources use, and calls anything else unreadable", () => {
    expect(runTimeLoads(`const load = createRequire(import.meta.url)\nload("chardet"); load("iconv-lite")`).specifiers)
      .toEqual(["chardet", "iconv-lite"])
    expect(runTimeLoads(`createRequire(import.meta.url).resolve("@effect/platform/package.json")`).specifiers)
      .toEqual(["@effect/platform/package.json"])
    expect(runTimeLoads(`const entry = createRequire(from).resolve("chart.js")`).specifiers).toEqual(["chart.js"])
    expect(runTimeLoads(`const r = createRequire(import.meta.url); r(name)`).unreadable).toBe(true)
    expect(runTimeLoads(`await import(moduleName)`).unreadable).toBe(true)
    expect(runTimeLoads(`await import("./x.js")`)).toEqual({ specifiers: [], unreadable: false })
  })

  for (const entry of ["main.mjs", "worker.mjs"]) {
    it(`${entry}: every import esbuild left out, and every run-time load of the sources, resolves from dist/`, () => {
      const meta = bundleMeta()[entry]
      expect(meta).toBeDefined()
      if (meta === undefined) return
      const from = join(bundleDir, entry)
      const loads = workspaceRunTimeLoads(meta)
      expect(loads.filter((l) => l.unreadable).map((l) => l.input)).toEqual([])
      const wanted = [
        ...externals(meta),
        ...loads.flatMap((l) => l.specifiers.map((specifier) => ({ specifier, esm: false })))
      ].filter((m) => !OPTIONAL.has(m.specifier))
      const unresolved = resolveFrom(from, wanted).filter((r) => r.includes("UNRESOLVED"))
      expect(unresolved).toEqual([])
      if (entry === "main.mjs") {
        // the lazily loaded modules stay out of the bundle (they would be source every thread holds)
        expect(loads.flatMap((l) => l.specifiers)).toEqual(expect.arrayContaining(["chardet", "iconv-lite"]))
        expect(Object.keys(meta.inputs).some((i) => /\/(chardet|iconv-lite)\//.test(i))).toBe(false)
      }
    })
  }

  it("a run-time module the bundle holder does not declare is one that resolves only by accident", () => {
    // pnpm links only declared dependencies into packages/http/node_modules: each module the
    // bundles load at run time from a workspace package must be a dependency of http at the same version
    const manifest = (path: string) =>
      JSON.parse(readFileSync(join(repo, path, "package.json"), "utf8")) as {
        dependencies?: Record<string, string>
        devDependencies?: Record<string, string>
      }
    const http = manifest("packages/http").dependencies ?? {}
    for (const meta of Object.values(bundleMeta())) {
      for (const { input, specifiers } of workspaceRunTimeLoads(meta)) {
        const owner = manifest(input.split("/").slice(0, 2).join("/"))
        for (const specifier of specifiers) {
          const name = specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : specifier.split("/")[0]
          const declared = owner.dependencies?.[name ?? ""]
          // tsx is a development tool, loaded only for a TypeScript worker (never the bundle's)
          if (declared === undefined) continue
          expect({ specifier, version: http[name ?? ""] }).toEqual({ specifier, version: declared })
        }
      }
    }
  })
})
