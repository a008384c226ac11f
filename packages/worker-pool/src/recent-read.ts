import { IntakeOptions, type StatementsRead } from "@statement-engine/analysis"
import { Schema } from "effect"

const sameOptions = Schema.equivalence(IntakeOptions)

/** How long a thread keeps an upload it read, for the analysis that usually follows. */
export const KEPT_READ_MILLIS = 120_000

/**
 * How many reads a thread keeps, and the most bytes of upload they may come from together (the
 * newest is kept whatever its size): uploads from many clients are pre-processed between one
 * upload's pre-processing and its analysis. A read holds about 3 bytes of heap per byte of upload
 * (0.2 MB for 60 KB, 1.4 MB for 500 KB), so the older ones hold at most about 3 MB per thread.
 */
export const KEPT_READS = 16
export const KEPT_READ_BYTES = 1024 * 1024

interface Entry {
  readonly digest: string
  readonly options: IntakeOptions
  readonly read: StatementsRead
  readonly bytes: number
  readonly timer: ReturnType<typeof setTimeout>
}

/**
 * The uploads a worker thread read last, kept for a short while: an upload is pre-processed and then,
 * usually moments later and on the thread the pool routes it back to, analysed, and reading is the
 * larger part of the work. The analysis takes a read only when its files have the same digest
 * (`filesDigest`: names and bytes) and its options are equal, so what it computes is exactly what
 * reading again would give. At most `count` reads from at most `maxBytes` of uploads (the newest
 * always), each dropped when taken or after `keepMillis`.
 */
export const makeRecentRead = (keepMillis: number, count = 1, maxBytes = Number.POSITIVE_INFINITY) => {
  // newest first
  let entries: Array<Entry> = []
  const drop = (entry: Entry) => {
    clearTimeout(entry.timer)
    entries = entries.filter((e) => e !== entry)
  }
  return {
    remember: (digest: string, options: IntakeOptions, read: StatementsRead, bytes = 0): void => {
      const timer = setTimeout(() => drop(entry), keepMillis)
      timer.unref()
      const entry: Entry = { digest, options, read, bytes, timer }
      const kept: Array<Entry> = [entry]
      let total = bytes
      for (const older of entries) {
        total += older.bytes
        if (kept.length < count && total <= maxBytes && older.digest !== digest) kept.push(older)
        else clearTimeout(older.timer)
      }
      entries = kept
    },
    take: (digest: string, options: IntakeOptions): StatementsRead | undefined => {
      const found = entries.find((e) => e.digest === digest && sameOptions(e.options, options))
      if (found === undefined) return undefined
      drop(found)
      return found.read
    }
  }
}
