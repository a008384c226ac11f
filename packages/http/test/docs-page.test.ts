import { allOperations } from "@statement-engine/analysis"
import { generatePdfCorpus, PDF_CORPUS } from "@statement-engine/testkit/pdf-statements"
import { Schema } from "effect"
import { existsSync, mkdirSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { type Browser, chromium, type Locator, type Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { clientA, startServer, type TestServer } from "./harness.js"

/** Debian's Chromium (`.ci/run` installs it when missing). */
const CHROMIUM = "/usr/bin/chromium"
const hasChromium = existsSync(CHROMIUM)
const statement = fileURLToPath(new URL("../../../examples/embedded-host/statement.csv", import.meta.url))
const output = fileURLToPath(new URL("../test-output/docs-page/", import.meta.url))

/** The upload's answer, as much of it as the PDF test reads. */
const Uploaded = Schema.Struct({
  data: Schema.Struct({
    attributes: Schema.Struct({
      "available-operations": Schema.Array(Schema.String),
      files: Schema.Array(Schema.Struct({ name: Schema.String, format: Schema.String, rows: Schema.Number }))
    })
  })
})

let server: TestServer
let browser: Browser

/** Opens the API client of one operation from its section of the page. */
const openClient = async (page: Page, group: string, summary: string, method: string, path: string) => {
  await page.keyboard.press("Escape")
  const entry = page.locator("nav, aside").getByText(summary, { exact: true }).first()
  if (!(await entry.isVisible())) await page.locator("nav, aside").getByText(group, { exact: true }).first().click()
  await entry.click()
  await page.getByRole("button", {
    name: new RegExp(`Test Request\\s*\\(${method} ${path.replace(/[{}/]/g, "\\$&")}\\)`)
  })
    .first().click()
  return page.locator("[role=dialog]").first()
}

/**
 * Opens /docs until `ready` shows: Scalar renders the page more than once while it starts, and on a
 * loaded machine a first render can leave the authentication form hidden until the page is loaded again.
 */
const openDocs = async (page: Page, ready: Locator) => {
  for (let attempt = 1;; attempt++) {
    await page.goto(`${server.url}/docs`)
    try {
      await ready.waitFor({ state: "visible", timeout: 10_000 })
      return
    } catch (error) {
      if (attempt === 3) throw error
    }
  }
}

/** Types `value` into the path parameter `name` of an open API client. */
const fillPathParameter = async (page: Page, dialog: Locator, name: string, value: string) => {
  await dialog.locator(`tr#${name} [contenteditable=true]`).nth(1).click()
  // the document's example fills it in first
  await page.keyboard.press("Control+A")
  await page.keyboard.type(value)
}

/** Sends the open request and answers the server's response to it. */
const send = async (page: Page, dialog: Locator, method: string, path: RegExp) => {
  const answered = page.waitForResponse((r) => r.request().method() === method && path.test(new URL(r.url()).pathname))
  await dialog.getByRole("button", { name: /Send/ }).first().click()
  const response = await answered
  return { status: response.status(), body: await response.json() as unknown }
}

/** Fetches the page's token with the OAuth2 client-credentials form (the page sends the audience itself). */
const authorise = async (page: Page) => {
  const clientIdField = page.locator("[aria-label='placeholder 12345']").first().locator("xpath=..")
  await openDocs(page, clientIdField)
  const token = page.waitForResponse((r) => new URL(r.url()).pathname === "/oauth/token")
  await clientIdField.click()
  await page.keyboard.type(clientA.id)
  await page.locator("input[placeholder=XYZ123]").first().fill(clientA.secret)
  await page.getByRole("button", { name: "Authorize" }).first().click()
  expect((await token).status()).toBe(200)
}

/** Attaches `file` (a path, or a name with its bytes) to `input` in the upload's client and sends it. */
const uploadFile = async (page: Page, file: string | { name: string; mimeType: string; buffer: Buffer }) => {
  const upload = await openClient(page, "Reports", "Upload account data", "post", "/v2/report")
  await upload.locator("tr#input").getByText("filename").hover({ force: true })
  await upload.locator("tr#input button", { hasText: "Delete" }).click()
  const chooser = page.waitForEvent("filechooser")
  await upload.locator("tr#input button", { hasText: "Upload File" }).click()
  await (await chooser).setFiles(file)
  return { upload, uploaded: await send(page, upload, "POST", /^\/v2\/report$/) }
}

beforeAll(async () => {
  if (!hasChromium) return
  server = await startServer()
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"]
  })
})
afterAll(async () => {
  await browser?.close()
  await server?.close()
})

describe.skipIf(!hasChromium)(
  `/docs in headless Chromium${hasChromium ? "" : ` (skipped: no Chromium at ${CHROMIUM})`}`,
  () => {
    it("fetches its own token, uploads a file, asks for operations and gets the result", async () => {
      const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } })
      const errors: Array<string> = []
      page.on("pageerror", (e) => errors.push(e.message))
      // 1. token: the OAuth2 client-credentials scheme is selected; the page sends the audience itself
      await authorise(page)

      // 2. upload: a file attached to `input`, the `options` field left empty
      const { upload, uploaded } = await uploadFile(page, statement)
      expect(uploaded.status).toBe(200)
      const requestId = JSON.stringify(uploaded.body).match(/"request-id":"([^"]+)"/)?.[1] ?? ""
      expect(requestId).not.toBe("")
      await upload.getByText("Code Snippet").click()
      await expect.poll(() => upload.innerText()).toContain("input=@statement.csv")

      // 3. process: the example body as the page fills it in
      const process = await openClient(page, "Reports", "Apply operations", "put", "/v2/report/process/{requestId}")
      await fillPathParameter(page, process, "requestId", requestId)
      const queued = await send(page, process, "PUT", /^\/v2\/report\/process\//)
      expect(queued).toMatchObject({ status: 202, body: { data: { attributes: { status: "queued" } } } })

      // 4. result, asked again until completed
      const result = await openClient(page, "Reports", "Get result", "get", "/v2/report/{requestId}")
      await fillPathParameter(page, result, "requestId", requestId)
      let answer = await send(page, result, "GET", /^\/v2\/report\/[^/]+$/)
      for (let i = 0; i < 20 && JSON.stringify(answer.body).includes("\"processing\""); i++) {
        await page.waitForTimeout(250)
        answer = await send(page, result, "GET", /^\/v2\/report\/[^/]+$/)
      }
      expect(answer.status).toBe(200)
      expect(answer.body).toMatchObject({ data: { attributes: { status: "completed" } } })
      expect(JSON.stringify(answer.body)).toContain("\"Northwind Logistics\"")
      mkdirSync(output, { recursive: true })
      await page.screenshot({ path: `${output}docs-result.png` })
      expect(errors).toEqual([])
    }, 120_000)

    it("uploads a PDF statement from the page, offered the same operations as a CSV", async () => {
      // drawn by pdf-lib (no browser needed to make it); its row count from the generator's truth
      const [pdf] = await generatePdfCorpus({
        variants: PDF_CORPUS.filter((v) => v.id === "gb-inout-row"),
        seed: 4977,
        mutations: false
      })
      if (pdf === undefined) throw new Error("the generator gave no PDF")
      const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } })
      const errors: Array<string> = []
      page.on("pageerror", (e) => errors.push(e.message))
      await authorise(page)
      const { uploaded } = await uploadFile(page, {
        name: "statement.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from(pdf.bytes)
      })
      expect(uploaded.status).toBe(200)
      const { attributes } = Schema.decodeUnknownSync(Uploaded)(uploaded.body).data
      // a CSV with transactions is offered every operation (docs/api.md)
      expect([...attributes["available-operations"]].sort()).toEqual([...allOperations].sort())
      expect(attributes.files).toEqual([{
        name: "statement.pdf",
        format: "pdf",
        rows: pdf.truth[0]?.transactions.length
      }])
      expect(errors).toEqual([])
    }, 120_000)
  }
)
