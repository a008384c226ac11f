/**
 * Markup known to be safe: made only by the `html` template below, whose interpolated values are
 * escaped unless they are themselves `Html`. Every string from a statement (descriptions,
 * counterparties, file names, account ids) enters the page as text through it.
 */
export class Html {
  constructor(readonly markup: string) {}
  toString(): string {
    return this.markup
  }
}

/** What an `html` template may interpolate. */
export type HtmlValue = Html | string | number | null | undefined | ReadonlyArray<HtmlValue>

const ESCAPES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  "\"": "&quot;",
  "'": "&#39;"
}

/** Text for an HTML text node or a quoted attribute value: `& < > " '` escaped. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c)

const markupOf = (value: HtmlValue): string => {
  if (value instanceof Html) return value.markup
  if (value === null || value === undefined) return ""
  if (typeof value === "number") return escapeHtml(String(value))
  if (typeof value === "string") return escapeHtml(value)
  let out = ""
  for (const item of value) out += markupOf(item)
  return out
}

/** Markup from a template: strings and numbers interpolated as escaped text, `Html` as it is, arrays joined. */
export const html = (strings: TemplateStringsArray, ...values: ReadonlyArray<HtmlValue>): Html => {
  let out = strings[0] ?? ""
  for (let i = 0; i < values.length; i++) out += markupOf(values[i]) + (strings[i + 1] ?? "")
  return new Html(out)
}

/**
 * JSON to place inside a `<script type="application/json">`: `<`, `>`, `&` and the JavaScript
 * line terminators escaped, so no string in it can close the script element or open a comment.
 */
export const scriptJson = (value: unknown): Html =>
  new Html(
    (JSON.stringify(value) ?? "null").replace(/[<>&\u2028\u2029]/g, (c) =>
      `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`)
  )
