import { Clock, Context, Effect, Layer } from "effect"

/** Whether a request may proceed, or how many seconds until it may. */
export type RateDecision = { readonly _tag: "Allowed" } | {
  readonly _tag: "Limited"
  readonly retryAfterSeconds: number
}

/** Keys a bucket set remembers at most; the least recently used is forgotten first. */
const MAX_KEYS = 10_000

/**
 * Token buckets of `perMinute` requests per key, refilling continuously, for at most `maxKeys`
 * keys (the least recently used is forgotten first, so that memory stays bounded whatever keys
 * callers make up). `perMinute: 0` allows everything.
 */
export const makeBuckets = (perMinute: number, maxKeys = MAX_KEYS) => {
  const buckets = new Map<string, { tokens: number; at: number }>()
  const perMillisecond = perMinute / 60_000
  return (key: string, now: number): RateDecision => {
    if (perMinute <= 0) return { _tag: "Allowed" }
    const bucket = buckets.get(key) ?? { tokens: perMinute, at: now }
    const tokens = Math.min(perMinute, bucket.tokens + (now - bucket.at) * perMillisecond)
    buckets.delete(key)
    if (buckets.size >= maxKeys) buckets.delete(buckets.keys().next().value ?? "")
    if (tokens >= 1) {
      buckets.set(key, { tokens: tokens - 1, at: now })
      return { _tag: "Allowed" }
    }
    buckets.set(key, { tokens, at: now })
    return { _tag: "Limited", retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / perMillisecond / 1000)) }
  }
}

/**
 * Per-client request budget on `/v2`: a token bucket of `perMinute` requests that refills
 * continuously. `perMinute: 0` turns limiting off. The budget is per server process.
 */
export class RateLimiter extends Context.Tag("@statement-engine/http/RateLimiter")<RateLimiter, {
  readonly take: (clientId: string) => Effect.Effect<RateDecision>
}>() {
  static readonly layer = (perMinute: number) =>
    Layer.sync(RateLimiter, () => {
      const take = makeBuckets(perMinute)
      return { take: (clientId) => Effect.map(Clock.currentTimeMillis, (now) => take(clientId, now)) }
    })
}

/**
 * Budgets of `POST /oauth/token`: per source address (taken before the body is read) and per
 * client id named (taken before the secret is checked), each per server process.
 */
export class TokenRateLimiter extends Context.Tag("@statement-engine/http/TokenRateLimiter")<TokenRateLimiter, {
  readonly byAddress: (address: string) => Effect.Effect<RateDecision>
  readonly byClient: (clientId: string) => Effect.Effect<RateDecision>
}>() {
  static readonly layer = (limits: { readonly perAddress: number; readonly perClient: number }) =>
    Layer.sync(TokenRateLimiter, () => {
      const addresses = makeBuckets(limits.perAddress)
      const clients = makeBuckets(limits.perClient)
      return {
        byAddress: (address) => Effect.map(Clock.currentTimeMillis, (now) => addresses(address, now)),
        byClient: (clientId) => Effect.map(Clock.currentTimeMillis, (now) => clients(clientId, now))
      }
    })
}
