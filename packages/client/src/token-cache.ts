/** A bearer token and when it stops being good. */
export interface IssuedToken {
  readonly accessToken: string
  readonly expiresInSeconds: number
}

/** A token is renewed this long before it expires, so that none expires on its way to the server. */
export const RENEW_BEFORE_EXPIRY_MILLIS = 30_000

/**
 * Caches a bearer token until shortly before it expires. Concurrent callers share one token
 * request; `forget` drops the token (after a 401, say) so the next call fetches a new one.
 */
export const makeTokenCache = (issue: () => Promise<IssuedToken>, now: () => number = Date.now) => {
  let current: { readonly token: string; readonly renewAt: number } | undefined
  let pending: Promise<string> | undefined
  const fetchToken = async (): Promise<string> => {
    const issued = await issue()
    current = {
      token: issued.accessToken,
      renewAt: now() + Math.max(0, issued.expiresInSeconds * 1000 - RENEW_BEFORE_EXPIRY_MILLIS)
    }
    return issued.accessToken
  }
  return {
    token: (): Promise<string> => {
      if (current !== undefined && now() < current.renewAt) return Promise.resolve(current.token)
      pending ??= fetchToken().finally(() => {
        pending = undefined
      })
      return pending
    },
    forget: (): void => {
      current = undefined
    }
  }
}
