import type { SqlError } from "@effect/sql/SqlError"
import { type StoreError, StoreUnavailable, UnreadableRecord } from "@statement-engine/core"
import { Effect, Option, ParseResult, Predicate, Schema } from "effect"

const isSqlError = (e: unknown): e is SqlError => Predicate.isTagged(e, "SqlError")

/** A migration did not apply (its transaction rolled back): the store does not start on this schema. */
export class MigrationFailed extends Schema.TaggedError<MigrationFailed>()("MigrationFailed", {
  detail: Schema.String
}) {}

/** Why the PostgreSQL store did not start: the database is unreachable, a row is unreadable, or a migration failed. */
export type PgStoreStartError = StoreError | MigrationFailed

/**
 * Where a value failed to decode and how, without the values themselves (a row may hold secrets,
 * which are never logged).
 */
const whereItFailed = (error: ParseResult.ParseError): string =>
  ParseResult.ArrayFormatter.formatErrorSync(error)
    .map((issue) => `${issue.path.length === 0 ? "(the value)" : issue.path.join(".")}: ${issue._tag}`)
    .join("; ")

/**
 * Any database failure as the engine's ports name it: the store is unavailable (answered 503).
 * A row that does not decode is not an outage: `decodeRows` names it as an `UnreadableRecord`,
 * and any other value that does not decode is one too.
 */
export const unavailable = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.catchIf(
    effect,
    (e: E): e is Extract<E, SqlError | ParseResult.ParseError> => isSqlError(e) || ParseResult.isParseError(e),
    (e) =>
      Effect.fail(
        isSqlError(e)
          ? new StoreUnavailable({ detail: `the database is unavailable: ${e.message}` })
          : new UnreadableRecord({ kind: "stored value", key: "", detail: whereItFailed(e) })
      )
  ).pipe(
    // a transaction whose connection died fails its rollback as a defect: the same outage
    Effect.catchSomeDefect((defect) =>
      isSqlError(defect) && Predicate.hasProperty(defect, "message") && typeof defect.message === "string"
        ? Option.some(Effect.fail(new StoreUnavailable({ detail: `the database is unavailable: ${defect.message}` })))
        : Option.none()
    )
  )

/** A row of a key column and a `json`/`jsonb` column holding one Schema-encoded value. */
const KeyedRow = Schema.Struct({ key: Schema.String, body: Schema.Unknown })
const decodeKeyedRows = Schema.decodeUnknown(Schema.Array(KeyedRow))

/**
 * Decodes the `body` column of each row (selected with its `key`) with `schema`. A row that does
 * not decode fails as an `UnreadableRecord` naming the `kind` of record and its key, and is logged
 * with what did not decode (the answer to the client names only the record).
 */
export const decodeRows = <A, I>(schema: Schema.Schema<A, I>, kind: string) => {
  const decodeOne = Schema.decodeUnknown(schema)
  return (rows: unknown): Effect.Effect<ReadonlyArray<A>, UnreadableRecord> =>
    Effect.flatMap(
      Effect.mapError(
        decodeKeyedRows(rows),
        (error) => new UnreadableRecord({ kind, key: "", detail: whereItFailed(error) })
      ),
      (keyed) =>
        Effect.forEach(keyed, (row) =>
          Effect.mapError(
            decodeOne(row.body),
            (error) => new UnreadableRecord({ kind, key: row.key, detail: whereItFailed(error) })
          ))
    ).pipe(
      Effect.tapError((unreadable) =>
        Effect.logError(`a stored ${kind} does not decode`).pipe(
          Effect.annotateLogs({ kind, key: unreadable.key, reason: unreadable.detail })
        )
      )
    )
}
