/** A parsed XML element: local name (namespace prefix dropped), attributes, children, text, start line. */
export interface XmlElement {
  readonly name: string
  readonly attrs: ReadonlyMap<string, string>
  readonly children: Array<XmlElement>
  text: string
  readonly line: number
}

const TOKEN =
  /<!--[\s\S]*?-->|<!\[CDATA\[([\s\S]*?)\]\]>|<\?[\s\S]*?\?>|<!DOCTYPE[^>]*>|<(\/?)([\w:.-]+)((?:\s+[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|([^<]+)/g
const ATTR = /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g

const unescape = (s: string): string =>
  s.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, "\"").replace(/&apos;/g, "'").replace(
    /&#(\d+);/g,
    (_, d: string) => String.fromCodePoint(Number(d))
  ).replace(/&amp;/g, "&")

const localName = (qname: string): string => qname.slice(qname.indexOf(":") + 1)

/** Parses XML tolerantly (mismatched end tags close back to their element); undefined when there is no element. */
export const parseXml = (text: string): XmlElement | undefined => {
  const root: XmlElement = { name: "#root", attrs: new Map(), children: [], text: "", line: 1 }
  const stack: Array<XmlElement> = [root]
  let line = 1
  for (const m of text.matchAll(TOKEN)) {
    const top = stack[stack.length - 1] ?? root
    const tagName = m[3]
    if (m[1] !== undefined) top.text += m[1]
    else if (tagName !== undefined) {
      const name = localName(tagName)
      if (m[2] === "/") {
        const at = stack.map((e) => e.name).lastIndexOf(name)
        if (at > 0) stack.length = at
      } else {
        const attrs = new Map<string, string>()
        for (const a of (m[4] ?? "").matchAll(ATTR)) attrs.set(localName(a[1] ?? ""), unescape(a[2] ?? a[3] ?? ""))
        const el: XmlElement = { name, attrs, children: [], text: "", line }
        top.children.push(el)
        if (m[5] !== "/") stack.push(el)
      }
    } else if (m[6] !== undefined) top.text += unescape(m[6])
    line += m[0].split("\n").length - 1
  }
  return root.children[0]
}

/** The first child with this local name. */
export const child = (el: XmlElement | undefined, name: string): XmlElement | undefined =>
  el?.children.find((c) => c.name === name)

/** All children with this local name. */
export const childrenNamed = (el: XmlElement | undefined, name: string): ReadonlyArray<XmlElement> =>
  el?.children.filter((c) => c.name === name) ?? []

/** Follows a path of local names from an element. */
export const path = (el: XmlElement | undefined, ...names: ReadonlyArray<string>): XmlElement | undefined =>
  names.reduce<XmlElement | undefined>((e, n) => child(e, n), el)

/** Trimmed text of the element at a path, or undefined when absent or empty. */
export const textAt = (el: XmlElement | undefined, ...names: ReadonlyArray<string>): string | undefined => {
  const t = path(el, ...names)?.text.replace(/\s+/g, " ").trim()
  return t === undefined || t === "" ? undefined : t
}

/** Every descendant with this local name, in document order. */
export const descendants = (el: XmlElement | undefined, name: string): ReadonlyArray<XmlElement> => {
  const out: Array<XmlElement> = []
  const walk = (e: XmlElement): void => {
    for (const c of e.children) {
      if (c.name === name) out.push(c)
      walk(c)
    }
  }
  if (el !== undefined) walk(el)
  return out
}
