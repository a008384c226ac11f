import { readStatements, withPdfText } from "@statement-engine/analysis"
import { Either } from "effect"
import { readFileSync } from "node:fs"

// one worker's reading of one PDF statement: its resident memory before, and its peak after
const MB = 1024 * 1024
const bytes = new Uint8Array(readFileSync(process.argv[2] ?? ""))
const before = process.memoryUsage().rss / MB
const files = await withPdfText([{ name: "s.pdf", bytes }], {})
if (Either.isLeft(files)) throw new Error(files.left.detail)
const read = readStatements(files.right, {}, { country: "GB" })
if (Either.isLeft(read)) throw new Error(read.left._tag)
console.log(JSON.stringify({ before_mb: before, peak_mb: process.resourceUsage().maxRSS / 1024 }))
