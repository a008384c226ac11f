import { Either } from "effect"
import { SaxesParser } from "saxes"

/** A parsed XML element: local name (namespace prefix dropped), attributes, children, text, start line. */
export interface XmlElement {
  readonly name: string
  readonly attrs: ReadonlyMap<string, string>
  readonly children: Array<XmlElement>
  text: string
  readonly line: number
}

/** What a streamed read does with the document: which subtrees it keeps, and what it does with them. */
export interface XmlHandlers {
  /** Called for every element as it opens, with its parent's local name ("" at the top). */
  readonly opened?: (name: string, parent: string) => void
  /** Called for every element as it closes. */
  readonly closed?: (name: string) => void
  /** True when the element opening under `parent` should be built as a tree and handed to `subtree`. */
  readonly keep: (name: string, parent: string) => boolean
  /** A kept element, complete, as it closes. */
  readonly subtree: (element: XmlElement, parent: string) => void
}

/** Bounds that keep a read linear and its memory small whatever the markup. */
export interface XmlLimits {
  /** Deepest nesting accepted. */
  readonly depth: number
  /** Most elements one kept subtree may hold. */
  readonly subtreeElements: number
}

/** ISO 20022 messages nest about 12 levels and an entry holds at most a few thousand elements. */
export const CAMT_LIMITS: XmlLimits = { depth: 64, subtreeElements: 200_000 }

const EMPTY_ATTRS: ReadonlyMap<string, string> = new Map()

const localName = (qname: string): string => qname.slice(qname.indexOf(":") + 1)

/** Thrown inside the parser's handlers to stop the read at once. */
class Stop {
  constructor(readonly reason: string) {}
}

/**
 * Reads XML with `saxes` (a streaming, well-formedness-checking parser: linear in the text),
 * building trees only for the subtrees `handlers.keep` asks for, each handed over and dropped as
 * it closes, so that memory is bounded by the largest kept subtree. The first well-formedness
 * error, a nesting deeper than `limits.depth` or a kept subtree larger than
 * `limits.subtreeElements` stops the read with a reason naming the line.
 */
export const streamXml = (text: string, handlers: XmlHandlers, limits: XmlLimits): Either.Either<void, string> => {
  const parser = new SaxesParser({ xmlns: false, position: true })
  const names: Array<string> = []
  const built: Array<XmlElement> = []
  let keptDepth = -1
  let keptCount = 0
  const appendText = (t: string) => {
    const top = built[built.length - 1]
    if (top !== undefined) top.text += t
  }
  parser.on("error", (e) => {
    throw new Stop(`it is not well-formed XML (${e.message})`)
  })
  parser.on("opentag", (tag) => {
    const name = localName(tag.name)
    const parent = names[names.length - 1] ?? ""
    if (names.length >= limits.depth) {
      throw new Stop(`its elements nest deeper than ${limits.depth} levels (line ${parser.line})`)
    }
    handlers.opened?.(name, parent)
    if (keptDepth < 0 && handlers.keep(name, parent)) {
      keptDepth = names.length
      keptCount = 0
    }
    names.push(name)
    if (keptDepth < 0) return
    if (++keptCount > limits.subtreeElements) {
      throw new Stop(`one of its entries holds more than ${limits.subtreeElements} elements (line ${parser.line})`)
    }
    const attrs = Object.keys(tag.attributes).length === 0 ? EMPTY_ATTRS : new Map(
      Object.entries(tag.attributes).map(([k, v]) => [localName(k), String(v)])
    )
    const el: XmlElement = { name, attrs, children: [], text: "", line: parser.line }
    built[built.length - 1]?.children.push(el)
    built.push(el)
  })
  parser.on("closetag", () => {
    const name = names.pop() ?? ""
    if (keptDepth >= 0) {
      const el = built.pop()
      if (names.length === keptDepth && el !== undefined) {
        keptDepth = -1
        handlers.subtree(el, names[names.length - 1] ?? "")
      }
    }
    handlers.closed?.(name)
  })
  parser.on("text", appendText)
  parser.on("cdata", appendText)
  try {
    parser.write(text).close()
    return Either.void
  } catch (e) {
    if (e instanceof Stop) return Either.left(e.reason)
    throw e
  }
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

/** Every descendant with this local name, in document order (walked without recursion). */
export const descendants = (el: XmlElement | undefined, name: string): ReadonlyArray<XmlElement> => {
  const out: Array<XmlElement> = []
  if (el === undefined) return out
  const stack: Array<XmlElement> = [...el.children].reverse()
  for (let e = stack.pop(); e !== undefined; e = stack.pop()) {
    if (e.name === name) out.push(e)
    for (let i = e.children.length - 1; i >= 0; i--) stack.push(e.children[i] as XmlElement)
  }
  return out
}
