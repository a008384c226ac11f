import { type EngineSettings, parseSecretKey, type SecretKey } from "@statement-engine/core"
import type { MemoryStoreLimits } from "@statement-engine/store-memory"
import { defaultYoungGenerationMb } from "@statement-engine/worker-pool"
import { Config, ConfigError, Effect, Either, Option, Redacted } from "effect"
import { availableParallelism } from "node:os"

/** A client to create at start: `STATEMENT_ENGINE_CLIENTS` entries. */
export interface BootstrapClient {
  readonly clientId: string
  readonly secret: Redacted.Redacted<string>
}

/** Everything the server reads from its environment. */
export interface ServerConfig {
  readonly port: number
  readonly host: string
  readonly clients: ReadonlyArray<BootstrapClient>
  readonly databaseUrl: Option.Option<Redacted.Redacted<string>>
  /** Analysis worker threads; 0 runs analysis on the main thread. */
  readonly workers: number
  /** Each worker thread's young generation in MB (0: V8's own size). */
  readonly workerYoungGenerationMb: number
  /** Each worker thread's heap limit in MB, the memory limit of one analysis; V8's own when none. */
  readonly workerHeapLimitMb: Option.Option<number>
  /** Bounds of the in-memory store (unused on PostgreSQL). */
  readonly memoryStore: Partial<MemoryStoreLimits>
  /** Requests per minute per client; 0 for no limit. */
  readonly rateLimitPerMinute: number
  readonly engine: Partial<EngineSettings>
}

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

/** An optional AES-256 key variable: 32 bytes as hex or base64. */
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

/** The keys that seal stored webhook secrets; the previous key only opens what it sealed. */
const secretKeys = Config.all({
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
      : Either.right(Option.map(current, (key) => ({ current: key, previous: Option.toArray(previous) })))
  )
)

/** Reads and checks the server's configuration; a bad value fails naming its variable. */
export const ServerConfig: Config.Config<ServerConfig> = Config.all({
  port: Config.port("PORT").pipe(Config.withDefault(8080)),
  host: Config.string("HOST").pipe(Config.withDefault("127.0.0.1")),
  audience: Config.nonEmptyString("STATEMENT_ENGINE_AUDIENCE").pipe(Config.withDefault("statement-engine")),
  clients: Config.string("STATEMENT_ENGINE_CLIENTS").pipe(
    Config.withDefault(""),
    Config.mapOrFail(parseClients)
  ),
  allowPrivateCallbacks: flag("STATEMENT_ENGINE_ALLOW_PRIVATE_CALLBACKS"),
  databaseUrl: Config.option(Config.redacted("DATABASE_URL")).pipe(
    Config.map(Option.filter((url) => Redacted.value(url).trim() !== ""))
  ),
  workers: Config.integer("STATEMENT_ENGINE_WORKERS").pipe(
    Config.validate({ message: "expected a whole number of threads, 0 or more", validation: (n) => n >= 0 }),
    Config.withDefault(availableParallelism())
  ),
  workerYoungGenerationMb: Config.integer("STATEMENT_ENGINE_WORKER_YOUNG_GENERATION_MB").pipe(
    Config.validate({ message: "expected megabytes, 0 for V8's own size", validation: (n) => n >= 0 }),
    Config.withDefault(defaultYoungGenerationMb)
  ),
  workerHeapLimitMb: Config.integer("STATEMENT_ENGINE_WORKER_HEAP_MB").pipe(
    Config.validate({
      message: "expected megabytes, at least 64 (0 for V8's own limit)",
      validation: (n) => n === 0 || n >= 64
    }),
    Config.withDefault(512),
    Config.map((mb) => (mb === 0 ? Option.none() : Option.some(mb)))
  ),
  analysisTimeLimitSeconds: Config.number("STATEMENT_ENGINE_ANALYSIS_TIME_LIMIT_SECONDS").pipe(
    Config.validate({ message: "expected seconds, more than 0", validation: (n) => n > 0 }),
    Config.withDefault(60)
  ),
  secretKeys,
  memoryMaxReports: Config.integer("STATEMENT_ENGINE_MEMORY_MAX_REPORTS").pipe(
    Config.validate({ message: "expected a whole number of reports, at least 1", validation: (n) => n >= 1 }),
    Config.withDefault(10_000)
  ),
  memoryMaxMb: Config.number("STATEMENT_ENGINE_MEMORY_MAX_MB").pipe(
    Config.validate({ message: "expected megabytes, more than 0", validation: (n) => n > 0 }),
    Config.withDefault(128)
  ),
  retentionDays: Config.number("STATEMENT_ENGINE_RETENTION_DAYS").pipe(
    Config.validate({ message: "expected a number of days greater than 0", validation: (n) => n > 0 }),
    Config.withDefault(90)
  ),
  rateLimitPerMinute: Config.integer("STATEMENT_ENGINE_RATE_LIMIT").pipe(
    Config.validate({ message: "expected requests per minute per client, 0 for no limit", validation: (n) => n >= 0 }),
    Config.withDefault(1200)
  )
}).pipe(
  Config.map(({
    allowPrivateCallbacks,
    analysisTimeLimitSeconds,
    audience,
    clients,
    databaseUrl,
    host,
    memoryMaxMb,
    memoryMaxReports,
    port,
    rateLimitPerMinute,
    retentionDays,
    secretKeys,
    workerHeapLimitMb,
    workerYoungGenerationMb,
    workers
  }) => ({
    port,
    host,
    clients,
    databaseUrl,
    workers,
    workerYoungGenerationMb,
    workerHeapLimitMb,
    memoryStore: { maxReports: memoryMaxReports, maxBytes: Math.round(memoryMaxMb * 1024 * 1024) },
    rateLimitPerMinute,
    engine: {
      audience,
      allowPrivateCallbacks,
      maxConcurrentRuns: Math.max(1, workers),
      retentionMillis: Math.round(retentionDays * 24 * 3_600_000),
      analysisTimeLimitMillis: Math.round(analysisTimeLimitSeconds * 1000),
      secretKeys: Option.getOrUndefined(secretKeys)
    }
  }))
)

/** Loads the configuration from the environment. */
export const loadServerConfig = Effect.suspend(() => ServerConfig)
