import type { SqlError } from "@effect/sql/SqlError"
import { StoreUnavailable } from "@statement-engine/core"
import { Effect, Option, type ParseResult, Predicate, Schema } from "effect"

type DatabaseFailure = SqlError | ParseResult.ParseError

const isDatabaseFailure = (e: unknown): e is DatabaseFailure =>
  Predicate.isTagged(e, "SqlError") || Predicate.isTagged(e, "ParseError")

const toUnavailable = (e: DatabaseFailure) =>
  new StoreUnavailable({
    detail: e._tag === "ParseError"
      ? `a stored row does not decode: ${e.message}`
      : `the database is unavailable: ${e.message}`
  })

/**
 * Any database failure as the engine's ports name it: the store is unavailable (answered 503).
 * A row that no longer decodes is reported the same way, with what did not decode.
 */
export const unavailable = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.catchIf(
    effect,
    (e: E): e is Extract<E, DatabaseFailure> => isDatabaseFailure(e),
    (e) => Effect.fail(toUnavailable(e))
  ).pipe(
    // a transaction whose connection died fails its rollback as a defect: the same outage
    Effect.catchSomeDefect((defect) =>
      Predicate.isTagged(defect, "SqlError") && Predicate.hasProperty(defect, "message") &&
        typeof defect.message === "string"
        ? Option.some(Effect.fail(new StoreUnavailable({ detail: `the database is unavailable: ${defect.message}` })))
        : Option.none()
    )
  )

/** A `json`/`jsonb` column holding one Schema-encoded value. */
const BodyRow = Schema.Struct({ body: Schema.Unknown })

/** Decodes the `body` column of each row with `schema`. */
export const decodeBodies = <A, I>(schema: Schema.Schema<A, I>) => {
  const rowsOf = Schema.decodeUnknown(Schema.Array(BodyRow))
  const decodeOne = Schema.decodeUnknown(schema)
  return (rows: unknown) =>
    Effect.flatMap(rowsOf(rows), (bodies) => Effect.forEach(bodies, (row) => decodeOne(row.body)))
}
