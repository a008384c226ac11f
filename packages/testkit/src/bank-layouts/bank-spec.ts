import type { Cell, Layout } from "./render.js"

/** A bank's export as written down: its columns as (header, cell) pairs, or cells alone for a file without a header. */
export type Spec = Omit<Layout, "cells" | "header" | "seed" | "rows"> & {
  readonly columns: ReadonlyArray<readonly [string, Cell]> | ReadonlyArray<Cell>
  readonly rows?: number
}
