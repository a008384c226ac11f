import { once } from "node:events"
import { createWriteStream } from "node:fs"
import type { Writable } from "node:stream"

const writeAll = async (sink: Writable, parts: Iterable<string | Uint8Array>): Promise<number> => {
  let bytes = 0
  for (const part of parts) {
    bytes += typeof part === "string" ? Buffer.byteLength(part) : part.byteLength
    if (!sink.write(part)) await once(sink, "drain")
  }
  return bytes
}

/**
 * Writes the output's parts to `out` (a file, replaced) or to stdout, waiting for each to drain, so
 * that a large report is never held as one string. Answers the number of bytes written.
 */
export const writeOutput = async (parts: Iterable<string | Uint8Array>, out: string | undefined): Promise<number> => {
  if (out === undefined) return writeAll(process.stdout, parts)
  const file = createWriteStream(out)
  try {
    const bytes = await writeAll(file, parts)
    file.end()
    await once(file, "finish")
    return bytes
  } catch (error) {
    file.destroy()
    throw error
  }
}

/** A size for people: bytes, KB or MB. */
export const sizeText = (bytes: number): string =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
    ? `${(bytes / 1024).toFixed(0)} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`
