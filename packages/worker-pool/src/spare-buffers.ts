/**
 * Buffers smaller than this are not worth keeping for the next file: `malloc` serves such copies
 * from memory it already holds, so threads do not hand them back either.
 */
export const SPARE_MIN_BYTES = 1024 * 1024

/** How many spare buffers are kept, how small a buffer is not worth keeping, and for how long. */
export interface SpareBufferLimits {
  /** Buffers kept at most; the oldest is let go first. */
  readonly limit: number
  /** Files smaller than this are copied into fresh memory, and buffers smaller than this are not kept. */
  readonly minBytes: number
  /** A buffer kept this long without being used again is let go. */
  readonly idleMillis: number
}

/** The buffers threads handed back once they had read the files in them. */
export interface SpareBuffers {
  /**
   * A copy of `bytes` that may be transferred away: in the smallest spare buffer that holds it and
   * is at most twice its size (a view of just its length), otherwise in fresh memory.
   */
  readonly copyOf: (bytes: Uint8Array) => Uint8Array<ArrayBuffer>
  /** Keeps a buffer a thread handed back, unless it is too small to be worth it. */
  readonly keep: (buffer: ArrayBuffer) => void
  /** Lets go of the buffers kept longer than the idle time. */
  readonly dropIdle: () => void
  /** How many bytes the spare buffers hold. */
  readonly keptBytes: () => number
}

/**
 * File buffers for copying uploads into before they are transferred to a thread. A large fresh
 * buffer is memory mapped for it alone (`malloc` maps anything over 32 MB afresh), and the calling
 * thread takes a page fault for every 4 KiB it copies into it. A thread hands each file's buffer back with its
 * reply, and the next file of about its size is copied into memory already mapped. A kept buffer
 * is let go after `idleMillis` without use, so an idle server holds at most `limit` of them briefly.
 */
export const makeSpareBuffers = (limits: SpareBufferLimits, now: () => number = Date.now): SpareBuffers => {
  const spare: Array<{ readonly buffer: ArrayBuffer; readonly keptAt: number }> = []
  let timer: ReturnType<typeof setTimeout> | undefined

  const dropIdle = () => {
    const oldest = now() - limits.idleMillis
    for (let i = spare.length - 1; i >= 0; i--) if ((spare[i]?.keptAt ?? 0) <= oldest) spare.splice(i, 1)
  }
  // wakes when the longest-kept buffer's idle time is up (buffers are kept in the order they came)
  const watch = () => {
    const first = spare[0]
    if (timer !== undefined || first === undefined) return
    timer = setTimeout(() => {
      timer = undefined
      dropIdle()
      watch()
    }, Math.max(0, first.keptAt + limits.idleMillis - now()))
    timer.unref()
  }

  return {
    copyOf: (bytes) => {
      const size = bytes.byteLength
      let best = -1
      if (size >= limits.minBytes) {
        spare.forEach(({ buffer }, i) => {
          const length = buffer.byteLength
          if (length >= size && length <= 2 * size && (best < 0 || length < (spare[best]?.buffer.byteLength ?? 0))) {
            best = i
          }
        })
      }
      const chosen = best < 0 ? undefined : spare.splice(best, 1)[0]
      // not `bytes.slice()`: a Node Buffer's slice is a view of the caller's memory
      if (chosen === undefined) return new Uint8Array(bytes)
      const copy = new Uint8Array(chosen.buffer, 0, size)
      copy.set(bytes)
      return copy
    },
    keep: (buffer) => {
      if (buffer.byteLength < limits.minBytes) return
      spare.push({ buffer, keptAt: now() })
      if (spare.length > limits.limit) spare.shift()
      watch()
    },
    dropIdle,
    keptBytes: () => spare.reduce((total, { buffer }) => total + buffer.byteLength, 0)
  }
}
