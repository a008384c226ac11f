import type { StatementFile } from "@statement-engine/analysis"
import type { Option } from "effect"
import { Context, type Effect } from "effect"
import type { ServiceUnavailable, StoreError } from "../domain/errors.js"
import type { RequestId } from "../domain/ids.js"

/** Port: the bytes of uploaded statement files, kept until the report is deleted. */
export class UploadedFileStore extends Context.Tag("@statement-engine/core/UploadedFileStore")<UploadedFileStore, {
  /** Keeps the files; a store that is full of work not yet done answers `ServiceUnavailable`. */
  readonly put: (
    requestId: RequestId,
    files: ReadonlyArray<StatementFile>
  ) => Effect.Effect<void, StoreError | ServiceUnavailable>
  readonly get: (requestId: RequestId) => Effect.Effect<Option.Option<ReadonlyArray<StatementFile>>, StoreError>
  readonly remove: (requestId: RequestId) => Effect.Effect<void, StoreError>
}>() {}
