import type { StatementFile } from "@statement-engine/analysis"
import { createHash } from "node:crypto"

/**
 * The SHA-256 of an upload's files: each file's name and bytes, with their lengths, so that no two
 * different lists of files give the same input to the hash.
 */
export const filesDigest = (files: ReadonlyArray<StatementFile>): string => {
  const hash = createHash("sha256")
  for (const file of files) {
    const name = Buffer.from(file.name, "utf8")
    hash.update(`${name.length}:`)
    hash.update(name)
    hash.update(`:${file.bytes.byteLength}:`)
    hash.update(file.bytes)
  }
  return hash.digest("hex")
}
