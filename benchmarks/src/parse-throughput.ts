import { preprocess } from "@statement-engine/analysis"
import { parse } from "csv-parse/sync"
import { bestOf, mbPerSecond } from "./measure.js"

/** Raw csv-parse (array mode, no cast, no columns) against our pre-processing, on the same bytes, best of alternating runs. */
export const parseThroughput = async (name: string, bytes: Uint8Array, text: string) => {
  // alternating, so that a slow spell of the machine weighs on both figures of the ratio alike
  const rounds = bytes.length > 50e6 ? 3 : 6
  let rawMs = Number.POSITIVE_INFINITY
  let preprocessMs = Number.POSITIVE_INFINITY
  for (let i = 0; i < rounds; i++) {
    rawMs = Math.min(rawMs, await bestOf(1, () => parse(text, { relax_column_count: true })))
    preprocessMs = Math.min(preprocessMs, await bestOf(1, () => preprocess([{ name, bytes }], {})))
  }
  return {
    rawMs,
    rawMbPerSecond: mbPerSecond(bytes.length, rawMs),
    preprocessMs,
    preprocessMbPerSecond: mbPerSecond(bytes.length, preprocessMs)
  }
}
