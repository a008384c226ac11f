import { encryptPdf, type GeneratedPdf, generatePdfCorpus, PDF_CORPUS } from "@statement-engine/testkit/pdf-statements"
import { parse } from "csv-parse/sync"
import { execFile } from "node:child_process"
import { mkdtempSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"
import { promisify } from "node:util"
import { beforeAll, describe, expect, it } from "vitest"

const main = fileURLToPath(new URL("../src/main.ts", import.meta.url))
const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href

const run = (args: ReadonlyArray<string>, cwd: string) =>
  promisify(execFile)(process.execPath, ["--import", tsx, main, ...args], { cwd, maxBuffer: 64 * 1024 * 1024 }).then(
    ({ stderr, stdout }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      stdout: error.stdout,
      stderr: error.stderr
    })
  )

const squash = (s: string) => s.replace(/\s+/g, " ").trim()
const folder = mkdtempSync(join(tmpdir(), "cli-pdf-"))
let pdf: GeneratedPdf

// a statement pdf-lib draws (no browser needed), its truth and where it drew each row from the generator
beforeAll(async () => {
  const [generated] = await generatePdfCorpus({
    variants: PDF_CORPUS.filter((v) => v.id === "gb-inout-row"),
    seed: 4963,
    mutations: false
  })
  if (generated === undefined) throw new Error("the generator gave no PDF")
  pdf = generated
  writeFileSync(join(folder, "statement.pdf"), pdf.bytes)
  writeFileSync(join(folder, "locked.pdf"), await encryptPdf(pdf.bytes, "open-sesame"))
  writeFileSync(join(folder, "savings.csv"), "Date,Description,Amount\n2026-03-02,INTEREST,1.25\n")
}, 60_000)

describe("statement-engine analyse with a PDF statement", () => {
  it("writes its transactions as CSV, each with the page and line it is printed on", async () => {
    const { code, stderr, stdout } = await run(["analyse", "statement.pdf", "--format", "csv"], folder)
    expect(code, stderr).toBe(0)
    const rows = parse(stdout, { columns: true }) as Array<Record<string, string>>
    const truth = pdf.truth[0]?.transactions ?? []
    expect(rows).toHaveLength(truth.length)
    truth.forEach((t, i) => {
      const at = pdf.placements?.[0]?.[i]
      const row = rows[i]
      expect(row?.date).toBe(t.date)
      expect(Number(row?.amount)).toBeCloseTo(t.amount, 2)
      expect(squash(row?.description ?? "")).toBe(squash(t.description))
      expect([row?.source_page, row?.source_line]).toEqual([String(at?.page), String(at?.line)])
    })
  }, 150_000)

  it("reads a PDF beside a CSV: only the PDF's rows carry a source in the JSON", async () => {
    const { code, stderr, stdout } = await run([
      "analyse",
      "statement.pdf",
      "savings.csv",
      "--options",
      JSON.stringify({ files: { "savings.csv": { currency: "GBP" } } })
    ], folder)
    expect(code, stderr).toBe(0)
    const report = JSON.parse(stdout) as {
      files: ReadonlyArray<{ name: string; format: string }>
      categorisation: {
        accounts: ReadonlyArray<{ transactions: ReadonlyArray<{ source?: { file: string; page: number } }> }>
      }
    }
    expect(report.files.map((f) => [f.name, f.format]).sort()).toEqual([["savings.csv", "csv"], [
      "statement.pdf",
      "pdf"
    ]])
    const rows = report.categorisation.accounts.flatMap((a) => a.transactions)
    expect(rows).toHaveLength((pdf.truth[0]?.transactions.length ?? 0) + 1)
    expect(rows.filter((r) => r.source?.file === "statement.pdf")).toHaveLength(rows.length - 1)
  }, 150_000)

  it("refuses an encrypted PDF saying options.password opens it, and reads it with the password", async () => {
    const [locked, opened] = await Promise.all([
      run(["analyse", "locked.pdf", "--format", "summary"], folder),
      run(["analyse", "locked.pdf", "--format", "summary", "--options", "{\"password\":\"open-sesame\"}"], folder)
    ])
    expect(locked.code).toBe(1)
    expect(locked.stderr).toContain("options.password")
    expect(opened.code, opened.stderr).toBe(0)
    expect(opened.stdout).toContain(`1 file(s), ${pdf.truth[0]?.transactions.length} transactions`)
  }, 200_000)
})
