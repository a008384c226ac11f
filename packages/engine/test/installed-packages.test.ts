import { freePort } from "@statement-engine/testkit"
import { generatePdfCorpus, PDF_CORPUS } from "@statement-engine/testkit/pdf-statements"
import { freshDatabase } from "@statement-engine/testkit/postgres"
import { testSecretKeyText } from "@statement-engine/testkit/secret-keys"
import { Effect, Schema } from "effect"
import { type ChildProcess, execFile, spawn } from "node:child_process"
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync
} from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { promisify } from "node:util"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { PUBLIC_FIXTURES, sharedFixturesPresent } from "../../intake/test/shared-fixtures.js"
import { createEngine } from "../src/index.js"

/**
 * The packages as a user gets them: built, packed with `pnpm pack` (which applies `publishConfig` and
 * turns `workspace:*` into versions), installed from the tarballs into an empty folder with npm (their
 * other dependencies from the registry), then run there without the workspace's sources or loaders.
 */

const run = promisify(execFile)
const root = fileURLToPath(new URL("../../../", import.meta.url))
const statementFile = join(root, "examples/embedded-host/statement.csv")
const work = mkdtempSync(join(tmpdir(), "statement-engine-install-"))
const host = join(work, "host")
const tarballs = join(work, "tarballs")

const Entry = Schema.Union(
  Schema.String,
  Schema.Struct({ types: Schema.optional(Schema.String), import: Schema.optional(Schema.String) })
)
const Manifest = Schema.Struct({
  name: Schema.String,
  version: Schema.String,
  private: Schema.optional(Schema.Boolean),
  exports: Schema.optional(Schema.Record({ key: Schema.String, value: Entry })),
  dependencies: Schema.optional(Schema.Record({ key: Schema.String, value: Schema.String }))
})
const readManifest = (file: string) => Schema.decodeUnknownSync(Schema.parseJson(Manifest))(readFileSync(file, "utf8"))
const rootVersion = readManifest(join(root, "package.json")).version

/** The published set: every package under `packages/` that is not private. */
const published = readdirSync(join(root, "packages"))
  .filter((dir) => existsSync(join(root, "packages", dir, "package.json")))
  .map((dir) => readManifest(join(root, "packages", dir, "package.json")))
  .filter((manifest) => manifest.private !== true)

/** The environment of the tools run here, without what a running package manager passes down to scripts. */
const cleanEnv = (extra: Record<string, string> = {}): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = {}
  for (const [key, value] of Object.entries(process.env)) {
    const fromPackageManager = /^npm_(package|lifecycle|config)_/i.test(key) &&
      !/^npm_config_(registry|cache|.*proxy|cafile|strict_ssl)$/i.test(key)
    if (!fromPackageManager && key !== "DATABASE_URL" && key !== "NODE_OPTIONS") env[key] = value
  }
  return { ...env, XDG_STATE_HOME: join(work, "state"), ...extra }
}

const shell = (command: string, args: ReadonlyArray<string>, cwd: string, timeout = 90_000) =>
  run(command, [...args], { cwd, env: cleanEnv(), timeout, maxBuffer: 64 * 1024 * 1024 })

/** What `pnpm pack --json` answers: one object for one package, an array for several. */
const Packed = Schema.Struct({
  name: Schema.String,
  filename: Schema.String,
  files: Schema.Array(Schema.Struct({ path: Schema.String }))
})
const decodePacked = Schema.decodeUnknownSync(Schema.parseJson(Schema.Union(Packed, Schema.Array(Packed))))

let packed: ReadonlyArray<typeof Packed.Type> = []

beforeAll(async () => {
  await shell(
    process.execPath,
    [join(root, "node_modules/typescript/bin/tsc"), "-b", "tsconfig.build.json"],
    root,
    240_000
  )
  const filters = published.flatMap((manifest) => ["--filter", manifest.name])
  const { stdout } = await shell(
    "npx",
    ["--yes", "pnpm@10", "-r", ...filters, "pack", "--pack-destination", tarballs, "--json"],
    root
  )
  const answer = decodePacked(stdout)
  packed = "name" in answer ? [answer] : answer
  mkdirSync(host)
  writeFileSync(join(host, "package.json"), JSON.stringify({ name: "host", private: true, type: "module" }))
  await shell(
    "npm",
    ["install", "--prefer-offline", "--no-audit", "--no-fund", ...packed.map((p) => p.filename)],
    host,
    240_000
  )
}, 480_000)

afterAll(() => rmSync(work, { recursive: true, force: true }))

/** The fields of a categorised transaction compared here. */
const Categorisation = Schema.Struct({
  accounts: Schema.Array(Schema.Struct({
    transactions: Schema.Array(Schema.Struct({
      date: Schema.String,
      amount: Schema.Number,
      description: Schema.String,
      category_id: Schema.Number
    }))
  }))
})
const Completed = Schema.Struct({ status: Schema.Literal("completed"), categorisation: Categorisation })
const decodeCompleted = Schema.decodeUnknownSync(Completed)

/** The categorised transactions of a `categorisation` product, one `date|amount|description|category` each. */
const categorised = (product: typeof Categorisation.Type): ReadonlyArray<string> =>
  product.accounts.flatMap((account) =>
    account.transactions.map((t) => [t.date, t.amount, t.description, t.category_id].join("|"))
  )

/** The statement's booking rows, read from the file itself: date as ISO, signed amount, description. */
const rowsOfFile = (): ReadonlyArray<string> =>
  readFileSync(statementFile, "utf8").trim().split("\n").slice(1).map((line) => {
    const [date = "", description = "", out = "", into = ""] = line.split(",")
    const [day, month, year] = date.split("/")
    return [`${year}-${month}-${day}`, out === "" ? Number(into) : -Number(out), description].join("|")
  })

/** What the workspace's own engine (from the sources) makes of the statement: the reference here. */
const fromSources = async (): Promise<ReadonlyArray<string>> => {
  const engine = createEngine({ analysis: { workers: 0 } })
  try {
    const uploaded = await engine.upload([{ name: "statement.csv", content: readFileSync(statementFile) }])
    await engine.process(uploaded.requestId, { country: "GB", operations: ["categorisation"] })
    const result = await engine.result(uploaded.requestId)
    return result.status === "completed"
      ? categorised(Schema.decodeUnknownSync(Categorisation)(result.products.categorisation))
      : []
  } finally {
    await engine.close()
  }
}

describe("the packages as installed from their tarballs", () => {
  it("hold the built JavaScript with its declarations, the data tables and the migrations, no sources", () => {
    expect(packed.map((p) => p.name).sort()).toEqual(published.map((m) => m.name).sort())
    for (const p of packed) {
      const files = p.files.map((f) => f.path)
      expect(files, p.name).toContain("dist/index.js")
      expect(files, p.name).toContain("dist/index.d.ts")
      expect(files.filter((f) => f.startsWith("src/") || f.endsWith(".tsbuildinfo") || f.endsWith(".mjs")), p.name)
        .toEqual([])
    }
    const filesOf = (name: string) => packed.find((p) => p.name === name)?.files.map((f) => f.path) ?? []
    for (const table of readdirSync(join(root, "packages/categorise/src/data"))) {
      expect(filesOf("@statement-engine/categorise")).toContain(`dist/data/${table}`)
    }
    for (const migration of readdirSync(join(root, "packages/store-pg/migrations"))) {
      expect(filesOf("@statement-engine/store-pg")).toContain(`migrations/${migration}`)
    }
  })

  it("declare their entry points as JavaScript with types, and one version", () => {
    for (const { name } of published) {
      const folder = join(host, "node_modules", name)
      const manifest = readManifest(join(folder, "package.json"))
      expect(manifest.version, name).toBe(rootVersion)
      for (const [key, value] of Object.entries(manifest.dependencies ?? {})) {
        if (key.startsWith("@statement-engine/")) expect(value, `${name} → ${key}`).toBe(rootVersion)
      }
      for (const entry of Object.values(manifest.exports ?? {})) {
        expect(typeof entry === "object" && entry.types?.endsWith(".d.ts") && entry.import?.endsWith(".js"), name)
          .toBe(true)
        if (typeof entry === "object") {
          expect(existsSync(join(folder, entry.types ?? "")), `${name} ${entry.types}`).toBe(true)
          expect(existsSync(join(folder, entry.import ?? "")), `${name} ${entry.import}`).toBe(true)
        }
      }
    }
  })

  it("`npx statement-engine analyse FILE` analyses a statement given by a relative path", async () => {
    copyFileSync(statementFile, join(host, "statement.csv"))
    const { stdout } = await shell("npx", ["statement-engine", "analyse", "statement.csv", "--country", "GB"], host)
    const transactions = categorised(decodeCompleted(JSON.parse(stdout)).categorisation)
    expect(transactions.map((t) => t.split("|").slice(0, 3).join("|"))).toEqual(rowsOfFile())
    expect(transactions).toEqual(await fromSources())
  }, 120_000)

  it(
    "`npx statement-engine analyse FILE.pdf` reads a PDF statement (pdf.js loaded from the installed packages)",
    async () => {
      // a statement pdf-lib draws (no browser), with its truth from the generator
      const [pdf] = await generatePdfCorpus({
        variants: PDF_CORPUS.filter((v) => v.id === "gb-inout-row"),
        seed: 4967,
        mutations: false
      })
      if (pdf === undefined) throw new Error("the generator gave no PDF")
      writeFileSync(join(host, "statement.pdf"), pdf.bytes)
      const { stdout } = await shell("npx", ["statement-engine", "analyse", "statement.pdf", "--country", "GB"], host)
      const rows = decodeCompleted(JSON.parse(stdout)).categorisation.accounts.flatMap((a) => a.transactions)
      expect(rows.map((t) => `${t.date}|${t.amount}`)).toEqual(
        (pdf.truth[0]?.transactions ?? []).map((t) => `${t.date}|${t.amount}`)
      )
    },
    120_000
  )

  it.skipIf(!sharedFixturesPresent())(
    "`npx statement-engine analyse` reads a Windows-1252 CSV, a CAMT.052 in ISO-8859-1 and a CAMT.053 from ../shared",
    async () => {
      // one run for the three (each npx start costs seconds); what a reader found in each file,
      // without the engine (analysis/test/fixture-truth/*.tsv): 3 rows, EUR -1037.49; 2, EUR 95.00; 3, EUR 0.00
      const files = [
        "bank2ynab/CSV_A_20180414_112204.csv",
        "actualbudget/camt.latin1.xml",
        "camt-to-coda/account_statement.xml"
      ]
      const names = files.map((file) => file.split("/").pop() ?? file)
      files.forEach((file, i) => copyFileSync(join(PUBLIC_FIXTURES, file), join(host, names[i] ?? file)))
      const { stdout } = await shell("npx", ["statement-engine", "analyse", ...names, "--country", "DE"], host)
      const accounts = decodeCompleted(JSON.parse(stdout)).categorisation.accounts.map((a) => {
        const net = Math.round(a.transactions.reduce((sum, t) => sum + t.amount, 0) * 100) / 100
        return `${a.transactions.length} ${net.toFixed(2)}`
      })
      expect(accounts.sort()).toEqual(["2 95.00", "3 -1037.49", "3 0.00"])
    },
    120_000
  )

  it("an embedding script imports the built package and runs upload → process → result", async () => {
    const script = join(host, "embed.mjs")
    writeFileSync(script, embeddingScript)
    writeFileSync(join(host, "tsconfig.json"), JSON.stringify(embeddingTsconfig))
    // the script type-checks against the declarations the package ships
    await shell(process.execPath, [join(root, "node_modules/typescript/bin/tsc"), "-p", "tsconfig.json"], host)
    const { stdout } = await shell(process.execPath, [script, "statement.csv"], host)
    const answer = Schema.decodeUnknownSync(
      Schema.parseJson(
        Schema.extend(Completed, Schema.Struct({ resolved: Schema.String, transactions: Schema.Number }))
      )
    )(stdout)
    expect(answer.resolved).toBe(`file://${join(host, "node_modules/@statement-engine/engine/dist/index.js")}`)
    expect(answer.transactions).toBe(rowsOfFile().length)
    expect(categorised(answer.categorisation)).toEqual(await fromSources())
  }, 120_000)

  it("`npx statement-engine serve` answers /healthz and the four steps on PostgreSQL, then stops", async () => {
    await Effect.runPromise(Effect.scoped(Effect.flatMap(freshDatabase, (url) => Effect.promise(() => serveOn(url)))))
  }, 120_000)
})

const embeddingScript = `// @ts-check
import { createEngine } from "@statement-engine/engine"
import { readFile } from "node:fs/promises"

const engine = createEngine()
try {
  const uploaded = await engine.upload([{ name: "statement.csv", content: await readFile(process.argv[2] ?? "") }])
  await engine.process(uploaded.requestId, { country: "GB", operations: ["categorisation"] })
  const result = await engine.result(uploaded.requestId, { waitMillis: 60_000 })
  console.log(JSON.stringify({
    resolved: import.meta.resolve("@statement-engine/engine"),
    transactions: uploaded.transactions,
    status: result.status,
    categorisation: result.status === "completed" ? result.products.categorisation : null
  }))
} finally {
  await engine.close()
}
`

const embeddingTsconfig = {
  compilerOptions: {
    allowJs: true,
    checkJs: true,
    noEmit: true,
    strict: true,
    module: "nodenext",
    moduleResolution: "nodenext",
    target: "es2022",
    skipLibCheck: true,
    typeRoots: [join(root, "node_modules/@types")],
    types: ["node"]
  },
  files: ["embed.mjs"]
}

/** Waits until `text()` matches `pattern`, or the process ends, or 60 s pass. */
const waitFor = async (child: ChildProcess, text: () => string, pattern: RegExp): Promise<RegExpExecArray> => {
  const deadline = Date.now() + 60_000
  for (;;) {
    const match = pattern.exec(text())
    if (match !== null) return match
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not start:\n${text()}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const json = <A, I>(schema: Schema.Schema<A, I>) => (response: Response): Promise<A> =>
  response.json().then(Schema.decodeUnknownSync(schema))
const Token = Schema.Struct({ access_token: Schema.String })
const Resource = Schema.Struct({ data: Schema.Struct({ attributes: Schema.Unknown }) })
const UploadRecord = Schema.Struct({ "request-id": Schema.String })
const Status = Schema.Struct({ status: Schema.String })

/** Token, upload, process and result through the server at `base` with the banner's credentials. */
const fourSteps = async (base: string, clientId: string, clientSecret: string): Promise<unknown> => {
  const token = await fetch(`${base}/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      audience: "statement-engine",
      client_id: clientId,
      client_secret: clientSecret,
      grant_type: "client_credentials"
    })
  }).then(json(Token))
  const authorization = `Bearer ${token.access_token}`
  const form = new FormData()
  form.append("input", new Blob([readFileSync(statementFile)]), "statement.csv")
  const uploaded = await fetch(`${base}/v2/report`, { method: "POST", headers: { authorization }, body: form })
    .then(json(Resource))
  const id = Schema.decodeUnknownSync(UploadRecord)(uploaded.data.attributes)["request-id"]
  const processing = await fetch(`${base}/v2/report/process/${id}`, {
    method: "PUT",
    headers: { authorization, "content-type": "application/json" },
    body: JSON.stringify({ country: "GB", operations: ["categorisation"] })
  })
  expect(processing.status).toBe(202)
  const deadline = Date.now() + 60_000
  for (;;) {
    const report = await fetch(`${base}/v2/report/${id}`, { headers: { authorization } }).then(json(Resource))
    const { status } = Schema.decodeUnknownSync(Status)(report.data.attributes)
    if (status !== "queued" && status !== "processing" || Date.now() > deadline) return report.data.attributes
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

const serveOn = async (databaseUrl: string) => {
  const port = await freePort()
  const child = spawn("npx", ["statement-engine", "serve"], {
    cwd: host,
    env: cleanEnv({
      DATABASE_URL: databaseUrl,
      STATEMENT_ENGINE_SECRET_KEY: testSecretKeyText("installed"),
      PORT: String(port),
      HOST: "127.0.0.1"
    }),
    detached: true,
    stdio: ["ignore", "pipe", "pipe"]
  })
  let output = ""
  child.stdout?.on("data", (chunk) => output += String(chunk))
  child.stderr?.on("data", (chunk) => output += String(chunk))
  const exited = new Promise((resolve) => child.once("exit", resolve))
  try {
    const [, clientId = "", clientSecret = ""] = await waitFor(
      child,
      () => output,
      /export CLIENT_ID=(\S+) CLIENT_SECRET=(\S+)/
    )
    const base = `http://127.0.0.1:${port}`
    expect(output).toContain(`${base}/docs`)
    const health = await fetch(`${base}/healthz`)
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ status: "up" })
    const attributes = decodeCompleted(await fourSteps(base, clientId, clientSecret))
    expect(categorised(attributes.categorisation)).toEqual(await fromSources())
  } finally {
    // the whole group: npx and the server it started
    if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, "SIGTERM")
    await exited
  }
}
