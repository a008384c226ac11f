import type { LookupAddress, LookupAllOptions, LookupOptions } from "node:dns"
import { describe, expect, it } from "vitest"
import {
  isPublicAddress,
  literalAddressProblem,
  publicOnlyLookup,
  publicOnlyLookupWith
} from "../src/webhooks/address-guard.js"

// Expected verdicts come from the IANA special-purpose address registries (RFC 6890 and its updates)
// and RFC 4291 §2.5.5 (IPv4-compatible and IPv4-mapped IPv6), not from the guard's output.

describe("webhook address guard: addresses", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["127.255.255.254", "loopback, end of 127/8"],
    ["10.1.2.3", "private"],
    ["10.255.255.255", "private, end of 10/8"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private, end of 172.16/12"],
    ["192.168.1.1", "private"],
    ["169.254.169.254", "link-local, cloud metadata"],
    ["100.64.0.1", "CGNAT"],
    ["100.127.255.255", "CGNAT, end of 100.64/10"],
    ["0.0.0.0", "unspecified"],
    ["0.1.2.3", "this network"],
    ["224.0.0.1", "multicast"],
    ["239.255.255.255", "multicast"],
    ["240.0.0.1", "reserved"],
    ["255.255.255.255", "broadcast"],
    ["192.0.0.1", "IETF protocol assignments"],
    ["192.0.2.1", "documentation"],
    ["198.18.0.1", "benchmarking"],
    ["198.51.100.1", "documentation"],
    ["203.0.113.1", "documentation"],
    ["::1", "IPv6 loopback"],
    ["0:0:0:0:0:0:0:1", "IPv6 loopback, long form"],
    ["::", "IPv6 unspecified"],
    ["fc00::1", "unique-local"],
    ["fd12:3456::1", "unique-local"],
    ["fe80::1", "IPv6 link-local"],
    ["fe80::1%eth0", "IPv6 link-local with a zone"],
    ["fec0::1", "deprecated site-local"],
    ["ff02::1", "IPv6 multicast"],
    ["ff05::2", "IPv6 multicast"],
    ["100::1", "discard-only"],
    ["2001:db8::1", "documentation"],
    ["2001:2::1", "benchmarking"],
    ["2001:10::1", "deprecated ORCHID"],
    ["2001:20::1", "ORCHIDv2"],
    ["::ffff:127.0.0.1", "IPv4-mapped loopback"],
    ["::ffff:7f00:1", "IPv4-mapped loopback, hex"],
    ["0:0:0:0:0:ffff:7f00:1", "IPv4-mapped loopback, long form"],
    ["::ffff:10.0.0.1", "IPv4-mapped private"],
    ["::ffff:a9fe:a9fe", "IPv4-mapped cloud metadata"],
    ["::ffff:0:127.0.0.1", "IPv4-translated loopback"],
    ["::ffff:0:7f00:1", "IPv4-translated loopback, hex"],
    ["::127.0.0.1", "IPv4-compatible loopback"],
    ["::7f00:1", "IPv4-compatible loopback, hex"],
    ["::0:127.0.0.1", "IPv4-compatible loopback, one more zero group"],
    ["0:0:0:0:0:0:127.0.0.1", "IPv4-compatible loopback, long form"],
    ["0000::7f00:0001", "IPv4-compatible loopback, padded"],
    ["::10.0.0.1", "IPv4-compatible private"],
    ["::a9fe:a9fe", "IPv4-compatible cloud metadata"],
    ["::169.254.169.254", "IPv4-compatible cloud metadata, dotted"],
    ["::8.8.8.8", "IPv4-compatible, deprecated whatever it embeds"],
    ["::808:808", "IPv4-compatible, deprecated whatever it embeds, hex"],
    ["2002:7f00:1::", "6to4 of loopback"],
    ["2002:808:808::1", "6to4, whatever it embeds"],
    ["2001:0:4136:e378:8000:63bf:3fff:fdd2", "Teredo"],
    ["64:ff9b::7f00:1", "NAT64 of loopback"],
    ["64:ff9b::8.8.8.8", "NAT64, whatever it embeds"],
    ["64:ff9b:1::a00:1", "local-use NAT64"],
    ["not-an-address", "not an address"],
    ["", "empty"],
    ["localhost", "a name, not an address"],
    ["300.1.1.1", "an octet over 255"],
    ["::ffff::1", "two elisions"],
    ["12345::1", "a group over four digits"]
  ])("refuses %s (%s)", (address) => {
    expect(isPublicAddress(address)).toBe(false)
  })

  it.each([
    "8.8.8.8",
    "1.1.1.1",
    "11.0.0.1",
    "126.255.255.255",
    "128.0.0.1",
    "172.15.255.255",
    "172.32.0.1",
    "100.63.255.255",
    "100.128.0.1",
    "169.255.0.1",
    "192.169.0.1",
    "2606:4700:4700::1111",
    "2001:4860:4860::8888",
    "2a00:1450:4001:80b::200e",
    "::ffff:8.8.8.8",
    "::ffff:808:808"
  ])("allows public %s", (address) => {
    expect(isPublicAddress(address)).toBe(true)
  })
})

describe("webhook address guard: URLs", () => {
  it.each([
    "http://127.0.0.1/hook",
    "http://127.1/hook",
    "http://0x7f.1/hook",
    "http://2130706433/hook",
    "http://0x7f000001/hook",
    "http://017700000001/hook",
    "http://0177.0.0.1/hook",
    "http://127.0.0.1./hook",
    "http://%31%32%37.0.0.1/hook",
    "http://0/hook",
    "http://10.0.0.1:8080/hook",
    "http://169.254.169.254/latest/meta-data/",
    "http://[::1]/hook",
    "http://[0000::0001]/hook",
    "http://[::]/hook",
    "http://[::0.0.0.0]/hook",
    "http://[::ffff:7f00:1]/hook",
    "http://[::ffff:127.0.0.1]/hook",
    "https://[::127.0.0.1]/",
    "https://[::7f00:1]/",
    "https://[0:0:0:0:0:0:127.0.0.1]/",
    "https://[::0:127.0.0.1]/",
    "https://[0::7f00:0001]/",
    "https://[::ffff:0:127.0.0.1]/",
    "https://[::10.0.0.1]/",
    "https://[::169.254.169.254]/",
    "https://[::8.8.8.8]/",
    "https://[fe80::1]/",
    "https://[fd00::1]:8443/hook",
    "https://[64:ff9b::7f00:1]/",
    "https://[2002:7f00:1::]/",
    "http://localhost:8080/hook",
    "http://LOCALHOST/hook",
    "http://localhost./hook",
    "http://api.localhost/hook",
    "http://api.localhost./hook"
  ])("refuses the literal host of %s in any spelling", (url) => {
    expect(literalAddressProblem(new URL(url))).toBeDefined()
  })

  it("says why: the address as the URL spells it, or the loopback name", () => {
    expect(literalAddressProblem(new URL("https://[::127.0.0.1]/"))).toBe("::7f00:1 is not a public address")
    expect(literalAddressProblem(new URL("http://0x7f.1/"))).toBe("127.0.0.1 is not a public address")
    expect(literalAddressProblem(new URL("http://api.localhost./"))).toBe("api.localhost. is a loopback name")
    expect(literalAddressProblem(new URL("http://localhost/"))).toBe("localhost is a loopback name")
  })

  it.each([
    "https://hooks.example.com/x",
    "https://8.8.8.8/x",
    "https://[2606:4700:4700::1111]/x",
    "https://[::ffff:8.8.8.8]/x",
    "https://localhost.example.com/x",
    "https://mylocalhost/x",
    "https://localhostx/x",
    "https://example.com./x"
  ])("lets %s through to the resolving check", (url) => {
    expect(literalAddressProblem(new URL(url))).toBeUndefined()
  })
})

type Answer = { readonly error: NodeJS.ErrnoException | null; readonly addresses: ReadonlyArray<LookupAddress> }

const lookupWith = (answer: Answer, options: LookupOptions) =>
  new Promise<{ asked: LookupAllOptions | undefined; args: ReadonlyArray<unknown> }>((resolve) => {
    let asked: LookupAllOptions | undefined
    const lookup = publicOnlyLookupWith((_host, opts, callback) => {
      asked = opts
      callback(answer.error, answer.addresses)
    })
    lookup("hooks.example.com", options, (...args: ReadonlyArray<unknown>) => resolve({ asked, args }))
  })

describe("webhook address guard: the connecting lookup", () => {
  const v4 = { address: "8.8.8.8", family: 4 }
  const v6 = { address: "2606:4700:4700::1111", family: 6 }

  it("answers the first address, with its family, when every resolved address is public", async () => {
    const { args, asked } = await lookupWith({ error: null, addresses: [v6, v4] }, { family: 0, hints: 32 })
    expect(asked).toEqual({ family: 0, hints: 32, all: true })
    expect(args).toEqual([null, "2606:4700:4700::1111", 6])
  })

  it("answers every address when the caller asks for all", async () => {
    const { args } = await lookupWith({ error: null, addresses: [v4, v6] }, { all: true })
    expect(args).toEqual([null, [v4, v6]])
  })

  it.each([
    ["one private among public ones", [v4, { address: "10.0.0.1", family: 4 }]],
    ["a private one first", [{ address: "::ffff:127.0.0.1", family: 6 }, v4]],
    ["an IPv4-compatible one", [{ address: "::7f00:1", family: 6 }]],
    ["none at all", []]
  ])("refuses the name when it resolves to %s", async (_why, addresses) => {
    const { args } = await lookupWith({ error: null, addresses }, {})
    expect(args).toHaveLength(3)
    expect(args[0]).toMatchObject({
      code: "EADDRNOTPUBLIC",
      message: "hooks.example.com resolves to a non-public address"
    })
    expect(args.slice(1)).toEqual(["", 4])
  })

  it("passes a resolver error on", async () => {
    const failure = Object.assign(new Error("getaddrinfo ENOTFOUND hooks.example.com"), { code: "ENOTFOUND" })
    const { args } = await lookupWith({ error: failure, addresses: [] }, {})
    expect(args).toEqual([failure, "", 4])
  })

  it("over the system resolver, refuses localhost and lets a public literal through", async () => {
    const ask = (host: string) =>
      new Promise<ReadonlyArray<unknown>>((resolve) =>
        publicOnlyLookup(host, {}, (...args: ReadonlyArray<unknown>) => resolve(args))
      )
    expect((await ask("localhost"))[0]).toMatchObject({ code: "EADDRNOTPUBLIC" })
    expect(await ask("8.8.8.8")).toEqual([null, "8.8.8.8", 4])
  })
})
