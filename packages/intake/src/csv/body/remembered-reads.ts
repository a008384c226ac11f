/**
 * `read` of a column's cells, remembered: a cell that is the row above's gets that row's answer
 * without being hashed (rows come in runs of one date or one currency), any other the answer kept
 * for its text, so each distinct cell is read once.
 */
export const rememberedReads = <A>(read: (cell: string) => A): (cell: string) => A => {
  const known = new Map<string, { readonly answer: A }>()
  let lastCell = ""
  let last: { readonly answer: A } | undefined
  return (cell) => {
    if (last === undefined || cell !== lastCell) {
      last = known.get(cell)
      if (last === undefined) {
        last = { answer: read(cell) }
        known.set(cell, last)
      }
      lastCell = cell
    }
    return last.answer
  }
}
