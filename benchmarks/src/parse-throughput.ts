import { preprocess } from "@statement-engine/analysis"
import { parse } from "csv-parse/sync"
import { mbPerSecond, timed } from "./measure.js"

/**
 * Raw csv-parse (array mode, no cast, no columns) against our pre-processing, on the same bytes.
 * Each round times `filesPerRound` files back to back for each, alternating, and the best round of
 * each is kept: the same statistic as the pipeline's (a round of as many files in flight per
 * thread), so that the ratio compares throughput with throughput. The best single file of raw
 * csv-parse is reported too: that figure dodges the collections a parse leaves to the next one, so
 * against the pipeline's average over a round it understated the ratio.
 */
export const parseThroughput = async (
  name: string,
  bytes: Uint8Array,
  text: string,
  filesPerRound: number,
  rounds: number
) => {
  let rawMs = Number.POSITIVE_INFINITY
  let rawSingleMs = Number.POSITIVE_INFINITY
  let preprocessMs = Number.POSITIVE_INFINITY
  for (let i = 0; i < rounds; i++) {
    // alternating, so that a slow spell of the machine weighs on both figures of the ratio alike
    const raw = await timed(async () => {
      for (let f = 0; f < filesPerRound; f++) {
        rawSingleMs = Math.min(rawSingleMs, (await timed(() => parse(text, { relax_column_count: true }))).ms)
      }
    })
    rawMs = Math.min(rawMs, raw.ms / filesPerRound)
    const ours = await timed(() => {
      for (let f = 0; f < filesPerRound; f++) preprocess([{ name, bytes }], {})
    })
    preprocessMs = Math.min(preprocessMs, ours.ms / filesPerRound)
  }
  return {
    /** Milliseconds per file in the best round. */
    rawMs,
    rawMbPerSecond: mbPerSecond(bytes.length, rawMs),
    rawSingleMbPerSecond: mbPerSecond(bytes.length, rawSingleMs),
    preprocessMs,
    preprocessMbPerSecond: mbPerSecond(bytes.length, preprocessMs)
  }
}
