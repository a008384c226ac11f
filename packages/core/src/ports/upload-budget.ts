import type { Effect, Either, Scope } from "effect"
import { Context } from "effect"
import type { ServiceUnavailable, UploadsInFlightLimited } from "../domain/errors.js"
import type { ClientId } from "../domain/ids.js"

/** Why an upload's bytes were refused: no room in the budget, or its client's share is held. */
export type UploadRefused = ServiceUnavailable | UploadsInFlightLimited

/** The bytes one upload holds while it is received, counted against an `UploadBudget`. */
export interface UploadReservation {
  /**
   * Counts `bytes` more, as they arrive (synchronous, so that a body reader can call it per chunk);
   * refused when its client's uploads would pass their share, or the budget has no room for them.
   */
  readonly add: (bytes: number) => Either.Either<void, UploadRefused>
  /**
   * Tells that the body has wholly arrived: its bytes no longer count against its client's share
   * (what the client can hold by sending slowly), but still against the budget until stored.
   */
  readonly received: () => void
  /**
   * Runs `effect`, the upload's intake, so that when the store takes the upload's files this
   * reservation ends in the same step: the bytes are counted once, as the store's.
   */
  readonly storing: <A, E, R>(effect: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>
}

/**
 * The memory that uploads being received may hold, and what the bodies of one client's uploads
 * still arriving may hold of it together (`maxClientBytes`), so that a client sending slowly cannot
 * starve the others; once a body has wholly arrived, waiting for the server is not the client's
 * doing, and it counts against the budget alone. With the
 * in-memory store the whole budget is the store's byte bound: an upload's bytes count with the
 * files and results kept from when they arrive, and when there is no room (after deleting finished
 * reports, then idle uploads, oldest first) the upload is refused as `ServiceUnavailable`.
 */
export class UploadBudget extends Context.Tag("@statement-engine/core/UploadBudget")<UploadBudget, {
  /** The whole budget: an upload larger than this could never be received, however long it waited. */
  readonly maxBytes: number
  /** What the bodies of one client's uploads still arriving may hold together. */
  readonly maxClientBytes: number
  /**
   * Whether `bytes` more from `client` would find room now, without holding any: a declared length
   * is checked so, since holding what has not arrived would let a client that never sends it
   * starve the rest.
   */
  readonly roomFor: (client: ClientId, bytes: number) => Either.Either<void, UploadRefused>
  /** An empty reservation of `client`'s, to count the body as it arrives; ended with the scope. */
  readonly reserve: (client: ClientId) => Effect.Effect<UploadReservation, never, Scope.Scope>
}>() {}
