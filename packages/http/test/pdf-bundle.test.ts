import { serverNodeFlags } from "@statement-engine/testkit"
import { generatePdfCorpus, PDF_CORPUS } from "@statement-engine/testkit/pdf-statements"
import { type ChildProcess, execFileSync, spawn } from "node:child_process"
import { fileURLToPath } from "node:url"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

const buildScript = fileURLToPath(new URL("../scripts/build.mjs", import.meta.url))
const bundle = fileURLToPath(new URL("../dist/main.mjs", import.meta.url))
const port = 20_000 + Math.floor(Math.random() * 20_000)
const url = `http://127.0.0.1:${port}`
let server: ChildProcess

beforeAll(async () => {
  execFileSync(process.execPath, [buildScript])
  server = spawn(process.execPath, [...serverNodeFlags(), bundle], {
    env: {
      ...process.env,
      PORT: String(port),
      STATEMENT_ENGINE_CLIENTS: "pdf:0123456789abcdef",
      STATEMENT_ENGINE_WORKERS: "1",
      STATEMENT_ENGINE_SHUTDOWN_GRACE_SECONDS: "5",
      DATABASE_URL: ""
    },
    stdio: "ignore"
  })
  for (let i = 0; i < 150; i++) {
    if (await fetch(`${url}/openapi.json`).then((r) => r.ok, () => false)) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error("the bundled server did not start")
}, 90_000)
afterAll(() => {
  if (server.exitCode === null) server.kill("SIGKILL")
})

const authorised = async () => {
  const token = await fetch(`${url}/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      audience: "statement-engine",
      client_id: "pdf",
      client_secret: "0123456789abcdef",
      grant_type: "client_credentials"
    })
  }).then((r) => r.json() as Promise<{ access_token: string }>)
  return { authorization: `Bearer ${token.access_token}` }
}

// positioned layouts only: pdf-lib draws them, no browser needed
const variants = PDF_CORPUS.filter((v) => v.id === "gb-inout-row")

describe("PDF statements through the bundled server (pnpm start)", () => {
  it(
    "reads a PDF beside a CSV in one upload, and refuses a tampered PDF with PDF_PARSE_FAILURE naming page and line",
    async () => {
      const [pdf, tampered] = await generatePdfCorpus({ variants, seed: 4949 }).then((all) => [
        all.find((f) => f.mutation === undefined),
        all.find((f) => f.mutation === "amount-changed")
      ])
      if (pdf === undefined || tampered === undefined) throw new Error("the generator gave no PDF")
      const auth = await authorised()
      const form = new FormData()
      form.append("input", new Blob([pdf.bytes]), "statement.pdf")
      form.append("input", new Blob(["Date,Description,Amount\n2026-05-02,COFFEE,-3.50\n"]), "extra.csv")
      form.append("options", JSON.stringify({ files: { "extra.csv": { currency: "GBP" } } }))
      const uploaded = await fetch(`${url}/v2/report`, { method: "POST", headers: auth, body: form })
      const body = await uploaded.text()
      expect(uploaded.status, body).toBe(200)
      expect(body).toContain("statement.pdf")
      expect(body).toContain(`"format":"pdf"`)

      const bad = new FormData()
      bad.append("input", new Blob([tampered.bytes]), "tampered.pdf")
      const refused = await fetch(`${url}/v2/report`, { method: "POST", headers: auth, body: bad })
      const answer = await refused.text()
      expect(refused.status, answer).toBe(422)
      expect(answer).toContain("PDF_PARSE_FAILURE")
      expect(answer).toMatch(/page \d+ line \d+/)
    },
    60_000
  )
})
