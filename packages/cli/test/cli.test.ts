import { Either } from "effect"
import { execFile } from "node:child_process"
import { createRequire } from "node:module"
import { fileURLToPath, pathToFileURL } from "node:url"
import { promisify } from "node:util"
import { describe, expect, it } from "vitest"
import { parseCliArguments } from "../src/index.js"

const main = fileURLToPath(new URL("../src/main.ts", import.meta.url))
const statement = fileURLToPath(new URL("../../../examples/embedded-host/statement.csv", import.meta.url))
const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href
const run = (...args: ReadonlyArray<string>) =>
  promisify(execFile)(process.execPath, ["--import", tsx, main, ...args]).then(
    ({ stdout }) => ({ code: 0, stdout, stderr: "" }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      stdout: error.stdout,
      stderr: error.stderr
    })
  )

describe("statement-engine command", () => {
  it("reads its arguments, with defaults", () => {
    expect(parseCliArguments(["analyse", "a.csv", "b.ofx"])).toEqual(Either.right({
      files: ["a.csv", "b.ofx"],
      country: "GB",
      operations: ["categorisation", "insights-income"],
      options: {},
      out: undefined
    }))
    const pinned = parseCliArguments([
      "analyse",
      "a.csv",
      "--country",
      "de",
      "--operations",
      "categorisation",
      "--options",
      "{\"date_format\":\"DD.MM.YYYY\"}"
    ])
    expect(pinned).toMatchObject({
      right: { country: "de", operations: ["categorisation"], options: { date_format: "DD.MM.YYYY" } }
    })
  })

  it.each([
    [[], "Usage"],
    [["analyse"], "at least one statement file"],
    [["analyse", "a.csv", "--operations", "astrology"], "Unknown operation"],
    [["analyse", "a.csv", "--options", "{bad"], "--options is not valid"],
    [["analyse", "a.csv", "--colour"], "Unknown option"]
  ])("refuses %j with a message", (argv, message) => {
    const parsed = parseCliArguments(argv)
    expect(Either.isLeft(parsed) && parsed.left).toContain(message)
  })

  it("analyses a statement file on disk and prints the report", async () => {
    const { code, stdout } = await run("analyse", statement, "--options", "{\"currency\":\"GBP\"}")
    expect(code).toBe(0)
    const report = JSON.parse(stdout) as {
      status: string
      transactions: number
      categorisation: { accounts: ReadonlyArray<{ transactions: ReadonlyArray<unknown> }> }
    }
    expect(report.status).toBe("completed")
    expect(report.transactions).toBe(14)
    expect(report.categorisation.accounts[0]?.transactions).toHaveLength(14)
  })

  it("exits 1 naming the problem when a file cannot be read", async () => {
    const missing = await run("analyse", "/no/such/statement.csv")
    expect(missing.code).toBe(1)
    expect(missing.stderr).toContain("cannot read /no/such/statement.csv")
    const usage = await run("analyse")
    expect(usage.code).toBe(2)
  })
})
