import { allOperations } from "@statement-engine/analysis"
import { encryptPdf, type GeneratedPdf, generatePdfCorpus, PDF_CORPUS } from "@statement-engine/testkit/pdf-statements"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type BundledServer, startBundledServer } from "./bundled-server.js"

let server: BundledServer
let pdf: GeneratedPdf
let tampered: GeneratedPdf

// positioned layouts only: pdf-lib draws them, no browser needed
beforeAll(async () => {
  const all = await generatePdfCorpus({ variants: PDF_CORPUS.filter((v) => v.id === "gb-inout-row"), seed: 4949 })
  const [read, changed] = [all.find((f) => f.mutation === undefined), all.find((f) => f.mutation === "amount-changed")]
  if (read === undefined || changed === undefined) throw new Error("the generator gave no PDF")
  ;[pdf, tampered] = [read, changed]
  server = await startBundledServer({ STATEMENT_ENGINE_WORKERS: "1" })
}, 120_000)
afterAll(() => server?.stop())

const csv = "Date,Description,Amount\n2026-05-02,COFFEE,-3.50\n"

/** Uploads `files` (name and bytes) in one form with `options`; the status and the JSON answer. */
const upload = async (
  files: ReadonlyArray<readonly [string, Uint8Array | string]>,
  options?: unknown,
  extra: Readonly<Record<string, string>> = {},
  headers: Readonly<Record<string, string>> = {}
) => {
  const form = new FormData()
  for (const [name, bytes] of files) form.append("input", new Blob([bytes]), name)
  if (options !== undefined) form.append("options", JSON.stringify(options))
  for (const [field, value] of Object.entries(extra)) form.append(field, value)
  const answer = await fetch(`${server.url}/v2/report`, {
    method: "POST",
    headers: { authorization: `Bearer ${await server.token()}`, ...headers },
    body: form
  })
  return { status: answer.status, text: await answer.text() }
}

interface Row {
  readonly amount: number
  readonly date: string
  readonly source?: { readonly file: string; readonly page: number; readonly line: number }
}

describe("PDF statements through the bundled server (pnpm start)", () => {
  it("reads a PDF beside a CSV in one upload, offers the same operations as for a CSV, and runs them all", async () => {
    const mixed = await upload([["statement.pdf", pdf.bytes], ["extra.csv", csv]], {
      files: { "extra.csv": { currency: "GBP" } }
    })
    expect(mixed.status, mixed.text).toBe(200)
    expect(mixed.text).toContain(`"format":"pdf"`)
    const csvOnly = await upload([["extra.csv", csv]], { currency: "GBP" })
    const pdfOnly = await upload([["statement.pdf", pdf.bytes]])
    const offered = (text: string) =>
      (JSON.parse(text) as { data: { attributes: { "available-operations": Array<string> } } }).data.attributes[
        "available-operations"
      ]
    expect(offered(pdfOnly.text)).toEqual(offered(csvOnly.text))
    expect([...offered(pdfOnly.text)].sort()).toEqual([...allOperations].sort())

    // one call: every operation on the PDF beside the CSV
    const done = await upload(
      [["statement.pdf", pdf.bytes], ["extra.csv", csv]],
      { files: { "extra.csv": { currency: "GBP" } } },
      { country: "GB", operations: JSON.stringify(allOperations) },
      { prefer: "wait=25" }
    )
    expect(done.status, done.text.slice(0, 500)).toBe(200)
    const result = JSON.parse(done.text) as {
      data: {
        attributes: { status: string; categorisation: { accounts: ReadonlyArray<{ transactions: Array<Row> }> } }
      }
    }
    expect(result.data.attributes.status).toBe("completed")
    for (const operation of allOperations) expect(result.data.attributes).toHaveProperty(operation)
    const rows = result.data.attributes.categorisation.accounts.flatMap((a) => a.transactions)
    const fromPdf = rows.filter((r) => r.source !== undefined)
    const truth = pdf.truth[0]?.transactions ?? []
    expect(rows).toHaveLength(truth.length + 1)
    // each PDF row where the generator drew it, as the truth orders them
    expect(fromPdf.map((r) => [r.date, r.amount, r.source?.page, r.source?.line])).toEqual(
      truth.map((t, i) => [t.date, t.amount, pdf.placements?.[0]?.[i]?.page, pdf.placements?.[0]?.[i]?.line])
    )
  }, 120_000)

  it("refuses a tampered PDF with PDF_PARSE_FAILURE naming page and line", async () => {
    const refused = await upload([["tampered.pdf", tampered.bytes]])
    expect(refused.status, refused.text).toBe(422)
    expect(refused.text).toContain("PDF_PARSE_FAILURE")
    expect(refused.text).toMatch(/page \d+ line \d+/)
  }, 60_000)

  it("refuses an encrypted PDF saying options.password opens it, and reads it with the password", async () => {
    const locked = await encryptPdf(pdf.bytes, "bank-2026")
    const without = await upload([["locked.pdf", locked]])
    expect(without.status, without.text).toBe(422)
    expect(without.text).toContain("options.password")
    const wrong = await upload([["locked.pdf", locked]], { password: "guess" })
    expect(wrong.status, wrong.text).toBe(422)
    const opened = await upload([["locked.pdf", locked]], { files: { "locked.pdf": { password: "bank-2026" } } })
    expect(opened.status, opened.text).toBe(200)
    expect(opened.text).toContain(`"rows":${pdf.truth[0]?.transactions.length},`)
  }, 60_000)
})
