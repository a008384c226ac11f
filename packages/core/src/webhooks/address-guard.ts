import ipaddr from "ipaddr.js"
import { lookup } from "node:dns"
import { isIP, type LookupFunction } from "node:net"

/**
 * True when an IP address is publicly routable unicast. Loopback, private, link-local (cloud
 * metadata included), CGNAT, unique-local, multicast, reserved, IPv4-mapped private, 6to4,
 * Teredo and NAT64 ranges are all not.
 */
export const isPublicAddress = (address: string): boolean => {
  if (!ipaddr.isValid(address)) return false
  const parsed = ipaddr.process(address)
  return parsed.range() === "unicast"
}

/** Why a URL's host may not be called, or `undefined` when its literal address (if any) is public. */
export const literalAddressProblem = (url: URL): string | undefined => {
  const host = url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname
  if (isIP(host) !== 0 && !isPublicAddress(host)) return `${host} is not a public address`
  if (host === "localhost" || host.endsWith(".localhost")) return `${host} is a loopback name`
  return undefined
}

/**
 * A DNS lookup for `http.request` that fails when any resolved address is not public, so the
 * address actually connected to is the one checked (no DNS-rebinding window).
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, "", 4)
    const blocked = addresses.find((entry) => !isPublicAddress(entry.address))
    if (blocked !== undefined || addresses.length === 0) {
      const refusal = Object.assign(new Error(`${hostname} resolves to a non-public address`), {
        code: "EADDRNOTPUBLIC"
      })
      return callback(refusal, "", 4)
    }
    if (options.all === true) return callback(null, addresses)
    const first = addresses[0]!
    return callback(null, first.address, first.family)
  })
}
