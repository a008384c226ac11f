import { existsSync } from "node:fs"
import { type Browser, chromium } from "playwright-core"

/** Where Debian's Chromium is installed (`apt-get install -y chromium`; `.ci/run` installs it when missing). */
export const CHROMIUM = "/usr/bin/chromium"

/** True when a headless Chromium can be started here. */
export const hasChromium = existsSync(CHROMIUM)

/** Why the browser tests did not run, for the skip message. */
export const noChromium = `skipped: no Chromium at ${CHROMIUM} (install Debian's chromium package)`

/** Debian's Chromium, headless, with the flags that keep it off this machine's closed network. */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: CHROMIUM,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"]
  })

/** Opens `page` in `browser`; records console errors, page errors and every request the page tries to make. */
export const openPage = async (browser: Browser, markup: string, width = 1280) => {
  const page = await browser.newPage({ viewport: { width, height: 900 } })
  const errors: Array<string> = []
  const requests: Array<string> = []
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning") errors.push(`${m.type()}: ${m.text()}`)
  })
  page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`))
  await page.route("**/*", (route) => {
    requests.push(route.request().url())
    return route.abort()
  })
  await page.setContent(markup, { waitUntil: "load" })
  await page.waitForSelector("body[data-charts=drawn]", { timeout: 10_000 })
  return { page, errors, requests }
}
