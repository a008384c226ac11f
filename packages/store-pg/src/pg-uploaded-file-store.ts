import { SqlClient } from "@effect/sql"
import { UnreadableRecord, type UploadedFileStore } from "@statement-engine/core"
import { Effect, Option, Schema } from "effect"
import { unavailable } from "./store-errors.js"

const FileRow = Schema.Struct({ name: Schema.String, bytes: Schema.Uint8ArrayFromSelf })

/** The uploaded-file store port on PostgreSQL: each file's bytes in a `bytea` row, kept until the report goes. */
export const makePgUploadedFileStore = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const store: typeof UploadedFileStore.Service = {
    put: (requestId, files) =>
      unavailable(sql.withTransaction(Effect.gen(function*() {
        yield* sql`DELETE FROM se_uploaded_files WHERE request_id = ${requestId}`
        for (const [position, file] of files.entries()) {
          const bytes = Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength)
          yield* sql`INSERT INTO se_uploaded_files (request_id, position, name, bytes)
            VALUES (${requestId}, ${position}, ${file.name}, ${bytes})`
        }
      }))),
    get: (requestId) =>
      unavailable(
        sql`SELECT name, bytes FROM se_uploaded_files WHERE request_id = ${requestId} ORDER BY position`.pipe(
          Effect.flatMap(Schema.decodeUnknown(Schema.Array(FileRow))),
          Effect.mapError((error) =>
            error._tag === "ParseError"
              ? new UnreadableRecord({ kind: "uploaded files of report", key: requestId, detail: "not name and bytes" })
              : error
          ),
          Effect.map((rows) => (rows.length === 0 ? Option.none() : Option.some(rows)))
        )
      ),
    remove: (requestId) =>
      unavailable(sql`DELETE FROM se_uploaded_files WHERE request_id = ${requestId}`).pipe(Effect.asVoid)
  }
  return store
})
