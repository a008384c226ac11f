import { existsSync } from "node:fs"
import { fileURLToPath } from "node:url"

/** The public exports beside the repository (`../shared/fixtures/public`), never copied into it. */
export const PUBLIC_FIXTURES = fileURLToPath(new URL("../../../../shared/fixtures/public", import.meta.url))

/**
 * True when `../shared/fixtures/public` is present, so that the tests reading it run. Outside CI
 * its absence skips them; with `CI=true` it fails the run instead of silently skipping them.
 */
export const sharedFixturesPresent = (): boolean => {
  const present = existsSync(PUBLIC_FIXTURES)
  if (!present && process.env["CI"] === "true") {
    throw new Error(`${PUBLIC_FIXTURES} is missing: with CI=true the tests that read ../shared must run, not skip`)
  }
  return present
}
