import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    include: ["packages/*/test/**/*.test.ts", "examples/*/test/**/*.test.ts"],
    reporters: ["default", "./scripts/summary-reporter.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000
  }
})
