import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createClient, StatementEngineError } from "../src/index.js"
import { clientA, type ServerProcess, startServerProcess } from "./server-process.js"

// The server as a process with STATEMENT_ENGINE_COMPATIBILITY=original: the typed client reads its shapes.
const statement = [
  "Date,Description,Amount,Balance",
  "2024-01-28,ACME LTD SALARY,2500.00,3100.00",
  "2024-02-01,RENT LANDLORD SO,-950.00,2150.00",
  "2024-02-03,CARD PAYMENT TO TESCO STORES,-45.20,2104.80"
].join("\n")

let server: ServerProcess
beforeAll(async () => {
  server = await startServerProcess({ STATEMENT_ENGINE_COMPATIBILITY: "original" })
}, 60_000)
afterAll(() => server.close())

describe("the typed client against a server in the original profile", () => {
  it("reads the original's result and its error array", async () => {
    const client = createClient({ baseUrl: server.url, ...clientA })
    const result = await client.analyse(
      [{ name: "s.csv", content: statement }],
      { country: "GB", operations: ["categorisation", "insights-income", "simple-score"] },
      { wait: { timeoutMillis: 30_000 } }
    )
    expect(result.status).toBe("completed")
    expect("insights" in result && result.insights?.["insights-income"]?.calendar_months).toBeTypeOf("number")
    expect("simple-score" in result && typeof result["simple-score"]).toBe("number")
    const missing = await client.result("no-such-report").catch((error: unknown) => error)
    expect(missing).toBeInstanceOf(StatementEngineError)
    expect(missing).toMatchObject({ status: 404, code: "NOT_FOUND" })
  })
})
