/**
 * Hostile uploads for the fuzz suite: public fixtures mutated, and statements generated, each from
 * its own seeded generator so that one case can be replayed by its seed and index alone.
 */

/** mulberry32: a small seeded generator, uniform in [0, 1). */
export const generator = (seed: number) => {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (n: number) => Math.floor(next() * n)
  const pick = <A>(items: ReadonlyArray<A>): A => items[int(items.length)] as A
  return { next, int, pick }
}

type Random = ReturnType<typeof generator>

export interface FuzzCase {
  readonly mutation: string
  readonly name: string
  readonly bytes: Uint8Array
  readonly options: Readonly<Record<string, unknown>> | undefined
  readonly country: string
}

const encoder = new TextEncoder()
const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1")
const fromLatin1 = (text: string) => new Uint8Array(Buffer.from(text, "latin1"))

const concat = (...parts: ReadonlyArray<Uint8Array>) => new Uint8Array(Buffer.concat(parts))

const lines = (bytes: Uint8Array) => latin1(bytes).split(/\r?\n/)

/** Each mutation of a fixture's bytes. */
const MUTATIONS: Readonly<Record<string, (bytes: Uint8Array, r: Random) => Uint8Array>> = {
  truncated: (b, r) => b.subarray(0, r.int(b.length + 1)),
  "bytes flipped": (b, r) => {
    const out = Uint8Array.from(b)
    for (let i = 0, n = 1 + r.int(20); i < n && out.length > 0; i++) out[r.int(out.length)] = r.int(256)
    return out
  },
  "NULs inserted": (b, r) => {
    const at = r.int(b.length + 1)
    return concat(b.subarray(0, at), new Uint8Array(1 + r.int(64)), b.subarray(at))
  },
  "every byte a NUL apart": (b) => {
    const out = new Uint8Array(b.length * 2)
    b.forEach((byte, i) => (out[i * 2] = byte))
    return out
  },
  "UTF-16": (b, r) => {
    const text = new TextDecoder().decode(b)
    const le = Buffer.from(text, "utf16le")
    if (r.int(2) === 0) return concat(Uint8Array.of(0xff, 0xfe), le)
    const be = Buffer.from(le)
    be.swap16()
    return r.int(2) === 0 ? concat(Uint8Array.of(0xfe, 0xff), be) : new Uint8Array(be)
  },
  "giant cell": (b, r) => {
    const at = r.int(b.length + 1)
    const cell = encoder.encode(r.pick(["A", "9", "\"", "ä", ";", " "]).repeat(100_000 + r.int(2_000_000)))
    return concat(b.subarray(0, at), cell, b.subarray(at))
  },
  "a line repeated 20,000 times": (b, r) => {
    const all = lines(b)
    const at = r.int(all.length)
    const repeated = Array(20_000).fill(all[at] ?? "").join("\n")
    return fromLatin1([...all.slice(0, at), repeated, ...all.slice(at + 1)].join("\n"))
  },
  "broken dates": (b, r) =>
    fromLatin1(
      latin1(b).replace(
        /\d{4}-\d\d-\d\d|\d\d[./]\d\d[./]\d{2,4}|\d{8}/g,
        () => r.pick(["2024-13-45", "31.02.2023", "00000000", "99/99/9999", "2024-02-30", "1.1.1", "-"])
      )
    ),
  "broken numbers": (b, r) =>
    fromLatin1(
      latin1(b).replace(
        /-?\d+[.,]\d\d\b/g,
        () => r.pick(["1.2.3,4", "--5", "1e309", "NaN", "12,,50", "9".repeat(40), "0x1F", "∞", "1 000 000,0,0"])
      )
    ),
  "lines shuffled": (b, r) => {
    const all = lines(b)
    for (let i = all.length - 1; i > 0; i--) {
      const j = r.int(i + 1)
      ;[all[i], all[j]] = [all[j] ?? "", all[i] ?? ""]
    }
    return fromLatin1(all.join("\n"))
  },
  "re-encoded as Latin-1": (b) => new Uint8Array(Buffer.from(new TextDecoder().decode(b), "latin1"))
}

/** Whole generated inputs that are no statement a bank wrote. */
const GENERATED: Readonly<Record<string, (r: Random) => Uint8Array>> = {
  "random bytes": (r) => Uint8Array.from({ length: 1 + r.int(65_536) }, () => r.int(256)),
  "deep XML": (r) => {
    const depth = 1_000 + r.int(100_000)
    return encoder.encode(
      `<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">${"<Stmt>".repeat(depth)}${
        r.int(2) === 0 ? "</Stmt>".repeat(depth) : ""
      }</Document>`
    )
  },
  "deep JSON": (r) => {
    const depth = 1_000 + r.int(200_000)
    const open = r.pick(["[", "{\"transactions\":", "{\"a\":["])
    return encoder.encode(open.repeat(depth))
  },
  "OFX without ends": (r) =>
    encoder.encode(
      `OFXHEADER:100\nDATA:OFXSGML\n\n<OFX>${"<STMTTRN><TRNAMT>".repeat(1 + r.int(50_000))}${r.int(1000)}`
    ),
  "MT940 of tags only": (r) => encoder.encode(`:20:X\n${":61:".repeat(1 + r.int(50_000))}\n-`),
  "generated CSV": (r) => {
    const columns = 1 + r.int(12)
    const rows = [Array.from({ length: columns }, (_, i) => r.pick(["Date", "Amount", "Betrag", "Datum", `col${i}`]))]
    for (let i = 0, n = r.int(3_000); i < n; i++) {
      rows.push(Array.from({ length: columns }, () =>
        r.pick([
          `${2000 + r.int(40)}-${1 + r.int(14)}-${1 + r.int(33)}`,
          `${r.int(2) === 0 ? "-" : ""}${r.int(100_000)}${r.pick([".", ","])}${r.int(100)}`,
          "\"unclosed",
          "",
          "x".repeat(r.int(300)),
          "\u0000"
        ])))
    }
    return encoder.encode(rows.map((row) => row.join(r.pick([",", ";", "\t", "|"]))).join(r.pick(["\n", "\r\n", "\r"])))
  }
}

const COUNTRIES = ["GB", "DE", "FR", "PL", "NL", "ES", "US", "XX"]

/** Options a client might send: none mostly, some wrong. */
const optionsFor = (r: Random): Readonly<Record<string, unknown>> | undefined =>
  r.pick([
    undefined,
    undefined,
    undefined,
    { encoding: r.pick(["windows-1252", "utf-16le", "shift_jis", "no-such-encoding"]) },
    { currency: r.pick(["EUR", "GBP", "XYZ", ""]) },
    { date_format: r.pick(["DD.MM.YYYY", "YYYY-MM-DD", "%%%"]) },
    { decimal_separator: r.pick([",", ".", "x"]) }
  ])

/**
 * The case at `index` of the run seeded `seed`: a mutated fixture (two cases in three) or a
 * generated input, a country and maybe options, all from the generator seeded by both.
 */
export const fuzzCase = (
  seed: number,
  index: number,
  fixtures: ReadonlyArray<{ readonly name: string; readonly bytes: () => Uint8Array }>
): FuzzCase => {
  const r = generator(Math.imul(seed, 100_003) + index)
  const country = r.pick(COUNTRIES)
  const options = optionsFor(r)
  if (r.int(3) < 2 && fixtures.length > 0) {
    const fixture = r.pick(fixtures)
    const mutation = r.pick(Object.keys(MUTATIONS))
    const bytes = (MUTATIONS[mutation] ?? ((b: Uint8Array) => b))(fixture.bytes(), r)
    return {
      mutation: `${mutation} of ${fixture.name}`,
      name: fixture.name.split("/").pop() ?? "f",
      bytes,
      options,
      country
    }
  }
  const kind = r.pick(Object.keys(GENERATED))
  const bytes = (GENERATED[kind] ?? (() => new Uint8Array()))(r)
  const name = r.pick(["statement.csv", "statement.xml", "statement.ofx", "statement.sta", "statement.json", "upload"])
  return { mutation: kind, name, bytes, options, country }
}
