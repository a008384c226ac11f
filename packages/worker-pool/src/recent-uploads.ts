import type { StatementFile } from "@statement-engine/analysis"

/**
 * The names and sizes of an upload's files. Every upload whose read a thread could have kept has
 * the outline of one the pool pre-processed; two different uploads may share one, which only costs
 * the digest that tells them apart.
 */
const outlineOf = (files: ReadonlyArray<StatementFile>): string =>
  files.map((file) => `${file.bytes.byteLength}:${file.name.length}:${file.name}`).join("\n")

/** What the pool pre-processed lately, by the outline of the files. */
export interface RecentUploads {
  /** Notes that `files` were pre-processed now, on `thread` when known. */
  readonly preprocessed: (files: ReadonlyArray<StatementFile>, thread?: number) => void
  /** Whether a thread may still keep a read of `files`: false only when none can. */
  readonly mayBeKept: (files: ReadonlyArray<StatementFile>) => boolean
  /** The thread that pre-processed `files` last, when known and its read may still be kept. */
  readonly threadOf: (files: ReadonlyArray<StatementFile>) => number | undefined
}

/**
 * The uploads pre-processed in the last `keepMillis` (how long a thread keeps its read), at most
 * `limit` of them, the oldest forgotten first: an analysis of files with none of these outlines
 * cannot find a kept read on any thread, so it is sent with its bytes at once, without hashing them
 * on the calling thread and asking the threads first.
 * Forgetting an upload too early only costs a read that a thread might have spared.
 */
export const makeRecentUploads = (keepMillis: number, limit: number, now: () => number = Date.now): RecentUploads => {
  const seenAt = new Map<string, { readonly at: number; readonly thread: number | undefined }>()
  const recent = (files: ReadonlyArray<StatementFile>) => {
    const outline = outlineOf(files)
    const seen = seenAt.get(outline)
    if (seen !== undefined && now() - seen.at <= keepMillis) return seen
    seenAt.delete(outline)
    return undefined
  }
  return {
    preprocessed: (files, thread) => {
      const outline = outlineOf(files)
      seenAt.delete(outline)
      seenAt.set(outline, { at: now(), thread })
      for (const oldest of seenAt.keys()) {
        if (seenAt.size <= limit) break
        seenAt.delete(oldest)
      }
    },
    mayBeKept: (files) => recent(files) !== undefined,
    threadOf: (files) => recent(files)?.thread
  }
}
