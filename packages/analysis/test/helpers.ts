import { Either } from "effect"
import { type IntakeOptions, readStatements, type StatementFile, type StatementsRead } from "../src/index.js"

/** A statement file from text (UTF-8). */
export const textFile = (name: string, text: string): StatementFile => ({ name, bytes: new TextEncoder().encode(text) })

/** Reads one text file and fails the test with the error when it is refused. */
export const readOk = (name: string, text: string, options: IntakeOptions = {}): StatementsRead => {
  const r = readStatements([textFile(name, text)], options)
  if (Either.isLeft(r)) throw new Error(`expected ${name} to be read, got ${r.left._tag}: ${JSON.stringify(r.left)}`)
  return r.right
}

/** Reads one text file and returns the refusal, failing the test when it is read. */
export const readErr = (name: string, text: string | Uint8Array, options: IntakeOptions = {}) => {
  const file = typeof text === "string" ? textFile(name, text) : { name, bytes: text }
  const r = readStatements([file], options)
  if (Either.isRight(r)) {
    throw new Error(`expected ${name} to be refused, got ${r.right.transactions.length} transactions`)
  }
  return r.left
}

/** [date, amount] pairs of the read transactions. */
export const pairs = (r: StatementsRead): ReadonlyArray<readonly [string, number]> =>
  r.transactions.map((t) => [t.booking_date, t.amount] as const)

/** What a careful reader checks of a read: its count, net (to the cent) and first and last booking dates. */
export const figures = (r: StatementsRead) => {
  const dates = r.transactions.map((t) => t.booking_date).sort()
  const net = r.transactions.reduce((s, t) => s + t.amount, 0)
  return {
    count: r.transactions.length,
    net: Math.round(net * 100) / 100,
    first: dates[0],
    last: dates[dates.length - 1]
  }
}
