/** A column's value counter; a class, so that its code outlives each statement (see `makeValueCounter`). */
export class ValueCounter {
  private readonly tally = new Map<string, number>()
  private run = ""
  private runLength = 0

  private flush(): void {
    if (this.runLength > 0) this.tally.set(this.run, (this.tally.get(this.run) ?? 0) + this.runLength)
  }

  add(value: string): void {
    if (value === this.run && this.runLength > 0) this.runLength++
    else if (value !== "" && !(value.charCodeAt(0) <= 32 && value.trim() === "")) {
      this.flush()
      this.run = value
      this.runLength = 1
    }
  }

  counts(): Map<string, number> {
    this.flush()
    this.runLength = 0
    return this.tally
  }
}

/**
 * Counts a column's non-blank values as they come, in the order each first appears. Statements
 * list a day's rows together, so a run of one value is counted at once rather than row by row; a
 * blank (empty or white space only) neither counts nor ends a run.
 */
export const makeValueCounter = (): ValueCounter => new ValueCounter()
