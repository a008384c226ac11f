import { Duration, Effect } from "effect"
import { lookup } from "node:dns"
import { isIP } from "node:net"
import { isPublicAddress, literalAddressProblem } from "./address-guard.js"

/** Resolves a host name to all its addresses (`dns.lookup` with `all: true`). */
export type ResolveHost = (hostname: string) => Promise<ReadonlyArray<string>>

const resolveWithDns: ResolveHost = (hostname) =>
  new Promise((resolve, reject) =>
    lookup(
      hostname,
      { all: true },
      (error, addresses) => error ? reject(error) : resolve(addresses.map((entry) => entry.address))
    )
  )

/**
 * Why the engine may not call `url` back, checked when webhook settings are stored: its host is a
 * non-public address or a loopback name, or resolves to a non-public address. A name that does not
 * resolve within `timeoutMillis` passes here: every call checks the address it connects to again.
 */
export const callbackHostProblem = (
  url: URL,
  resolve: ResolveHost = resolveWithDns,
  timeoutMillis = 2_000
): Effect.Effect<string | undefined> => {
  const literal = literalAddressProblem(url)
  if (literal !== undefined) return Effect.succeed(literal)
  const host = url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname
  if (isIP(host) !== 0) return Effect.succeed(undefined)
  return Effect.tryPromise(() => resolve(host)).pipe(
    Effect.timeout(Duration.millis(timeoutMillis)),
    Effect.map((addresses) => {
      const blocked = addresses.find((address) => !isPublicAddress(address))
      return blocked === undefined ? undefined : `${host} resolves to ${blocked}, which is not a public address`
    }),
    Effect.orElseSucceed(() => undefined)
  )
}
