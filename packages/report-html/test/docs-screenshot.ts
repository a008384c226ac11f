/**
 * Writes docs/report-html.png, the README's picture of the HTML report: a generated German
 * statement (titles in German with English), the page's first 2,400 pixels at 1280 wide.
 * Run: `npx --yes pnpm@10 --filter @statement-engine/report-html docs:screenshot`.
 */
import { Effect } from "effect"
import { fileURLToPath } from "node:url"
import { reportHtml } from "../src/index.js"
import { launchChromium, openPage } from "./browser.js"
import { sampleReport } from "./sample-report.js"

const target = fileURLToPath(new URL("../../../docs/report-html.png", import.meta.url))
const page = await Effect.runPromise(reportHtml(sampleReport({ persona: "gambler", country: "DE", months: 12 })))
const browser = await launchChromium()
const opened = await openPage(browser, page)
if (opened.errors.length > 0) throw new Error(`the page logged errors: ${opened.errors.join("; ")}`)
await opened.page.screenshot({ path: target, fullPage: true, clip: { x: 0, y: 0, width: 1280, height: 2400 } })
await browser.close()
console.log(`wrote ${target}`)
