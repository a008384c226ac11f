import { IntakeOptions, type StatementsRead } from "@statement-engine/analysis"
import { Schema } from "effect"

const sameOptions = Schema.equivalence(IntakeOptions)

/** How long a thread keeps the upload it read last, for the analysis that usually follows. */
export const KEPT_READ_MILLIS = 120_000

/**
 * The upload a worker thread read last, kept for a short while: an upload is pre-processed and then,
 * usually moments later and often on the same thread, analysed, and reading is the larger part of
 * the work. The analysis takes the read only when its files have the same digest (`filesDigest`:
 * names and bytes) and its options are equal, so what it computes is exactly what reading again
 * would give. One entry, dropped when taken or after `keepMillis`, so a thread holds at most one
 * read upload.
 */
export const makeRecentRead = (keepMillis: number) => {
  let entry: { digest: string; options: IntakeOptions; read: StatementsRead } | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const forget = () => {
    entry = undefined
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
  }
  return {
    remember: (digest: string, options: IntakeOptions, read: StatementsRead): void => {
      forget()
      entry = { digest, options, read }
      timer = setTimeout(forget, keepMillis)
      timer.unref()
    },
    take: (digest: string, options: IntakeOptions): StatementsRead | undefined => {
      const kept = entry
      if (kept === undefined || kept.digest !== digest || !sameOptions(kept.options, options)) return undefined
      forget()
      return kept.read
    }
  }
}
