import { allOperations, categoryTree } from "@statement-engine/analysis"
import { parse } from "csv-parse/sync"
import { Either } from "effect"
import { execFile } from "node:child_process"
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"
import { promisify } from "node:util"
import { describe, expect, it } from "vitest"
import { inertCell, parseCliArguments } from "../src/index.js"

const main = fileURLToPath(new URL("../src/main.ts", import.meta.url))
const statement = fileURLToPath(new URL("../../../examples/embedded-host/statement.csv", import.meta.url))
const examples = dirname(statement)
const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href
const gbp = ["--options", "{\"currency\":\"GBP\"}"]

/** Runs the command in `cwd` (the statement's folder by default); stdout and stderr apart. */
const run = (args: ReadonlyArray<string>, cwd = examples) =>
  promisify(execFile)(process.execPath, ["--import", tsx, main, ...args], { cwd, maxBuffer: 64 * 1024 * 1024 }).then(
    ({ stderr, stdout }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      stdout: error.stdout,
      stderr: error.stderr
    })
  )

describe("statement-engine analyse: arguments", () => {
  it("reads its arguments, with defaults, and paths relative to where it runs", () => {
    expect(parseCliArguments(["analyse", "a.csv", "/abs/b.ofx"], "/home/me")).toEqual(Either.right({
      files: ["/home/me/a.csv", "/abs/b.ofx"],
      country: "GB",
      operations: ["categorisation", "insights-income"],
      options: {},
      format: "json",
      out: undefined,
      progress: "auto"
    }))
    const pinned = parseCliArguments([
      "analyse",
      "a.csv",
      "--country",
      "de",
      "--operations",
      "categorisation",
      "--options",
      "{\"date_format\":\"DD.MM.YYYY\"}",
      "--out",
      "r.json",
      "--cwd",
      "work",
      "--quiet"
    ], "/home/me")
    expect(pinned).toMatchObject({
      right: {
        files: ["/home/me/work/a.csv"],
        out: "/home/me/work/r.json",
        country: "de",
        operations: ["categorisation"],
        options: { date_format: "DD.MM.YYYY" },
        progress: "never"
      }
    })
  })

  it("chooses operations for the format: every one for html and summary, categorisation always for csv", () => {
    const operationsOf = (args: ReadonlyArray<string>) => {
      const parsed = parseCliArguments(["analyse", "a.csv", ...args])
      return Either.isRight(parsed) && parsed.right !== "help" ? parsed.right.operations : []
    }
    expect(operationsOf(["--format", "html"])).toEqual(allOperations)
    expect(operationsOf(["--format", "summary"])).toEqual(allOperations)
    expect(operationsOf(["--format", "csv"])).toEqual(["categorisation"])
    expect(operationsOf(["--format", "csv", "--operations", "insights-income"])).toEqual([
      "categorisation",
      "insights-income"
    ])
  })

  it.each([
    [[], "Usage"],
    [["analyse"], "at least one statement file"],
    [["analyse", "a.csv", "--operations", "astrology"], "Unknown operation"],
    [["analyse", "a.csv", "--options", "{bad"], "--options is not valid"],
    [["analyse", "a.csv", "--format", "pdf"], "--format must be json, csv, html or summary"],
    [["analyse", "a.csv", "--colour"], "Unknown option"]
  ])("refuses %j with a message", (argv, message) => {
    const parsed = parseCliArguments(argv)
    expect(Either.isLeft(parsed) && parsed.left).toContain(message)
  })

  it("keeps spreadsheet formulas in statement text inert", () => {
    expect(inertCell("=HYPERLINK(\"http://x\")")).toBe("'=HYPERLINK(\"http://x\")")
    expect(inertCell("+1")).toBe("'+1")
    expect(inertCell("@SUM(A1)")).toBe("'@SUM(A1)")
    expect(inertCell("CARD PAYMENT")).toBe("CARD PAYMENT")
  })
})

describe("statement-engine analyse: output", () => {
  it("prints the report as JSON and nothing else, reading a path relative to where it runs", async () => {
    const { code, stderr, stdout } = await run(["analyse", "statement.csv", ...gbp])
    expect(code).toBe(0)
    expect(stderr).toBe("")
    const report = JSON.parse(stdout) as {
      status: string
      transactions: number
      categorisation: { accounts: ReadonlyArray<{ transactions: ReadonlyArray<unknown> }> }
      "insights-income": unknown
    }
    expect(report.status).toBe("completed")
    expect(report.transactions).toBe(14)
    expect(report.categorisation.accounts[0]?.transactions).toHaveLength(14)
    expect(report["insights-income"]).toBeDefined()
  })

  it("writes the categorised transactions as CSV with category titles", async () => {
    const { code, stdout } = await run(["analyse", statement, "--format", "csv", "--country", "DE", ...gbp])
    expect(code).toBe(0)
    const rows = parse(stdout, { columns: true }) as Array<Record<string, string>>
    expect(rows).toHaveLength(14)
    // the file's first and last rows, as they read
    expect(rows[0]).toMatchObject({
      date: "2024-01-02",
      amount: "2350",
      currency: "GBP",
      description: "FASTER PAYMENT FROM NORTHWIND LOGISTICS SALARY"
    })
    expect(rows[13]).toMatchObject({ date: "2024-03-01", amount: "2350" })
    expect(rows.filter((r) => Number(r.amount) < 0).map((r) => Number(r.amount)).reduce((a, b) => a + b, 0))
      .toBeCloseTo(
        -(84.2 + 42.17 + 875 + 6.85 + 50 + 28 + 84.2 + 63.4 + 875 + 58.1 + 28),
        2
      )
    const german = new Map(categoryTree("DE").categories.map((c) => [String(c.id), c["readable-title"]]))
    const english = new Map(categoryTree("GB").categories.map((c) => [String(c.id), c["readable-title"]]))
    for (const row of rows) {
      expect(row.category_title).toBe(german.get(row.category_id!))
      expect(row.category_title_en).toBe(english.get(row.category_id!))
    }
  })

  it("writes a formula-like description inert in the CSV", async () => {
    const folder = mkdtempSync(join(tmpdir(), "cli-csv-"))
    writeFileSync(
      join(folder, "formula.csv"),
      "Date,Description,Amount\n2024-01-05,\"=HYPERLINK(\"\"http://evil.invalid\"\",\"\"x\"\")\",-12.50\n"
    )
    const { stdout } = await run(["analyse", "formula.csv", "--format", "csv", ...gbp], folder)
    const rows = parse(stdout, { columns: true }) as Array<Record<string, string>>
    expect(rows[0]?.description).toBe("'=HYPERLINK(\"http://evil.invalid\",\"x\")")
  })

  it("prints a one-screen summary", async () => {
    const { code, stdout } = await run(["analyse", "statement.csv", "--format", "summary", ...gbp])
    expect(code).toBe(0)
    const lines = stdout.trimEnd().split("\n")
    expect(lines.length).toBeLessThanOrEqual(24)
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(100)
    expect(lines[0]).toBe("1 file(s), 14 transactions, 2024-01-02 – 2024-03-01 (GB)")
    // money in: three salaries of 2350.00; money out: the eleven other rows; balances as the file shows
    expect(stdout).toContain("in £7,050.00 (3), out £2,194.92 (11)  balance £460.41 → £5,315.49")
    expect(stdout).toMatch(/^Integrity: statement\.csv: consistent$/m)
    expect(stdout).toMatch(/^Income GBP: £2,350\.00 a month/m)
    expect(stdout).toMatch(/^Scores GBP: /m)
  })

  it("writes a page to --out (relative to where it runs) and says so on stderr", async () => {
    const folder = mkdtempSync(join(tmpdir(), "cli-html-"))
    writeFileSync(join(folder, "statement.csv"), readFileSync(statement))
    const { code, stderr, stdout } = await run([
      "analyse",
      "statement.csv",
      "--format",
      "html",
      "--out",
      "report.html",
      ...gbp
    ], folder)
    expect(code).toBe(0)
    expect(stdout).toBe("")
    expect(stderr).toMatch(/^statement-engine: wrote .*report\.html \(\d+ KB, html\)\n$/)
    const page = readFileSync(join(folder, "report.html"), "utf8")
    expect(page.startsWith("<!doctype html>")).toBe(true)
    expect(page).toContain("<section id=\"recurring\">")
  })

  it("draws its progress on stderr only, when asked", async () => {
    const quiet = await run(["analyse", "statement.csv", "--format", "summary", ...gbp])
    const { code, stderr, stdout } = await run([
      "analyse",
      "statement.csv",
      "--format",
      "summary",
      "--progress",
      ...gbp
    ])
    expect(code).toBe(0)
    expect(stdout).toBe(quiet.stdout)
    expect(stderr).toContain("4/4 done")
  })

  // three processes, each starting the CLI from its TypeScript sources: run at once, with room for a loaded machine
  it("exits 1 naming the problem when a file cannot be read or the analysis fails", async () => {
    const empty = mkdtempSync(join(tmpdir(), "cli-empty-"))
    writeFileSync(join(empty, "nothing.csv"), "")
    const [missing, failed, usage] = await Promise.all([
      run(["analyse", "/no/such/statement.csv"]),
      run(["analyse", "nothing.csv", "--format", "summary"], empty),
      run(["analyse"])
    ])
    expect(missing.code).toBe(1)
    expect(missing.stderr).toContain("cannot read /no/such/statement.csv")
    expect(failed.code).toBe(1)
    expect(failed.stderr).toMatch(/^statement-engine: /)
    expect(usage.code).toBe(2)
  }, 90_000)
})
