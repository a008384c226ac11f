import type { Draft } from "../csv-shapes.js"

/** Which way the amounts go, in words, or why it could not be told. */
export type Direction = string | { readonly undecided: string }

/** The decision and the rows as it leaves them (the body's own when nothing was turned). */
export interface DirectionSettled {
  readonly direction: Direction
  readonly drafts: ReadonlyArray<Draft>
}
