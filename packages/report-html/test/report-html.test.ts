import { Effect, Either } from "effect"
import { mkdirSync } from "node:fs"
import { fileURLToPath } from "node:url"
import type { Browser } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { loadChartLibrary, renderReportHtml, reportHtml, type ReportInput } from "../src/index.js"
import { hasChromium, launchChromium, noChromium, openPage } from "./browser.js"
import { hostile, hostileReport } from "./hostile-statement.js"
import { pdfSampleReport, sampleReport } from "./sample-report.js"

const output = fileURLToPath(new URL("../test-output/", import.meta.url))
const library = await Effect.runPromise(loadChartLibrary())
const render = (input: ReportInput): string => Either.getOrThrow(renderReportHtml(input, library))

/** Expects the page's text to hold `text` (without printing the 300 KB page when it does not). */
const shows = (page: string, text: string) => expect(page.includes(text), `the page shows ${text}`).toBe(true)

/** Expects the page's text not to hold `text`. */
const lacks = (page: string, text: string) => expect(page.includes(text), `the page lacks ${text}`).toBe(false)

const sectionIds = [
  "overview",
  "integrity",
  "balance",
  "money-in-out",
  "spending",
  "income",
  "recurring",
  "risk",
  "scores",
  "features",
  "transactions"
]

describe("the HTML report (no browser)", () => {
  it("has every section, and names the operation a section needs when its product is not in the report", () => {
    const all = render(sampleReport({ persona: "salaried", country: "GB" }))
    for (const id of sectionIds) shows(all, `<section id="${id}">`)
    lacks(all, "Not in this report")
    const full = sampleReport({ persona: "salaried", country: "GB" })
    const some = render({ ...full, products: { categorisation: full.products.categorisation } })
    for (const operation of ["insights-cashflow", "insights-income", "insights-recurring", "credit-scores"]) {
      shows(some, `request the <code>${operation}</code> operation`)
    }
  })

  it("writes category titles in the country's language with the English title beside them", () => {
    const page = render(sampleReport({ persona: "salaried", country: "DE" }))
    shows(page, "Lebensmittel <span class=\"en\">Groceries</span>")
    shows(page, "Wohnen <span class=\"en\">Housing</span>")
  })

  it("shows the balances the file gives, in the country's number format", () => {
    const page = render(hostileReport())
    // the hand-written statement opens at 100.00 and closes at 2538.90 (see hostile-statement.ts)
    shows(page, "100,00\u00a0€")
    shows(page, "2.538,90\u00a0€")
  })

  it("escapes every string from the statement: no markup or script from it reaches the page", () => {
    const page = render(hostileReport())
    for (const text of Object.values(hostile)) lacks(page, text.trim())
    lacks(page, "<img")
    shows(page, "&lt;img src=x onerror=window.__pwned=4&gt;.csv")
    shows(page, "&lt;script&gt;window.__pwned=1&lt;/script&gt;")
    shows(page, "&lt;b onmouseover=&quot;window.__pwned=5&quot;&gt;Evil &amp; Co&lt;/b&gt;")
    // the page's own three script elements and no other
    expect(page.match(/<script/g)).toHaveLength(3)
    expect(page.match(/<\/script>/g)).toHaveLength(3)
  })

  it("allows only its own scripts and stylesheet and no network at all", () => {
    const page = render(hostileReport())
    const attribute = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(page)?.[1] ?? ""
    const csp = attribute.replace(/&#39;/g, "'")
    expect(csp).toContain("default-src 'none'")
    expect(csp).not.toContain("unsafe-inline")
    expect(csp.match(/'sha256-[A-Za-z0-9+/=]+'/g)).toHaveLength(3)
  })

  it("refuses a product of the wrong shape, naming it", () => {
    const rendered = renderReportHtml({
      request_id: "r",
      country: "GB",
      files: [],
      products: { "insights-income": { currencies: "none" } }
    }, library)
    expect(Either.isLeft(rendered) && rendered.left.detail).toContain("insights-income")
  })

  it("shows where each transaction read from a PDF is printed (page, line), and no such column for a CSV's", async () => {
    const { input, pdf } = await pdfSampleReport()
    const page = render(input)
    // one account from the PDF, one from the CSV: only the PDF's table has the column
    expect(page.match(/<th>Printed at<\/th>/g)).toHaveLength(1)
    const placements = pdf.placements?.[0] ?? []
    expect(placements.length).toBe(pdf.truth[0]?.transactions.length)
    for (const p of placements) shows(page, `<td>page ${p.page}, line ${p.line}</td>`)
    lacks(page, "statement.pdf, page")
  })

  it("is the same page for the same input", async () => {
    const input = sampleReport({ persona: "pensioner", country: "FR" })
    expect(await Effect.runPromise(reportHtml(input))).toBe(render(input))
  })
})

describe.skipIf(!hasChromium)(`the HTML report in headless Chromium${hasChromium ? "" : ` (${noChromium})`}`, () => {
  let browser: Browser
  beforeAll(async () => {
    mkdirSync(output, { recursive: true })
    browser = await launchChromium()
  })
  afterAll(() => browser?.close())

  it("renders without console errors or requests, with every chart drawn, and is screenshotted", async () => {
    const { errors, page, requests } = await openPage(
      browser,
      render(sampleReport({ persona: "gambler", country: "DE" }))
    )
    expect(errors).toEqual([])
    expect(requests).toEqual([])
    const painted = await page.$$eval("canvas[data-chart]", (canvases) =>
      canvases.map((c) => {
        const { data } = c.getContext("2d")!.getImageData(0, 0, c.width, c.height)
        let inked = 0
        for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) inked++
        return { width: c.width, height: c.height, inked }
      }))
    // balance, money in and out, spending, income: one each for the one currency
    expect(painted).toHaveLength(4)
    for (const p of painted) {
      expect(p.width).toBeGreaterThan(300)
      expect(p.inked / (p.width * p.height)).toBeGreaterThan(0.01)
    }
    await page.screenshot({ path: `${output}report-full.png`, fullPage: true })
    await page.close()
  })

  it("lists a PDF's transactions beside the page and line each is printed on", async () => {
    const { input, pdf } = await pdfSampleReport()
    const { errors, page } = await openPage(browser, render(input))
    expect(errors).toEqual([])
    const table = page.locator("#transactions table").filter({ hasText: "Printed at" })
    const rows = await table.locator("tbody tr").evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll("td")].map((td) => (td.textContent ?? "").replace(/\s+/g, " ").trim()))
    )
    const truth = pdf.truth[0]?.transactions ?? []
    const expected = truth.map((t, i) => {
      const at = pdf.placements?.[0]?.[i]
      return `${t.description.replace(/\s+/g, " ").trim()} | page ${at?.page}, line ${at?.line}`
    })
    expect(rows.map((cells) => `${cells[1]} | ${cells.at(-1)}`).sort()).toEqual(expected.sort())
    await page.close()
  })

  it("runs none of the statement's markup", async () => {
    const { errors, page } = await openPage(browser, render(hostileReport()))
    expect(errors).toEqual([])
    expect(await page.evaluate(() => (globalThis as { __pwned?: unknown }).__pwned)).toBeUndefined()
    expect(await page.$$("img")).toHaveLength(0)
    expect(await page.$$("script")).toHaveLength(3)
    const text = await page.locator("#transactions").innerText()
    expect(text).toContain(hostile.script)
    expect(text).toContain(hostile.attribute)
    expect(await page.locator("#overview").innerText()).toContain(hostile.fileName)
    await page.screenshot({ path: `${output}hostile.png`, fullPage: true })
    await page.close()
  })
})
