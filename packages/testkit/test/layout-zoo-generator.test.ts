import { describe, expect, it } from "vitest"
import { layoutZoo } from "../src/index.js"
import { decodeAs, readAmount, readDate, splitCells } from "./layout-zoo/read-back.js"

const tuning = layoutZoo.generateZooFiles("tuning", 300, 1)
const heldOut = layoutZoo.generateZooFiles("held-out", 150, 1)
const all = [...tuning, ...heldOut]

describe("layout zoo generator", () => {
  it("is deterministic per seed and slice", () => {
    const again = layoutZoo.generateZooFile({ seed: 7, slice: "tuning" })
    const first = tuning[6]
    expect(first?.seed).toBe(7)
    expect(Buffer.from(again.bytes).equals(Buffer.from(first?.bytes ?? new Uint8Array()))).toBe(true)
    expect(again.truth).toEqual(first?.truth)
    expect(layoutZoo.generateZooFile({ seed: 8, slice: "tuning" }).text).not.toBe(first?.text)
  })

  it("writes bytes that decode, in the encoding the truth names, to the text it reports", () => {
    for (const f of all) expect(decodeAs(f.bytes, f.truth.encoding), f.name).toBe(f.text)
  })

  it("accounts for every line: each is a true transaction or a set-aside line, never both", () => {
    for (const f of all) {
      const lines = f.text.split(/\r?\n/)
      const count = f.text.endsWith("\n") ? lines.length - 1 : lines.length
      const txLines = new Set(f.truth.transactions.map((t) => t.line))
      const asideLines = new Set(f.truth.setAside.map((s) => s.line))
      expect(txLines.size + asideLines.size, f.name).toBe(count)
      for (const l of txLines) expect(asideLines.has(l), f.name).toBe(false)
      expect(f.truth.transactions.length, f.name).toBeGreaterThan(0)
    }
  })

  it("has a truth that an independent reading of the bytes gives back: every date and amount", () => {
    for (const f of all) {
      const lines = f.text.split(/\r?\n/)
      for (const tx of f.truth.transactions) {
        const cells = splitCells(lines[tx.line - 1] ?? "", f.layout.delimiter)
        const dateCell = cells[f.layout.roles.indexOf("booking_date")] ?? ""
        expect(readDate(dateCell, f.traits.dateFormat, f.layout.textLanguage), `${f.name}:${tx.line}`).toBe(
          tx.bookingDate
        )
        expect(readAmount(cells, f.layout), `${f.name}:${tx.line}`).toBe(tx.amount)
      }
    }
  })

  it("sums the net per currency and the first and last booking dates from the transactions", () => {
    for (const f of all) {
      const sums = new Map<string, bigint>()
      for (const tx of f.truth.transactions) {
        const [whole = "0", fraction = ""] = tx.amount.replace("-", "").split(".")
        const minor = BigInt(whole + fraction) * (tx.amount.startsWith("-") ? -1n : 1n)
        sums.set(tx.currency, (sums.get(tx.currency) ?? 0n) + minor)
      }
      for (const [currency, minor] of sums) {
        const net = f.truth.net[currency] ?? ""
        expect(BigInt(net.replace(".", "")), f.name).toBe(minor)
      }
      const dates = f.truth.transactions.map((t) => t.bookingDate).sort()
      expect([f.truth.firstBookingDate, f.truth.lastBookingDate], f.name).toEqual([dates[0], dates[dates.length - 1]])
    }
  })

  it("reaches every value of every trait axis", () => {
    const files = [
      ...tuning,
      ...heldOut,
      ...layoutZoo.generateZooFiles("tuning", 400, 10_000),
      ...layoutZoo.generateZooFiles("held-out", 200, 10_000)
    ]
    for (const axis of Object.keys(layoutZoo.traitAxes) as Array<layoutZoo.TraitAxis>) {
      const seen = new Set(files.map((f) => f.traits[axis]))
      for (const value of layoutZoo.traitAxes[axis]) expect(seen.has(value), `${axis}=${value}`).toBe(true)
    }
    const encodings = new Set(files.map((f) => f.truth.encoding))
    for (
      const e of [
        "utf-8",
        "utf-8-bom",
        "utf-16le",
        "utf-16be",
        "windows-1250",
        "windows-1252",
        "windows-1257",
        "iso-8859-1",
        "iso-8859-2",
        "iso-8859-15"
      ]
    ) expect(encodings.has(e), e).toBe(true)
  })

  it("keeps the slices disjoint, the held-out-only values out of tuning, and holds out about a quarter", () => {
    for (const f of tuning) expect(layoutZoo.sliceOf(f.traits)).toBe("tuning")
    for (const f of heldOut) expect(layoutZoo.sliceOf(f.traits)).toBe("held-out")
    for (const f of tuning) {
      expect(layoutZoo.heldOutOnly.headerLanguage as ReadonlyArray<string>).not.toContain(f.traits.headerLanguage)
      expect(layoutZoo.heldOutOnly.direction as ReadonlyArray<string>).not.toContain(f.traits.direction)
    }
    let held = 0
    const n = 4000
    for (let i = 0; i < n; i++) {
      const f = layoutZoo.drawTraits(layoutZoo.rngFor(`share:${i}`))
      if (layoutZoo.sliceOf(f) === "held-out") held++
    }
    expect(held / n).toBeGreaterThan(0.2)
    expect(held / n).toBeLessThan(0.3)
  })

  it("expects a refusal only for a stated reason, and reads whenever the evidence settles every question", () => {
    const reasons = new Set<string>()
    for (const f of all) {
      const e = f.truth.evidence
      const settled = e.encoding !== "none" && e.dateOrder !== "none" && e.decimal !== "none" && e.columns !== "none"
      expect(f.truth.expected.outcome === "read", f.name).toBe(settled)
      if (f.truth.expected.outcome === "refuse") reasons.add(f.truth.expected.reason)
    }
    expect(reasons.has("undecidable-encoding")).toBe(true)
  })

  it("expects an undecidable order only of numeric dates whose day and month are all 12 or less, and an undecidable encoding only of single-byte files", () => {
    const ambiguous = new Set(["dd/mm/yyyy", "mm/dd/yyyy", "dd-mm-yyyy", "m/d/yyyy", "dd/mm/yy"])
    for (const f of all) {
      if (f.truth.evidence.dateOrder === "none") {
        expect(ambiguous.has(f.traits.dateFormat), f.name).toBe(true)
        for (const tx of f.truth.transactions) {
          expect(Number(tx.bookingDate.slice(8)) <= 12 && Number(tx.bookingDate.slice(5, 7)) <= 12, f.name).toBe(true)
        }
      }
      if (f.truth.evidence.encoding === "none") expect(f.truth.encoding, f.name).toMatch(/^(windows|iso)-/)
      if (f.truth.evidence.encoding === "bom") expect(f.truth.encoding, f.name).toMatch(/^utf-(8-bom|16)/)
    }
  })
})
