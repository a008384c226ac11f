/**
 * Milliseconds a `Retry-After` header asks to wait (delay-seconds or an HTTP date), or undefined
 * when it is absent or unreadable.
 */
export const retryAfterMillis = (header: string | null | undefined, nowMillis: number): number | undefined => {
  if (header === null || header === undefined || header.trim() === "") return undefined
  const seconds = Number(header)
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000)
  const date = Date.parse(header)
  return Number.isNaN(date) ? undefined : Math.max(0, date - nowMillis)
}

/** The first poll's delay when the server says nothing about when to come back. */
export const FIRST_POLL_MILLIS = 250

/** The longest delay between polls when the server says nothing. */
export const LONGEST_POLL_MILLIS = 5_000

/** The delay before poll `attempt` (0-based): 250 ms growing by 1.6 each time, at most 5 s. */
export const backoffMillis = (attempt: number): number =>
  Math.min(LONGEST_POLL_MILLIS, Math.round(FIRST_POLL_MILLIS * 1.6 ** attempt))

/** The longest `Prefer: wait` a client asks for, in seconds (servers cap it lower when they must). */
export const LONGEST_WAIT_SECONDS = 20

/** True when a response says the server held the request for the `Prefer: wait` asked (RFC 7240). */
export const waitApplied = (preferenceApplied: string | null | undefined): boolean =>
  preferenceApplied !== null && preferenceApplied !== undefined && /(^|[,;\s])wait=\d+/i.test(preferenceApplied)
