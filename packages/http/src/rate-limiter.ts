import { Clock, Context, Effect, Layer } from "effect"

/** Whether a request may proceed, or how many seconds until it may. */
export type RateDecision = { readonly _tag: "Allowed" } | {
  readonly _tag: "Limited"
  readonly retryAfterSeconds: number
}

/**
 * Per-client request budget: a token bucket of `perMinute` requests that refills continuously.
 * `perMinute: 0` turns limiting off. The budget is per server process.
 */
export class RateLimiter extends Context.Tag("@statement-engine/http/RateLimiter")<RateLimiter, {
  readonly take: (clientId: string) => Effect.Effect<RateDecision>
}>() {
  static readonly layer = (perMinute: number) =>
    Layer.sync(RateLimiter, () => {
      const buckets = new Map<string, { tokens: number; at: number }>()
      const perMillisecond = perMinute / 60_000
      return {
        take: (clientId) =>
          perMinute <= 0
            ? Effect.succeed({ _tag: "Allowed" } as const)
            : Effect.map(Clock.currentTimeMillis, (now): RateDecision => {
              const bucket = buckets.get(clientId) ?? { tokens: perMinute, at: now }
              const tokens = Math.min(perMinute, bucket.tokens + (now - bucket.at) * perMillisecond)
              if (tokens >= 1) {
                buckets.set(clientId, { tokens: tokens - 1, at: now })
                return { _tag: "Allowed" }
              }
              buckets.set(clientId, { tokens, at: now })
              return {
                _tag: "Limited",
                retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / perMillisecond / 1000))
              }
            })
      }
    })
}
