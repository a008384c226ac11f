import { describe, expect, it } from "vitest"
import { makeRecentUploads } from "../src/recent-uploads.js"

const upload = (name: string, text: string) => [{ name, bytes: new TextEncoder().encode(text) }]

describe("the uploads the pool pre-processed lately", () => {
  it("may be kept while a thread keeps its read, by names and sizes, and not after", () => {
    let clock = 1_000
    const recent = makeRecentUploads(60_000, 8, () => clock)
    expect(recent.mayBeKept(upload("a.csv", "1,2"))).toBe(false)
    recent.preprocessed(upload("a.csv", "1,2"))
    expect(recent.mayBeKept(upload("a.csv", "1,2"))).toBe(true)
    // same names and sizes: only the digest can tell them apart, so the threads are asked
    expect(recent.mayBeKept(upload("a.csv", "3,4"))).toBe(true)
    expect(recent.mayBeKept(upload("b.csv", "1,2"))).toBe(false)
    expect(recent.mayBeKept(upload("a.csv", "1,23"))).toBe(false)
    expect(recent.mayBeKept([...upload("a.csv", "1,2"), ...upload("b.csv", "")])).toBe(false)
    expect(recent.mayBeKept([])).toBe(false)
    clock += 60_000
    expect(recent.mayBeKept(upload("a.csv", "1,2"))).toBe(true)
    clock += 1
    expect(recent.mayBeKept(upload("a.csv", "1,2"))).toBe(false)
  })

  it("tells the thread that pre-processed an upload last, while its read may be kept", () => {
    let clock = 1_000
    const recent = makeRecentUploads(60_000, 8, () => clock)
    recent.preprocessed(upload("a.csv", "1,2"), 3)
    recent.preprocessed(upload("b.csv", "1,2"))
    expect(recent.threadOf(upload("a.csv", "1,2"))).toBe(3)
    expect(recent.threadOf(upload("b.csv", "1,2"))).toBeUndefined()
    recent.preprocessed(upload("a.csv", "1,2"), 4)
    expect(recent.threadOf(upload("a.csv", "1,2"))).toBe(4)
    clock += 60_001
    expect(recent.threadOf(upload("a.csv", "1,2"))).toBeUndefined()
  })

  it("keeps at most its limit, forgetting the longest ago first; pre-processing again renews", () => {
    const recent = makeRecentUploads(60_000, 2)
    recent.preprocessed(upload("a.csv", "1"))
    recent.preprocessed(upload("b.csv", "1"))
    recent.preprocessed(upload("a.csv", "1"))
    recent.preprocessed(upload("c.csv", "1"))
    expect(["a.csv", "b.csv", "c.csv"].map((name) => recent.mayBeKept(upload(name, "1")))).toEqual([true, false, true])
  })

  it("tells apart file lists that a plain join of names would confuse", () => {
    const recent = makeRecentUploads(60_000, 8)
    recent.preprocessed([{ name: "a\n0:b", bytes: new Uint8Array(1) }])
    expect(recent.mayBeKept([{ name: "a", bytes: new Uint8Array(1) }, { name: "b", bytes: new Uint8Array(0) }])).toBe(
      false
    )
  })
})
