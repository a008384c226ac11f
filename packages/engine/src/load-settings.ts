import { Config, ConfigError, Effect, Either, Option, Redacted } from "effect"
import { isAddressOrRange } from "./address-ranges.js"
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

/** A duration given in whole seconds by `name`, as milliseconds. */
const seconds = (name: string, fallbackMillis: number, minimum = 1) =>
  wholeNumber(name, `a whole number of seconds, at least ${minimum}`, (n) => n >= minimum).pipe(
    Config.map((value) => value * 1000),
    Config.withDefault(fallbackMillis)
  )

const perMinute = (name: string, what: string, fallback: number) =>
  wholeNumber(name, `${what} per minute, 0 for no limit`, (n) => n >= 0).pipe(Config.withDefault(fallback))

const bytes = (name: string, fallback: number) =>
  wholeNumber(name, "a number of bytes, at least 1024", (n) => n >= 1024).pipe(Config.withDefault(fallback))

const trustedProxies = Config.string("STATEMENT_ENGINE_TRUSTED_PROXIES").pipe(
  Config.withDefault(""),
  Config.map((raw) => raw.split(",").map((entry) => entry.trim()).filter((entry) => entry !== "")),
  Config.mapOrFail((entries) => {
    const bad = entries.find((entry) => !isAddressOrRange(entry))
    return bad === undefined ? Either.right(entries) : Either.left(ConfigError.InvalidData(
      ["STATEMENT_ENGINE_TRUSTED_PROXIES"],
      `"${bad.slice(0, 60)}" is not an IP address or CIDR range (expected for example 10.0.0.5,10.1.0.0/16)`
    ))
  })
)

const defaults = defaultServerSettings

const serverConfig = Config.all({
  port: Config.port("PORT").pipe(Config.withDefault(defaults.port)),
  host: Config.string("HOST").pipe(Config.withDefault(defaults.host)),
  rateLimitPerMinute: perMinute("STATEMENT_ENGINE_RATE_LIMIT", "requests per client", defaults.rateLimitPerMinute),
  jsonBodyLimitBytes: bytes("STATEMENT_ENGINE_JSON_BODY_LIMIT_BYTES", defaults.jsonBodyLimitBytes),
  tokenBodyLimitBytes: bytes("STATEMENT_ENGINE_TOKEN_BODY_LIMIT_BYTES", defaults.tokenBodyLimitBytes),
  headersTimeoutMillis: seconds("STATEMENT_ENGINE_HEADERS_TIMEOUT_SECONDS", defaults.headersTimeoutMillis),
  requestTimeoutMillis: seconds("STATEMENT_ENGINE_REQUEST_TIMEOUT_SECONDS", defaults.requestTimeoutMillis),
  keepAliveTimeoutMillis: seconds("STATEMENT_ENGINE_KEEP_ALIVE_TIMEOUT_SECONDS", defaults.keepAliveTimeoutMillis),
  maxConnections: wholeNumber("STATEMENT_ENGINE_MAX_CONNECTIONS", "a number of connections, at least 1", (n) => n >= 1)
    .pipe(Config.withDefault(defaults.maxConnections)),
  tokenRateLimitPerClient: perMinute(
    "STATEMENT_ENGINE_TOKEN_RATE_LIMIT",
    "token requests per client id",
    defaults.tokenRateLimitPerClient
  ),
  tokenRateLimitPerAddress: perMinute(
    "STATEMENT_ENGINE_TOKEN_RATE_LIMIT_PER_ADDRESS",
    "token requests per address",
    defaults.tokenRateLimitPerAddress
  ),
  trustedProxies,
  metricsToken: Config.option(Config.redacted("STATEMENT_ENGINE_METRICS_TOKEN")).pipe(
    Config.map(Option.filter((token) => Redacted.value(token).trim() !== "")),
    Config.map(Option.getOrUndefined)
  ),
  shutdownGraceMillis: seconds("STATEMENT_ENGINE_SHUTDOWN_GRACE_SECONDS", defaults.shutdownGraceMillis, 0)
}).pipe(
  Config.validate({
    message: "STATEMENT_ENGINE_HEADERS_TIMEOUT_SECONDS must not exceed STATEMENT_ENGINE_REQUEST_TIMEOUT_SECONDS",
    validation: (server) => server.headersTimeoutMillis <= server.requestTimeoutMillis
  })
)

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
