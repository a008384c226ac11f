import { defineConfig } from "vitest/config"

// The test runner's configuration under mutation testing: only the test files of the target being run
// (`MUTATION_TEST_FILES`, comma-separated globs, set by scripts/mutation.ts), no summary reporter.
// Stryker's own `testFiles` option is not used: with it, 9.6.1 activates static mutants after their
// module has loaded, so they survive whatever the tests check (stryker-js issue 6144).
const only = process.env.MUTATION_TEST_FILES

export default defineConfig({
  test: {
    include: only === undefined || only === "" ? ["packages/*/test/**/*.test.ts"] : only.split(","),
    testTimeout: 30_000,
    hookTimeout: 60_000
  }
})
