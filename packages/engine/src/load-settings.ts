import { Config, ConfigError, Effect, Either, Option, Redacted } from "effect"
import {
  type BootstrapClient,
  defaultAnalysisSettings,
  defaultServerSettings,
  makeSettings,
  memoryStore,
  postgresStore,
  type Settings
} from "./settings.js"

const MIN_SECRET_LENGTH = 16

const parseClients = (raw: string): Either.Either<ReadonlyArray<BootstrapClient>, ConfigError.ConfigError> => {
  const entries = raw.split(",").map((entry) => entry.trim()).filter((entry) => entry !== "")
  const clients: Array<BootstrapClient> = []
  for (const entry of entries) {
    const colon = entry.indexOf(":")
    const clientId = colon < 0 ? "" : entry.slice(0, colon)
    const secret = colon < 0 ? "" : entry.slice(colon + 1)
    const problem = colon < 0 || clientId === ""
      ? `"${entry.slice(0, 40)}" is not an id:secret pair`
      : secret.length < MIN_SECRET_LENGTH
      ? `the secret of client "${clientId}" is shorter than ${MIN_SECRET_LENGTH} characters`
      : clients.some((client) => client.clientId === clientId)
      ? `client "${clientId}" is listed twice`
      : undefined
    if (problem !== undefined) {
      return Either.left(
        ConfigError.InvalidData(["STATEMENT_ENGINE_CLIENTS"], `${problem} (expected id:secret,id:secret)`)
      )
    }
    clients.push({ clientId, secret: Redacted.make(secret) })
  }
  return Either.right(clients)
}

const flag = (name: string) =>
  Config.string(name).pipe(
    Config.mapOrFail((value) => {
      const normal = value.trim().toLowerCase()
      if (["1", "true", "yes", "on"].includes(normal)) return Either.right(true)
      if (["0", "false", "no", "off", ""].includes(normal)) return Either.right(false)
      return Either.left(ConfigError.InvalidData([name], `expected true or false, got "${value}"`))
    }),
    Config.withDefault(false)
  )

/** A whole number read from `name`, checked by `valid` (described by `expected`). */
const wholeNumber = (name: string, expected: string, valid: (n: number) => boolean) =>
  Config.integer(name).pipe(Config.validate({ message: `expected ${expected}`, validation: valid }))

const storeConfig = Config.option(Config.redacted("DATABASE_URL")).pipe(
  Config.map(Option.filter((url) => Redacted.value(url).trim() !== "")),
  Config.map(Option.match({ onNone: () => memoryStore, onSome: (url) => postgresStore(url) }))
)

const analysisConfig = Config.all({
  workers: wholeNumber("STATEMENT_ENGINE_WORKERS", "a whole number of threads, 0 or more", (n) => n >= 0).pipe(
    Config.withDefault(defaultAnalysisSettings().workers)
  ),
  youngGenerationMb: wholeNumber(
    "STATEMENT_ENGINE_WORKER_YOUNG_GENERATION_MB",
    "megabytes, 0 for V8's own size",
    (n) => n >= 0
  ).pipe(Config.withDefault(defaultAnalysisSettings().youngGenerationMb)),
  heapLimitMb: Config.option(wholeNumber("STATEMENT_ENGINE_WORKER_HEAP_MB", "megabytes, at least 64", (n) => n >= 64))
    .pipe(Config.map(Option.getOrUndefined))
})

const engineConfig = Config.all({
  audience: Config.nonEmptyString("STATEMENT_ENGINE_AUDIENCE").pipe(Config.withDefault("statement-engine")),
  allowPrivateCallbacks: flag("STATEMENT_ENGINE_ALLOW_PRIVATE_CALLBACKS"),
  retentionMillis: Config.number("STATEMENT_ENGINE_RETENTION_DAYS").pipe(
    Config.validate({ message: "expected a number of days greater than 0", validation: (n) => n > 0 }),
    Config.withDefault(90),
    Config.map((days) => Math.round(days * 24 * 3_600_000))
  )
})

const serverConfig = Config.all({
  port: Config.port("PORT").pipe(Config.withDefault(defaultServerSettings.port)),
  host: Config.string("HOST").pipe(Config.withDefault(defaultServerSettings.host)),
  rateLimitPerMinute: wholeNumber(
    "STATEMENT_ENGINE_RATE_LIMIT",
    "requests per minute per client, 0 for no limit",
    (n) => n >= 0
  ).pipe(Config.withDefault(defaultServerSettings.rateLimitPerMinute))
})

/**
 * The settings as the environment gives them (every variable is listed in the README's
 * configuration table); a bad value fails with a `ConfigError` naming its variable.
 */
export const SettingsConfig: Config.Config<Settings> = Config.all({
  store: storeConfig,
  analysis: analysisConfig,
  engine: engineConfig,
  server: serverConfig,
  clients: Config.string("STATEMENT_ENGINE_CLIENTS").pipe(Config.withDefault(""), Config.mapOrFail(parseClients))
}).pipe(Config.map(makeSettings))

/** Reads the settings from the environment (`process.env`, or the current `ConfigProvider`). */
export const loadSettings: Effect.Effect<Settings, ConfigError.ConfigError> = Effect.suspend(() => SettingsConfig)
