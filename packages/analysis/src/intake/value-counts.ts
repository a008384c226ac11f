/**
 * Counts a column's non-blank values as they come, in the order each first appears. Statements
 * list a day's rows together, so a run of one value is counted at once rather than row by row; a
 * blank (empty or white space only) neither counts nor ends a run.
 */
export const makeValueCounter = () => {
  const counts = new Map<string, number>()
  let run = ""
  let runLength = 0
  const flush = () => {
    if (runLength > 0) counts.set(run, (counts.get(run) ?? 0) + runLength)
  }
  return {
    add: (value: string): void => {
      if (value === run && runLength > 0) runLength++
      else if (value !== "" && !(value.charCodeAt(0) <= 32 && value.trim() === "")) {
        flush()
        run = value
        runLength = 1
      }
    },
    counts: (): Map<string, number> => {
      flush()
      runLength = 0
      return counts
    }
  }
}
