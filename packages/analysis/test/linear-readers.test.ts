import { Either } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { readStatements } from "../src/index.js"

/**
 * The readers are linear in their input on adversarial markup: for each generated shape, reading
 * a 1 MiB file costs about 16 times a 64 KiB one of the same shape (a quadratic reader costs 256
 * times). CPU time of the small file is taken over 16 reads so that both figures are of the same
 * size; the bound (4× what linear predicts) leaves room for a loaded machine and for collections.
 */
const SMALL = 64 * 1024
const FACTOR = 16

const cpuMs = (f: () => unknown): number => {
  const start = process.cpuUsage()
  f()
  const used = process.cpuUsage(start)
  return (used.user + used.system) / 1000
}

const read = (name: string, text: string) => readStatements([{ name, bytes: new TextEncoder().encode(text) }], {})

/** Repeats `unit` until the text is about `size` characters, with `head` before and `tail` after. */
const sized = (size: number, head: string, unit: string, tail = ""): string =>
  head + unit.repeat(Math.max(1, Math.floor((size - head.length - tail.length) / unit.length))) + tail

const camtHead = `<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>`
const ofxHead = "OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n<OFX>"

/** Adversarial shapes, each a function of the target size and a tag name. */
const shapes: ReadonlyArray<readonly [string, string, (size: number, tag: string) => string]> = [
  ["unbalanced camt", "a.xml", (n, t) => {
    const half = Math.floor((n - camtHead.length) / (2 * (t.length * 2 + 5)))
    return camtHead + `<${t}>`.repeat(half) + `</${t}x>`.repeat(half)
  }],
  ["deeply nested camt", "n.xml", (n, t) => sized(n, camtHead, `<${t}>`)],
  ["unclosed comments", "c.xml", (n) => sized(n, camtHead, "<!--")],
  ["comment-only camt", "k.xml", (n) => sized(n, camtHead, "<!-- x -->")],
  ["huge attribute", "h.xml", (n, t) => sized(n, `${camtHead}<${t} a="`, "x", "\"/>")],
  ["many processing instructions", "p.xml", (n) => sized(n, camtHead, "<?")],
  ["OFX SGML without closing tags", "s.ofx", (n, t) => sized(n, ofxHead, `<${t}>\n`)],
  ["OFX unbalanced", "u.ofx", (n, t) => {
    const half = Math.floor((n - ofxHead.length) / (2 * (t.length * 2 + 5)))
    return ofxHead + `<${t}>`.repeat(half) + `</${t}X>`.repeat(half)
  }],
  ["OFX transactions never closed", "t.ofx", (n) => sized(n, ofxHead, "<STMTTRN><TRNAMT>1<DTPOSTED>20240101\n")],
  ["OFX open brackets", "b.ofx", (n) => sized(n, ofxHead, "<")],
  ["MT940 one long field", "m.sta", (n) => sized(n, ":20:X\n:25:A\n:60F:C240101EUR1,00\n:86:", "/NAME/x", "\n")],
  ["MT940 fragment of broken tags", "f.sta", (n) => sized(n, ":61:2401010101CR\n", ":\n")],
  ["MT940 statement line wrapped on every line", "w.sta", (n) => sized(n, ":61:", "2401010101C\n")],
  ["LITAS-ESIS one long record", "e.acc", (n) => sized(n, "000\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\tA\tEUR\n010\t", "\t")],
  ["CSV one long date cell", "d.csv", (n) => sized(n, "Date;Amount\n", " ", "1:00;1,00\n")],
  ["CSV one long amount cell", "l.csv", (n) => sized(n, "Date;Amount\n2024-01-01;", "a", "1\n")],
  ["CSV printed balances around every row", "o.csv", (n) =>
    sized(
      n,
      "Date;Details;Amount\n",
      "01.01.2024;Opening balance;10,00\n02.01.2024;CARD;-1,00\n03.01.2024;Closing balance;9,00\n"
    )]
]

describe("readers are linear in time and bounded in memory on adversarial input", () => {
  it.each(shapes)("%s: a 1 MiB file costs at most 4× sixteen 64 KiB files of the same shape", (_, name, make) => {
    fc.assert(
      fc.property(
        fc.constantFrom("a", "Ntry", "STMTTRN", "Stmt", "BkToCstmrStmt"),
        (tag) => {
          const small = make(SMALL, tag)
          const big = make(SMALL * FACTOR, tag)
          read(name, small)
          let smallMs = Number.POSITIVE_INFINITY
          let bigMs = Number.POSITIVE_INFINITY
          for (let round = 0; round < 2; round++) {
            smallMs = Math.min(
              smallMs,
              cpuMs(() => {
                for (let i = 0; i < FACTOR; i++) read(name, small)
              })
            )
            bigMs = Math.min(bigMs, cpuMs(() => read(name, big)))
          }
          // below a few milliseconds the clock's grain decides, not the reader
          expect(bigMs).toBeLessThanOrEqual(Math.max(4 * smallMs, 40))
          const heapBefore = process.memoryUsage().heapUsed
          const r = read(name, big)
          const grown = process.memoryUsage().heapUsed - heapBefore
          expect(grown).toBeLessThan(64 * big.length + 64 * 1024 * 1024)
          if (Either.isLeft(r)) expect(["NoSuitableParser", "UnsupportedEncoding"]).toContain(r.left._tag)
        }
      ),
      { numRuns: 2 }
    )
  })

  it("refuses markup nested deeper than a statement nests, naming the limit", () => {
    const r = read("deep.xml", `${camtHead}${"<a>".repeat(8000)}${"</b>".repeat(8000)}`)
    expect(Either.isLeft(r) && r.left.detail).toMatch(/nest deeper than 64 levels/)
  })
})
