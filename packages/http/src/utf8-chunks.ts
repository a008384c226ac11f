const encoder = new TextEncoder()

/** Characters per encoded chunk: about 1 MiB of ASCII JSON. */
const CHUNK = 1 << 20

/**
 * Texts encoded as UTF-8 a chunk at a time (a long text in pieces of at most `chunk` characters,
 * never cut inside a surrogate pair), so that a large body is never held whole as bytes.
 * Re-iterable: each iteration encodes afresh.
 */
export const utf8Chunks = (texts: ReadonlyArray<string>, chunk = CHUNK): Iterable<Uint8Array> => ({
  *[Symbol.iterator]() {
    for (const text of texts) {
      let from = 0
      while (from < text.length) {
        let to = Math.min(text.length, from + chunk)
        const last = text.charCodeAt(to - 1)
        // a high surrogate at the cut would be parted from its pair: cut before it, or after the
        // pair when it is the chunk's only character
        if (to < text.length && last >= 0xd800 && last <= 0xdbff) to += to - 1 > from ? -1 : 1
        yield encoder.encode(text.slice(from, to))
        from = to
      }
    }
  }
})

/** The UTF-8 length of some texts, in bytes, without encoding them. */
export const utf8Length = (texts: ReadonlyArray<string>): number => texts.reduce((total, text) => total + Buffer.byteLength(text, "utf8"), 0)
