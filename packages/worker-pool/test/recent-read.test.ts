import { readStatements } from "@statement-engine/analysis"
import { Either } from "effect"
import { describe, expect, it } from "vitest"
import { filesDigest } from "../src/files-digest.js"
import { makeRecentRead } from "../src/recent-read.js"

const csv = "Date,Description,Amount\n28/01/2024,ACME LTD SALARY,2500.00\n01/02/2024,RENT,-950.00\n"
const files = (text = csv, name = "a.csv") => [{ name, bytes: new TextEncoder().encode(text) }]
const readOf = (f: ReturnType<typeof files>) => Either.getOrThrow(readStatements(f, {}))

describe("the files' digest", () => {
  it("changes with any byte, a name, or how the files are split", () => {
    const digests = [
      filesDigest(files()),
      filesDigest(files(csv.replace("2500.00", "2500.01"))),
      filesDigest(files(csv, "b.csv")),
      filesDigest([{ name: "a.csv", bytes: new TextEncoder().encode(csv.slice(0, 10)) }, {
        name: csv.slice(10),
        bytes: new Uint8Array()
      }]),
      filesDigest([])
    ]
    expect(new Set(digests).size).toBe(digests.length)
    expect(filesDigest(files())).toBe(digests[0])
  })
})

describe("the upload a worker thread read last", () => {
  it("is taken once, by an analysis of files with the same digest and equal options", () => {
    const recent = makeRecentRead(60_000)
    const read = readOf(files())
    recent.remember(filesDigest(files()), { date_format: "DD/MM/YYYY" }, read)
    expect(recent.take(filesDigest(files()), { date_format: "DD/MM/YYYY" })).toBe(read)
    expect(recent.take(filesDigest(files()), { date_format: "DD/MM/YYYY" })).toBeUndefined()
  })

  it("is not taken for other bytes, another name, other options or more files", () => {
    const recent = makeRecentRead(60_000)
    recent.remember(filesDigest(files()), {}, readOf(files()))
    expect(recent.take(filesDigest(files(csv.replace("2500.00", "2500.01"))), {})).toBeUndefined()
    expect(recent.take(filesDigest(files(csv, "b.csv")), {})).toBeUndefined()
    expect(recent.take(filesDigest(files()), { decimal_separator: "," })).toBeUndefined()
    expect(recent.take(filesDigest([...files(), ...files(csv, "b.csv")]), {})).toBeUndefined()
    expect(recent.take(filesDigest(files()), {})).toBeDefined()
  })

  it("is forgotten after its time, and replaced by the next upload read", async () => {
    const recent = makeRecentRead(20)
    recent.remember(filesDigest(files()), {}, readOf(files()))
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect(recent.take(filesDigest(files()), {})).toBeUndefined()
    const other = files(csv, "b.csv")
    recent.remember(filesDigest(files()), {}, readOf(files()))
    recent.remember(filesDigest(other), {}, readOf(other))
    expect(recent.take(filesDigest(files()), {})).toBeUndefined()
    expect(recent.take(filesDigest(other), {})).toBeDefined()
  })

  it("keeps several reads up to their count and bytes, the newest whatever its size", () => {
    const recent = makeRecentRead(60_000, 2, 100)
    const [a, b, c] = ["a.csv", "b.csv", "c.csv"].map((name) => files(csv, name))
    recent.remember(filesDigest(a!), {}, readOf(a!), 40)
    recent.remember(filesDigest(b!), {}, readOf(b!), 40)
    expect(recent.take(filesDigest(a!), {})).toBeDefined()
    recent.remember(filesDigest(a!), {}, readOf(a!), 40)
    recent.remember(filesDigest(c!), {}, readOf(c!), 40)
    // two at most: b, the oldest, is gone
    expect(recent.take(filesDigest(b!), {})).toBeUndefined()
    recent.remember(filesDigest(b!), {}, readOf(b!), 500)
    // the newest alone is over the bytes: it is kept, the others are not
    expect(recent.take(filesDigest(c!), {})).toBeUndefined()
    expect(recent.take(filesDigest(a!), {})).toBeUndefined()
    expect(recent.take(filesDigest(b!), {})).toBeDefined()
  })
})
