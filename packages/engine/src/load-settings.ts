import { clientUploadBytes, EngineConfig, parseSecretKey, type SecretKey } from "@statement-engine/core"
import { memoryStoreLimits } from "@statement-engine/store-memory"
import { Config, ConfigError, Effect, Either, Option, Redacted } from "effect"
import { isAddressOrRange } from "./address-ranges.js"
import {
  type BootstrapClient,
  defaultAnalysisSettings,
  defaultServerSettings,
  makeSettings,
  memoryStoreWithin,
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

const memoryLimitsConfig = Config.all({
  maxReports: wholeNumber("STATEMENT_ENGINE_MEMORY_MAX_REPORTS", "a whole number of reports, at least 1", (n) => n >= 1)
    .pipe(Config.withDefault(memoryStoreLimits.maxReports)),
  maxBytes: Config.number("STATEMENT_ENGINE_MEMORY_MAX_MB").pipe(
    Config.validate({ message: "expected megabytes, more than 0", validation: (n) => n > 0 }),
    Config.map((mb) => Math.round(mb * 1024 * 1024)),
    Config.withDefault(memoryStoreLimits.maxBytes)
  ),
  clientUploadShare: Config.number("STATEMENT_ENGINE_UPLOAD_CLIENT_SHARE").pipe(
    Config.validate({
      message: "expected a share of the memory bound, more than 0 and at most 1",
      validation: (n) => n > 0 && n <= 1
    }),
    Config.withDefault(memoryStoreLimits.clientUploadShare)
  )
})

const storeConfig = Config.all({
  url: Config.option(Config.redacted("DATABASE_URL")).pipe(
    Config.map(Option.filter((url) => Redacted.value(url).trim() !== ""))
  ),
  limits: memoryLimitsConfig
}).pipe(
  Config.map(({ limits, url }) =>
    Option.match(url, {
      onNone: () => memoryStoreWithin(limits),
      onSome: (at) => ({
        ...postgresStore(at),
        // uploads go to the database, but are held in this process while they are received
        maxClientUploadBytes: clientUploadBytes(limits.maxBytes, limits.clientUploadShare)
      })
    })
  )
)

/** An optional AES-256 key: 32 bytes as hex or base64. */
const secretKey = (name: string) =>
  Config.option(Config.redacted(name)).pipe(
    Config.mapOrFail((value) =>
      Option.match(Option.filter(value, (key) => Redacted.value(key).trim() !== ""), {
        onNone: () => Either.right(Option.none<SecretKey>()),
        onSome: (key) =>
          Either.mapBoth(parseSecretKey(Redacted.value(key)), {
            onLeft: (why) => ConfigError.InvalidData([name], why),
            onRight: Option.some
          })
      })
    )
  )

/** The keys that seal stored webhook secrets; the previous one only opens what it sealed. */
const secretKeysConfig = Config.all({
  current: secretKey("STATEMENT_ENGINE_SECRET_KEY"),
  previous: secretKey("STATEMENT_ENGINE_SECRET_KEY_PREVIOUS")
}).pipe(
  Config.mapOrFail(({ current, previous }) =>
    Option.isNone(current) && Option.isSome(previous)
      ? Either.left(
        ConfigError.InvalidData(
          ["STATEMENT_ENGINE_SECRET_KEY"],
          "STATEMENT_ENGINE_SECRET_KEY_PREVIOUS is set without a current key"
        )
      )
      : Either.right(
        Option.getOrUndefined(Option.map(current, (key) => ({ current: key, previous: Option.toArray(previous) })))
      )
  )
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
  heapLimitMb: wholeNumber(
    "STATEMENT_ENGINE_WORKER_HEAP_MB",
    "megabytes, at least 64 (0 for V8's own limit)",
    (n) => n === 0 || n >= 64
  ).pipe(
    Config.withDefault(defaultAnalysisSettings().heapLimitMb ?? 0),
    Config.map((mb) => (mb === 0 ? undefined : mb))
  )
})

const engineConfig = Config.all({
  audience: Config.nonEmptyString("STATEMENT_ENGINE_AUDIENCE").pipe(Config.withDefault("statement-engine")),
  allowPrivateCallbacks: flag("STATEMENT_ENGINE_ALLOW_PRIVATE_CALLBACKS"),
  retentionMillis: Config.number("STATEMENT_ENGINE_RETENTION_DAYS").pipe(
    Config.validate({ message: "expected a number of days greater than 0", validation: (n) => n > 0 }),
    Config.withDefault(90),
    Config.map((days) => Math.round(days * 24 * 3_600_000))
  ),
  analysisTimeLimitMillis: Config.number("STATEMENT_ENGINE_ANALYSIS_TIME_LIMIT_SECONDS").pipe(
    Config.validate({ message: "expected seconds, more than 0", validation: (n) => n > 0 }),
    Config.map((seconds) => Math.round(seconds * 1000)),
    Config.withDefault(EngineConfig.defaults.analysisTimeLimitMillis)
  ),
  secretKeys: secretKeysConfig,
  compatibility: Config.literal("ours", "original")("STATEMENT_ENGINE_COMPATIBILITY").pipe(
    Config.withDefault("ours" as const)
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
