import type { UploadedFileStore } from "@statement-engine/core"
import { Effect, Option } from "effect"
import type { MemoryState } from "./memory-state.js"

/** The uploaded-file store port over a `MemoryState`. */
export const makeMemoryUploadedFileStore = (state: MemoryState): typeof UploadedFileStore.Service => ({
  put: (requestId, files) => Effect.sync(() => void state.files.set(requestId, files)),
  get: (requestId) => Effect.sync(() => Option.fromNullable(state.files.get(requestId))),
  remove: (requestId) => Effect.sync(() => void state.files.delete(requestId))
})
