import { Engine } from "@statement-engine/core"
import { Effect, Schema } from "effect"
import { randomBytes } from "node:crypto"
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { homedir } from "node:os"
import { dirname, join } from "node:path"

/** The development client's credentials, as kept in its file. */
const DevelopmentCredentials = Schema.parseJson(Schema.Struct({
  client_id: Schema.String.pipe(Schema.pattern(/^dev-[0-9a-f]{8}$/)),
  client_secret: Schema.String.pipe(Schema.minLength(16))
}))
export type DevelopmentCredentials = Schema.Schema.Type<typeof DevelopmentCredentials>

/** Where the development client is kept: `$XDG_STATE_HOME/statement-engine/`, else `~/.local/state/statement-engine/`. */
export const developmentCredentialsFile = (env: NodeJS.ProcessEnv = process.env): string =>
  join(
    env["XDG_STATE_HOME"] !== undefined && env["XDG_STATE_HOME"] !== ""
      ? env["XDG_STATE_HOME"]
      : join(homedir(), ".local", "state"),
    "statement-engine",
    "development-client.json"
  )

const made = (): DevelopmentCredentials => ({
  client_id: `dev-${randomBytes(4).toString("hex")}`,
  client_secret: randomBytes(24).toString("base64url")
})

/**
 * The development client of this user: read from `file`, or made and written there (readable by the
 * user only) the first time, so that it stays the same across restarts. A file that cannot be read
 * is replaced; one that cannot be written leaves credentials for this run only, and says so.
 */
export const developmentCredentials = (file: string) =>
  Effect.gen(function*() {
    if (existsSync(file)) {
      const kept = Schema.decodeUnknownOption(DevelopmentCredentials)(readFileSync(file, "utf8"))
      if (kept._tag === "Some") return { credentials: kept.value, kept: true }
    }
    const credentials = made()
    const written = yield* Effect.try(() => {
      mkdirSync(dirname(file), { recursive: true, mode: 0o700 })
      writeFileSync(file, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 })
      chmodSync(file, 0o600)
    }).pipe(Effect.match({ onFailure: () => false, onSuccess: () => true }))
    return { credentials, kept: written }
  })

/** Registers the development client with the engine. */
export const registerDevelopmentClient = (credentials: DevelopmentCredentials) =>
  Effect.flatMap(Engine, (engine) => engine.registerClient(credentials.client_id, credentials.client_secret))

/** The lines printed at start: where the docs are and, with a development client, its credentials. */
export const startBanner = (
  url: string,
  development?: { readonly credentials: DevelopmentCredentials; readonly file: string; readonly kept: boolean }
): string => {
  const lines = ["", `statement-engine is listening on ${url}`, `  API reference (try it in the browser): ${url}/docs`]
  if (development !== undefined) {
    lines.push(
      "",
      "No STATEMENT_ENGINE_CLIENTS configured: a development client is registered.",
      development.kept
        ? `  Kept in ${development.file} (the same at every start; delete the file for new ones).`
        : `  ${development.file} could not be written: these change at the next start.`,
      "  Paste into your shell for the README's curl steps:",
      "",
      `export CLIENT_ID=${development.credentials.client_id} CLIENT_SECRET=${development.credentials.client_secret}`
    )
  }
  lines.push("")
  return lines.join("\n")
}
