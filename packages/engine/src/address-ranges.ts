import ipaddr from "ipaddr.js"

/** An IP address or a CIDR range, in either family; IPv4-mapped IPv6 addresses count as IPv4. */
type Range = readonly [ipaddr.IPv4 | ipaddr.IPv6, number]

/** An address written out in full: four decimal parts for IPv4 (not `10.0.0`, which parsers may read as 10.0.0.0), or IPv6. */
const isFullAddress = (address: string) =>
  address.includes(":") ? ipaddr.IPv6.isValid(address) : ipaddr.IPv4.isValidFourPartDecimal(address)

const parseRange = (entry: string): Range | undefined => {
  const slash = entry.indexOf("/")
  if (!isFullAddress(slash < 0 ? entry : entry.slice(0, slash))) return undefined
  try {
    if (entry.includes("/")) {
      const [address, bits] = ipaddr.parseCIDR(entry)
      return address.kind() === "ipv6" && (address as ipaddr.IPv6).isIPv4MappedAddress() && bits >= 96
        ? [(address as ipaddr.IPv6).toIPv4Address(), bits - 96]
        : [address, bits]
    }
    const address = ipaddr.process(entry)
    return [address, address.kind() === "ipv4" ? 32 : 128]
  } catch {
    return undefined
  }
}

/** Whether `entry` is an IP address or a CIDR range (`10.0.0.5`, `10.1.0.0/16`, `fd00::/8`). */
export const isAddressOrRange = (entry: string): boolean => parseRange(entry) !== undefined

/**
 * A test of whether an address lies in any of `entries` (addresses or CIDR ranges, each checked by
 * `isAddressOrRange`); an address that does not parse lies in none.
 */
export const addressMatcher = (entries: ReadonlyArray<string>): (address: string) => boolean => {
  const ranges = entries.map(parseRange).filter((range): range is Range => range !== undefined)
  if (ranges.length === 0) return () => false
  return (address) => {
    if (!isFullAddress(address)) return false
    const parsed = ipaddr.process(address)
    return ranges.some(([base, bits]) => base.kind() === parsed.kind() && parsed.match(base, bits))
  }
}
