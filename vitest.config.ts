import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    include: ["packages/*/test/**/*.test.ts", "examples/*/test/**/*.test.ts"],
    reporters: ["default", "./scripts/summary-reporter.ts"],
    // vitest's default on 2 cores is one worker; most slow suites wait on servers and child processes
    maxWorkers: 2,
    minWorkers: 1,
    testTimeout: 30_000,
    hookTimeout: 60_000
  }
})
