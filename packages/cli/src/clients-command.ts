import { ClientAdministration, CompatibilityProfile, EngineConfig } from "@statement-engine/core"
import { loadSettings, storeLayer } from "@statement-engine/engine"
import { Effect, Layer, Logger, LogLevel } from "effect"
import { parseArgs } from "node:util"

/** What a command run prints and how it exits. */
export interface CommandOutcome {
  readonly code: number
  readonly stdout: string
  readonly stderr: string
}

/** How to call `statement-engine clients`, printed with `--help` and with every usage error. */
export const clientsUsage = `Usage: statement-engine clients create <client-id> [--json]
       statement-engine clients rotate <client-id> [--json]
       statement-engine clients revoke <client-id>
       statement-engine clients list [--json]
       statement-engine clients compatibility <client-id> original|ours|server

Creates, rotates and revokes the API clients of the store the server is configured with (DATABASE_URL
and the other variables of the README's configuration table). A new secret is printed once: only its
hash is stored. Rotating gives a client a new secret and ends its old secret and tokens; revoking
deletes the client, its tokens and its webhook settings (its reports stay until retention deletes them).
\`compatibility\` serves one client in the original service's shapes (original), in ours, or again in the
server's (STATEMENT_ENGINE_COMPATIBILITY): see docs/compatibility.md.`

const ok = (stdout: string): CommandOutcome => ({ code: 0, stdout, stderr: "" })
const refused = (code: number, stderr: string): CommandOutcome => ({ code, stdout: "", stderr })

type Action =
  | { readonly _tag: "create" | "rotate" | "revoke"; readonly clientId: string; readonly json: boolean }
  | { readonly _tag: "list"; readonly json: boolean }
  | { readonly _tag: "compatibility"; readonly clientId: string; readonly profile: CompatibilityProfile | undefined }
  | { readonly _tag: "help" }

const parse = (argv: ReadonlyArray<string>): Action | string => {
  let parsed
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: { json: { type: "boolean" }, help: { type: "boolean", short: "h" } }
    })
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
  const { positionals, values } = parsed
  const json = values.json === true
  const [action, clientId, ...rest] = positionals
  if (values.help === true) return { _tag: "help" }
  if (action === "list" && clientId === undefined) return { _tag: "list", json }
  if (action === "compatibility") {
    const [profile, ...more] = rest
    if (clientId === undefined || more.length > 0 || !PROFILE_WORDS.includes(profile ?? "")) {
      return "Name one client id and a profile: compatibility <client-id> original|ours|server."
    }
    return { _tag: action, clientId, profile: profile === "server" ? undefined : profile as CompatibilityProfile }
  }
  if (action !== "create" && action !== "rotate" && action !== "revoke") {
    return "Name an action: create, rotate, revoke, list or compatibility."
  }
  if (clientId === undefined || rest.length > 0) return `Name exactly one client id to ${action}.`
  return { _tag: action, clientId, json }
}

/** The profile words `compatibility` takes: a profile, or `server` for the server's. */
const PROFILE_WORDS: ReadonlyArray<string> = [...CompatibilityProfile.literals, "server"]

const secretShown = (clientId: string, secret: string, json: boolean) =>
  json
    ? `${JSON.stringify({ client_id: clientId, client_secret: secret })}\n`
    : `client_id:     ${clientId}\nclient_secret: ${secret}\n(shown once: only its hash is stored)\n`

const run = (action: Exclude<Action, { _tag: "help" }>) =>
  Effect.gen(function*() {
    const clients = yield* ClientAdministration
    switch (action._tag) {
      case "create":
      case "rotate": {
        const issued = yield* (action._tag === "create" ? clients.create : clients.rotate)(action.clientId)
        return ok(secretShown(issued.clientId, issued.secret, action.json))
      }
      case "revoke":
        yield* clients.revoke(action.clientId)
        return ok(`client ${action.clientId} revoked\n`)
      case "compatibility":
        yield* clients.setCompatibility(action.clientId, action.profile)
        return ok(`client ${action.clientId} is served in ${action.profile ?? "the server's"} profile\n`)
      case "list": {
        const all = yield* clients.list
        const rows = all.map((client) => ({
          client_id: client.clientId,
          created_at: new Date(client.createdAt).toISOString(),
          compatibility: client.compatibility ?? null
        }))
        return ok(
          action.json
            ? `${JSON.stringify(rows)}\n`
            : rows.map((row) => `${row.client_id}\t${row.created_at}\t${row.compatibility ?? "server"}\n`).join("")
        )
      }
    }
  })

/**
 * `statement-engine clients …`: administers the API clients of the configured store. Only a
 * durable store makes sense here; with the in-memory one the command refuses, naming what to set.
 */
export const clientsCommand = (argv: ReadonlyArray<string>): Effect.Effect<CommandOutcome> =>
  Effect.gen(function*() {
    const action = parse(argv)
    if (typeof action === "string") return refused(2, `${action}\n\n${clientsUsage}\n`)
    if (action._tag === "help") return ok(`${clientsUsage}\n`)
    const settings = yield* loadSettings
    if (settings.store.kind === "memory") {
      return refused(
        2,
        "Clients are kept in the server's store, and DATABASE_URL is not set: the in-memory store lives only inside a running server (use STATEMENT_ENGINE_CLIENTS there).\n"
      )
    }
    const administration = ClientAdministration.layer.pipe(
      Layer.provide(Layer.merge(storeLayer(settings.store), EngineConfig.layer(settings.engine)))
    )
    return yield* run(action).pipe(Effect.provide(administration))
  }).pipe(
    Effect.catchTags({
      ConfigError: (error) => Effect.succeed(refused(2, `${String(error)}\n`)),
      InvalidInput: (error) => Effect.succeed(refused(2, `${error.detail}\n`)),
      ClientAlreadyExists: (error) =>
        Effect.succeed(
          refused(1, `Client "${error.client_id}" already exists; give it a new secret with \`clients rotate\`.\n`)
        ),
      ClientNotFound: (error) => Effect.succeed(refused(1, `No client has the id "${error.client_id}".\n`)),
      StoreStartFailed: (error) => Effect.succeed(refused(1, `The store cannot be opened: ${error.detail}\n`)),
      StoreUnavailable: (error) => Effect.succeed(refused(1, `The store is unavailable: ${error.detail}\n`)),
      UnreadableRecord: (error) =>
        Effect.succeed(refused(1, `A stored ${error.kind} "${error.key}" cannot be read: ${error.detail}\n`))
    }),
    // the command's output is its answer; the engine's own info logs would only mix into it
    Effect.provide(Logger.minimumLogLevel(LogLevel.Warning))
  )
