import { preprocess } from "@statement-engine/analysis"
import { parse } from "csv-parse/sync"
import { bestOf, mbPerSecond } from "./measure.js"

/** Raw csv-parse (array mode, no cast, no columns) against our pre-processing, on the same bytes. */
export const parseThroughput = async (name: string, bytes: Uint8Array, text: string) => {
  const runs = bytes.length > 50e6 ? 2 : 4
  const rawMs = await bestOf(runs, () => parse(text, { relax_column_count: true }))
  const preprocessMs = await bestOf(runs, () => preprocess([{ name, bytes }], {}))
  return {
    rawMs,
    rawMbPerSecond: mbPerSecond(bytes.length, rawMs),
    preprocessMs,
    preprocessMbPerSecond: mbPerSecond(bytes.length, preprocessMs)
  }
}
