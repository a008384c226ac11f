import { describe, expect, it } from "vitest"
import { isPublicAddress, literalAddressProblem } from "../src/index.js"

describe("webhook address guard", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["10.1.2.3", "private"],
    ["172.16.0.1", "private"],
    ["192.168.1.1", "private"],
    ["169.254.169.254", "link-local, cloud metadata"],
    ["100.64.0.1", "CGNAT"],
    ["0.0.0.0", "unspecified"],
    ["224.0.0.1", "multicast"],
    ["::1", "IPv6 loopback"],
    ["fc00::1", "unique-local"],
    ["fe80::1", "IPv6 link-local"],
    ["::ffff:127.0.0.1", "IPv4-mapped loopback"],
    ["::ffff:10.0.0.1", "IPv4-mapped private"],
    ["2002:7f00:1::", "6to4"],
    ["2001:0:4136:e378:8000:63bf:3fff:fdd2", "Teredo"],
    ["64:ff9b::7f00:1", "NAT64"],
    ["not-an-address", "not an address"]
  ])("refuses %s (%s)", (address) => {
    expect(isPublicAddress(address)).toBe(false)
  })

  it.each(["8.8.8.8", "1.1.1.1", "2606:4700:4700::1111", "::ffff:8.8.8.8"])("allows public %s", (address) => {
    expect(isPublicAddress(address)).toBe(true)
  })

  it.each([
    "http://127.0.0.1/hook",
    "http://2130706433/hook",
    "http://0x7f000001/hook",
    "http://0177.0.0.1/hook",
    "http://[::1]/hook",
    "http://[::ffff:7f00:1]/hook",
    "http://localhost:8080/hook",
    "http://api.localhost/hook"
  ])("refuses the literal host of %s in any spelling", (url) => {
    expect(literalAddressProblem(new URL(url))).toBeDefined()
  })

  it("lets names through to the resolving check", () => {
    expect(literalAddressProblem(new URL("https://hooks.example.com/x"))).toBeUndefined()
    expect(literalAddressProblem(new URL("https://8.8.8.8/x"))).toBeUndefined()
  })
})
