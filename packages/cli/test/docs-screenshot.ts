/**
 * Writes docs/cli-summary.png, the README's picture of the command line: the example statement
 * analysed with `--format summary`, its output shown as a terminal would, taken in headless Chromium.
 * Run: `npx --yes pnpm@10 --filter @statement-engine/cli docs:screenshot`.
 */
import { execFileSync } from "node:child_process"
import { createRequire } from "node:module"
import { fileURLToPath, pathToFileURL } from "node:url"
import { chromium } from "playwright-core"

const main = fileURLToPath(new URL("../src/main.ts", import.meta.url))
const examples = fileURLToPath(new URL("../../../examples/embedded-host/", import.meta.url))
const target = fileURLToPath(new URL("../../../docs/cli-summary.png", import.meta.url))
const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href
const args = ["analyse", "statement.csv", "--format", "summary", "--options", "{\"currency\":\"GBP\"}"]
const output = execFileSync(process.execPath, ["--import", tsx, main, ...args], { cwd: examples, encoding: "utf8" })

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
const command = `$ npx pnpm -s analyse statement.csv --format summary --options '{"currency":"GBP"}'`
const page = `<!doctype html><meta charset="utf-8"><style>
body { margin: 0; background: #1e1e1e; }
pre { margin: 0; padding: 16px 20px; color: #d4d4d4; font: 14px/1.5 "DejaVu Sans Mono", monospace; white-space: pre; }
b { color: #6a9955; font-weight: normal; }
</style><pre><b>${escape(command)}</b>\n${escape(output)}</pre>`

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"]
})
const tab = await browser.newPage({ viewport: { width: 1180, height: 300 } })
await tab.setContent(page)
await tab.locator("pre").screenshot({ path: target })
await browser.close()
console.log(`wrote ${target}`)
