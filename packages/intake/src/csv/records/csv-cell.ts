/** Removes quote characters left at a cell's edges by malformed quoting (`"NL77RABO...`, `"UAB "X""`). */
const stripStrayQuotes = (c: string): string => {
  if (!c.includes("\"")) return c
  const starts = c.startsWith("\"")
  const ends = c.endsWith("\"") && c.length > 1
  if (starts && ends) return c.slice(1, -1).trim()
  const count = c.split("\"").length - 1
  if (count === 1 && starts) return c.slice(1).trim()
  if (count === 1 && ends) return c.slice(0, -1).trim()
  return c
}

/** A cell trimmed, stray edge quotes removed. */
export const cleanCell = (c: unknown): string => {
  const v = typeof c === "string" ? c : ""
  const first = v.charCodeAt(0)
  const last = v.charCodeAt(v.length - 1)
  const trimmed = first <= 32 || last <= 32 || first > 126 || last > 126 ? v.trim() : v
  return trimmed.includes("\"") ? stripStrayQuotes(trimmed) : trimmed
}
