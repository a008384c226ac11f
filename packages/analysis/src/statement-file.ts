import { Schema } from "effect"

/** One uploaded statement file: its name as sent and its raw bytes. */
export const StatementFile = Schema.Struct({
  name: Schema.String,
  bytes: Schema.Uint8ArrayFromSelf
})
export type StatementFile = typeof StatementFile.Type
