import { Data, Effect } from "effect"
import { readFile } from "node:fs/promises"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"

/** The charting library could not be read from its package. */
export class ChartLibraryMissing extends Data.TaggedError("ChartLibraryMissing")<{ readonly detail: string }> {}

/**
 * Chart.js's browser build (UMD, minified, 200 KB, MIT licence header kept), read from the
 * `chart.js` package found from `from` (this module by default; a bundled program passes its own
 * location, with `chart.js` among its dependencies), for inlining into a report page.
 */
export const loadChartLibrary = (from: string | URL = import.meta.url): Effect.Effect<string, ChartLibraryMissing> =>
  Effect.tryPromise({
    try: () => {
      const entry = createRequire(from).resolve("chart.js")
      return readFile(join(dirname(entry), "chart.umd.min.js"), "utf8")
    },
    catch: (cause) =>
      new ChartLibraryMissing({
        detail: `cannot read Chart.js's browser build (install the chart.js package): ${
          cause instanceof Error ? cause.message : String(cause)
        }`
      })
  })
