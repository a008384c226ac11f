import { readFileSync } from "node:fs"

let read = 0

/**
 * A data table of `./data`, parsed when the categoriser first needs it rather than at import: the
 * server's main thread imports this package to read uploads and never categorises, so it should
 * not hold the tables. The server bundle ships the same files in `dist/data/` beside itself.
 */
export const readDataFile = (name: string): unknown => {
  read++
  return JSON.parse(readFileSync(new URL(`./data/${name}`, import.meta.url), "utf8"))
}

/** How many data tables this thread has read so far (a probe for tests). */
export const dataFilesRead = (): number => read
