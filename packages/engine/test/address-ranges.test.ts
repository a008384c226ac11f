import { describe, expect, it } from "vitest"
import { addressMatcher, isAddressOrRange } from "../src/index.js"

describe("trusted proxy addresses", () => {
  it("accepts addresses and CIDR ranges of both families, and nothing else", () => {
    for (const entry of ["10.0.0.5", "10.1.0.0/16", "::1", "fd00::/8", "::ffff:10.0.0.0/104"]) {
      expect(isAddressOrRange(entry)).toBe(true)
    }
    for (const entry of ["proxy.example", "10.0.0.0/33", "10.0.0", "", "fd00::/129"]) {
      expect(isAddressOrRange(entry)).toBe(false)
    }
  })

  it("matches addresses in a range, IPv4-mapped IPv6 ones as IPv4", () => {
    const trusted = addressMatcher(["10.1.0.0/16", "127.0.0.1", "fd00::/8"])
    expect(trusted("10.1.200.3")).toBe(true)
    expect(trusted("10.2.0.1")).toBe(false)
    expect(trusted("::ffff:127.0.0.1")).toBe(true)
    expect(trusted("127.0.0.2")).toBe(false)
    expect(trusted("fd12::1")).toBe(true)
    expect(trusted("fe80::1")).toBe(false)
    expect(trusted("not an address")).toBe(false)
    expect(addressMatcher([])("127.0.0.1")).toBe(false)
  })
})
