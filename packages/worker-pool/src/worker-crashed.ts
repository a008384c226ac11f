import { Data } from "effect"

/** A worker thread died or was stopped while running a task, or answered what it should not. */
export class WorkerCrashed extends Data.TaggedError("WorkerCrashed")<{ readonly detail: string }> {}
