/** One piece of OFX markup: an aggregate opening, a leaf with its value, or a closing tag. */
export type OfxToken =
  | { readonly kind: "open"; readonly tag: string; readonly line: number }
  | { readonly kind: "leaf"; readonly tag: string; readonly value: string; readonly line: number }
  | { readonly kind: "close"; readonly tag: string; readonly closed: ReadonlyArray<string> }

const decode = (s: string): string => {
  const t = s.includes("&")
    ? s.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, "\"").replace(/&apos;/g, "'").replace(
      /&amp;/g,
      "&"
    )
    : s
  return t.replace(/\s+/g, " ").trim()
}

/** Line feeds in text[from, to) (a search for the next one could run to the end of the text each time). */
const newlinesIn = (text: string, from: number, to: number): number => {
  let n = 0
  for (let i = from; i < to; i++) if (text.charCodeAt(i) === 10) n++
  return n
}

/**
 * Walks OFX 1.x (SGML, leaf elements unclosed) and 2.x (XML) alike, in one pass: `<TAG>value` is
 * a leaf, `<TAG>` with no value opens an aggregate, `</TAG>` closes back to the open aggregate of
 * that name (and every one opened inside it), a closing tag with no such aggregate open is
 * ignored. Which names are open is counted, so that a closing tag costs no search of the open
 * aggregates: the walk is linear in the text whatever its markup.
 */
export const walkOfx = (text: string, visit: (token: OfxToken) => void): void => {
  const start = text.search(/<OFX>/i)
  let pos = start < 0 ? 0 : start
  let line = 1 + newlinesIn(text, 0, pos)
  const stack: Array<string> = []
  const open = new Map<string, number>()
  const n = text.length
  while (pos < n) {
    const lt = text.indexOf("<", pos)
    if (lt < 0) break
    line += newlinesIn(text, pos, lt)
    const gt = text.indexOf(">", lt + 1)
    if (gt < 0) break
    const nextLt = text.indexOf("<", gt + 1)
    const valueEnd = nextLt < 0 ? n : nextLt
    const rawTag = text.slice(lt + 1, gt).trim()
    const tagLine = line
    line += newlinesIn(text, lt, gt)
    pos = gt + 1
    if (rawTag.startsWith("?") || rawTag.startsWith("!")) continue
    if (rawTag.startsWith("/")) {
      const tag = rawTag.slice(1).trim().toUpperCase()
      if ((open.get(tag) ?? 0) === 0) continue
      const closed: Array<string> = []
      for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
        open.set(top, (open.get(top) ?? 1) - 1)
        closed.push(top)
        if (top === tag) break
      }
      visit({ kind: "close", tag, closed })
      continue
    }
    const tag = (rawTag.split(/\s/, 1)[0] ?? "").toUpperCase()
    const value = decode(text.slice(gt + 1, valueEnd))
    if (value === "") {
      stack.push(tag)
      open.set(tag, (open.get(tag) ?? 0) + 1)
      visit({ kind: "open", tag, line: tagLine })
    } else visit({ kind: "leaf", tag, value, line: tagLine })
  }
}
