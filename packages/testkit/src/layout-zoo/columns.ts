import { currencyMark } from "./cells.js"
import type { Rng } from "./rng.js"
import { type ColumnRole, headerSynonyms, required } from "./tables.js"
import type { Traits } from "./traits.js"

/** The roles of a layout's columns, in the order the file prints them. */
export const chooseRoles = (rng: Rng, t: Traits): ReadonlyArray<ColumnRole> => {
  const money: Array<ColumnRole> = t.direction === "debit-credit" || t.direction === "debit-negative"
    ? (rng.chance(0.7) ? ["debit", "credit"] : ["credit", "debit"])
    : t.direction === "indicator"
    ? ["amount", "direction"]
    : ["amount"]
  const middle: Array<ColumnRole> = ["description"]
  if (rng.chance(0.5)) middle.splice(rng.int(0, 1), 0, "counterparty")
  if (rng.chance(0.4)) middle.push("reference")
  const tail: Array<ColumnRole> = [...money]
  if (t.currencyPlacement === "column") tail.splice(rng.chance(0.6) ? tail.length : 0, 0, "currency")
  if (t.balance === "yes") tail.push("balance")
  if (t.status === "column" || t.status === "negated-column") tail.push("status")
  const dates: Array<ColumnRole> = t.valueDate === "yes"
    ? (rng.chance(0.8) ? ["booking_date", "value_date"] : ["value_date", "booking_date"])
    : ["booking_date"]
  const roles = rng.chance(0.75)
    ? [...dates, ...middle, ...tail]
    : rng.chance(0.5)
    ? [...dates, ...tail, ...middle]
    : [...middle, ...dates, ...tail]
  if (t.accounts === "account-column" || rng.chance(0.08)) {
    roles.splice(rng.chance(0.6) ? 0 : roles.length, 0, "account")
  }
  return roles
}

const camel = (h: string): string =>
  h
    .split(/[\s_\-/.]+/)
    .filter((w) => w !== "")
    .map((w) => (w[0] ?? "").toUpperCase() + w.slice(1))
    .join("")

const snake = (h: string): string =>
  h
    .toLowerCase()
    .replace(/[\s\-/.]+/g, "_")
    .replace(/^_+|_+$/g, "")

/** A header cell in the layout's letter case. */
export const casedHeader = (h: string, headerCase: Traits["headerCase"]): string =>
  headerCase === "upper"
    ? h.toUpperCase()
    : headerCase === "lower"
    ? h.toLowerCase()
    : headerCase === "camel"
    ? camel(h)
    : headerCase === "snake"
    ? snake(h)
    : h

const templated = (s: string): boolean => s.includes("{cur}") || s.includes("{sym}")
const moneyRoles: ReadonlyArray<ColumnRole> = ["amount", "debit", "credit"]

/**
 * Header cells for the roles in the layout's language: a different synonym per column, the
 * currency in the money headers when the layout puts it there, never otherwise.
 */
export const headerCells = (
  rng: Rng,
  t: Traits,
  roles: ReadonlyArray<ColumnRole>,
  currency: string
): ReadonlyArray<string> => {
  const byRole = required(headerSynonyms, t.headerLanguage, "header synonyms")
  const used = new Set<string>()
  return roles.map((role) => {
    const all = required(byRole, role, `header synonyms for ${role}`)
    const wantsCurrency = t.currencyPlacement === "header" && moneyRoles.includes(role)
    const allowed = all.filter((s) =>
      !used.has(s.toLowerCase()) &&
      (wantsCurrency ? templated(s) : !templated(s) || (t.currencyPlacement === "header" && role === "balance"))
    )
    const plain = all.filter((s) => !templated(s) && !used.has(s.toLowerCase()))
    const chosen = allowed.length > 0
      ? rng.pick(allowed)
      : wantsCurrency
      ? `${rng.pick(plain.length > 0 ? plain : all)} ({cur})`
      : rng.pick(plain.length > 0 ? plain : all)
    used.add(chosen.toLowerCase())
    const filled = chosen.replace("{cur}", currency).replace("{sym}", currencyMark(currency, t.country, true))
    return casedHeader(filled, t.headerCase)
  })
}
