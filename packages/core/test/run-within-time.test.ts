import { Either } from "effect"
import { describe, expect, it } from "vitest"
import { runWithinTime } from "../src/index.js"

const spin = (millis: number) => {
  const until = performance.now() + millis
  let turns = 0
  while (performance.now() < until) turns++
  return turns
}

describe("running synchronous work on the calling thread within a time limit", () => {
  it("stops work that runs past the limit, and the thread goes on working", () => {
    const started = performance.now()
    const stopped = runWithinTime(100, () => spin(10_000))
    const took = performance.now() - started
    expect(Either.isLeft(stopped) && stopped.left).toMatchObject({ _tag: "AnalysisLimitExceeded", limit: "time" })
    expect(took).toBeLessThan(5_000)
    expect(runWithinTime(1_000, () => 6 * 7)).toEqual(Either.right(42))
  })

  it("answers what the work answers, throws what it throws, and nests", () => {
    expect(runWithinTime(1_000, () => ({ rows: [1, 2] }))).toEqual(Either.right({ rows: [1, 2] }))
    expect(() =>
      runWithinTime(1_000, () => {
        throw new RangeError("bad row")
      })
    ).toThrow(RangeError)
    expect(runWithinTime(1_000, () => runWithinTime(1_000, () => "inner"))).toEqual(Either.right(Either.right("inner")))
  })

  it("runs work without a finite limit unwatched", () => {
    expect(runWithinTime(Number.POSITIVE_INFINITY, () => "done")).toEqual(Either.right("done"))
  })
})
