import { IntakeOptions, type StatementFile, type StatementsRead } from "@statement-engine/analysis"
import { Schema } from "effect"

const sameOptions = Schema.equivalence(IntakeOptions)

const sameFiles = (a: ReadonlyArray<StatementFile>, b: ReadonlyArray<StatementFile>): boolean =>
  a.length === b.length &&
  a.every((file, i) => {
    const other = b[i]
    return other !== undefined && file.name === other.name &&
      Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength)
        .equals(Buffer.from(other.bytes.buffer, other.bytes.byteOffset, other.bytes.byteLength))
  })

/**
 * The upload a worker thread read last, kept for a short while: an upload is pre-processed and then,
 * usually moments later and often on the same thread, analysed, and reading is the larger part of
 * the work. The analysis takes the read only when its files are byte for byte the same and its
 * options equal, so what it computes is exactly what reading again would give. One entry, dropped
 * when taken or after `keepMillis`, so a thread holds at most one read upload.
 */
export const makeRecentRead = (keepMillis: number) => {
  let entry: { files: ReadonlyArray<StatementFile>; options: IntakeOptions; read: StatementsRead } | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const forget = () => {
    entry = undefined
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
  }
  return {
    remember: (files: ReadonlyArray<StatementFile>, options: IntakeOptions, read: StatementsRead): void => {
      forget()
      entry = { files, options, read }
      timer = setTimeout(forget, keepMillis)
      timer.unref()
    },
    take: (files: ReadonlyArray<StatementFile>, options: IntakeOptions): StatementsRead | undefined => {
      const kept = entry
      if (kept === undefined || !sameOptions(kept.options, options) || !sameFiles(kept.files, files)) return undefined
      forget()
      return kept.read
    }
  }
}
