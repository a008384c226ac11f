import { describe, expect, it } from "vitest"
import { preferredWaitSeconds } from "../src/handlers/reports.js"

describe("Prefer: wait on results", () => {
  it("reads wait=N among other preferences, at most 30 s, and 0 without one", () => {
    expect(preferredWaitSeconds("wait=5")).toBe(5)
    expect(preferredWaitSeconds("respond-async, wait=12")).toBe(12)
    expect(preferredWaitSeconds("handling=lenient; wait=3")).toBe(3)
    expect(preferredWaitSeconds("wait=600")).toBe(30)
    expect(preferredWaitSeconds("return=minimal")).toBe(0)
    expect(preferredWaitSeconds("nowait=5")).toBe(0)
    expect(preferredWaitSeconds(undefined)).toBe(0)
  })
})
