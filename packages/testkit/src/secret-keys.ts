import { parseSecretKey, type SecretKeys } from "@statement-engine/core"
import { Either } from "effect"
import { createHash } from "node:crypto"

/** A fixed AES-256 key for tests, as `STATEMENT_ENGINE_SECRET_KEY` would hold it (64 hex digits). */
export const testSecretKeyText = (name: string): string =>
  createHash("sha256").update(`statement-engine test key ${name}`).digest("hex")

/** Keys for engines that must read each other's sealed secrets in tests (processes sharing a store). */
export const testSecretKeys = (current = "current", previous: ReadonlyArray<string> = []): SecretKeys => ({
  current: Either.getOrThrow(parseSecretKey(testSecretKeyText(current))),
  previous: previous.map((name) => Either.getOrThrow(parseSecretKey(testSecretKeyText(name))))
})
