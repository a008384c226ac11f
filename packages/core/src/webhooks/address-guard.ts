import ipaddr from "ipaddr.js"
import { lookup, type LookupAddress, type LookupAllOptions } from "node:dns"
import { BlockList, isIP, type LookupFunction } from "node:net"

// ::/96: `::1`, `::` and the deprecated IPv4-compatible addresses (`::127.0.0.1` is `::7f00:1`), checked
// with Node's own address parser, since ipaddr.js reads `::a.b.c.d` as IPv4-mapped. A few microseconds
// per call, made per call so that no module-load code can fail the import.
const isIpv4Compatible = (address: string): boolean => {
  const range = new BlockList()
  range.addSubnet("::", 96, "ipv6")
  return range.check(address, "ipv6")
}

/**
 * True when an IP address is publicly routable unicast. Loopback, private, link-local (cloud
 * metadata included), CGNAT, unique-local, multicast, reserved, IPv4-mapped and IPv4-compatible
 * addresses of private ones, IPv4-translated, 6to4, Teredo and NAT64 ranges are all not.
 */
export const isPublicAddress = (address: string): boolean => {
  if (!ipaddr.isValid(address)) return false
  if (isIpv4Compatible(address)) return false
  return ipaddr.process(address).range() === "unicast"
}

/** Why a URL's host may not be called, or `undefined` when its literal address (if any) is public. */
export const literalAddressProblem = (url: URL): string | undefined => {
  const bracketed = url.hostname.startsWith("[")
  const host = bracketed ? url.hostname.slice(1, -1) : url.hostname
  if (isIP(host) !== 0 && !isPublicAddress(host)) return `${host} is not a public address`
  const name = host.endsWith(".") ? host.slice(0, -1) : host
  if (name === "localhost" || name.endsWith(".localhost")) return `${host} is a loopback name`
  return undefined
}

/** The shape of `dns.lookup` with `all: true` that the guard needs; tests pass their own. */
export type ResolveAll = (
  hostname: string,
  options: LookupAllOptions,
  callback: (error: NodeJS.ErrnoException | null, addresses: ReadonlyArray<LookupAddress>) => void
) => void

const refusal = (hostname: string) =>
  Object.assign(new Error(`${hostname} resolves to a non-public address`), { code: "EADDRNOTPUBLIC" })

/**
 * A DNS lookup for `http.request` that resolves with `resolve` and fails when any resolved address is
 * not public (or none is), so the address actually connected to is the one checked.
 */
export const publicOnlyLookupWith = (resolve: ResolveAll): LookupFunction => (hostname, options, callback) => {
  resolve(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, "", 4)
    const first = addresses[0]
    if (first === undefined || !addresses.every((entry) => isPublicAddress(entry.address))) {
      return callback(refusal(hostname), "", 4)
    }
    if (options.all === true) return callback(null, [...addresses])
    return callback(null, first.address, first.family)
  })
}

/** `publicOnlyLookupWith` over the system resolver (no DNS-rebinding window: the checked address is used). */
export const publicOnlyLookup: LookupFunction = publicOnlyLookupWith(lookup)
