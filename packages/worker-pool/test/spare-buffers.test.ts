import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { makeSpareBuffers } from "../src/spare-buffers.js"

const bytesOf = (length: number, seed: number) => Uint8Array.from({ length }, (_, i) => (i * 31 + seed) & 0xff)

describe("the spare buffers files are copied into", () => {
  it("copies into the smallest kept buffer that holds the file and is at most twice its size", () => {
    const spare = makeSpareBuffers({ limit: 4, minBytes: 16, idleMillis: 60_000 })
    const big = new ArrayBuffer(400)
    const fitting = new ArrayBuffer(120)
    const small = new ArrayBuffer(64)
    for (const buffer of [big, fitting, small]) spare.keep(buffer)
    const file = bytesOf(100, 7)
    const copy = spare.copyOf(file)
    expect(copy.buffer).toBe(fitting)
    expect(copy.byteOffset).toBe(0)
    expect(copy).toEqual(file)
    expect(spare.keptBytes()).toBe(464)
    // nothing left fits 100 bytes within twice its size: fresh memory
    const again = spare.copyOf(file)
    expect([big, small]).not.toContain(again.buffer)
    expect(again).toEqual(file)
  })

  it("copies files below its minimum into fresh memory, and does not keep small buffers", () => {
    const spare = makeSpareBuffers({ limit: 4, minBytes: 1024, idleMillis: 60_000 })
    spare.keep(new ArrayBuffer(512))
    expect(spare.keptBytes()).toBe(0)
    const kept = new ArrayBuffer(1024)
    spare.keep(kept)
    expect(spare.copyOf(bytesOf(600, 1)).buffer).not.toBe(kept)
    // a Node Buffer's own slice() would be a view of it: the copy has memory of its own
    const buffer = Buffer.alloc(700, 1)
    const copy = spare.copyOf(buffer)
    expect(copy.buffer).not.toBe(buffer.buffer)
    expect(copy).toEqual(new Uint8Array(buffer))
    expect(spare.copyOf(bytesOf(1024, 1)).buffer).toBe(kept)
  })

  it("keeps at most its limit, letting go of the oldest, and lets go of buffers idle too long", () => {
    let clock = 0
    const spare = makeSpareBuffers({ limit: 2, minBytes: 1, idleMillis: 1_000 }, () => clock)
    const [a, b, c] = [new ArrayBuffer(10), new ArrayBuffer(11), new ArrayBuffer(12)]
    spare.keep(a)
    clock = 500
    spare.keep(b)
    spare.keep(c)
    expect(spare.keptBytes()).toBe(23)
    expect(spare.copyOf(bytesOf(10, 0)).buffer).toBe(b)
    clock = 1_500
    spare.dropIdle()
    expect(spare.keptBytes()).toBe(0)
    expect(spare.copyOf(bytesOf(12, 0)).buffer).not.toBe(c)
  })

  it("gives back exactly the file's bytes whatever an earlier, larger file left in the buffer", () => {
    fc.assert(
      fc.property(
        fc.array(fc.uint8Array({ minLength: 1, maxLength: 64 }), { minLength: 1, maxLength: 12 }),
        (files) => {
          const spare = makeSpareBuffers({ limit: 2, minBytes: 1, idleMillis: 60_000 })
          for (const file of files) {
            const copy = spare.copyOf(file)
            expect(copy).toEqual(file)
            expect(copy).not.toBe(file)
            // as a thread hands it back, the whole buffer, once read
            spare.keep(copy.buffer)
          }
        }
      )
    )
  })
})
