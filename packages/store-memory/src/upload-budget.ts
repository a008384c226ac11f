import type { ServiceUnavailable } from "@statement-engine/core"
import { type Clock, Context, Effect, Either, FiberRef, Layer, type Scope } from "effect"
import { hasRoom, makeRoom } from "./memory-capacity.js"
import type { MemoryState } from "./memory-state.js"

/** The bytes one upload holds while it is received, counted against an `UploadBudget`. */
export interface UploadReservation {
  /**
   * Counts `bytes` more, as they arrive (synchronous, so that a body reader can call it per chunk);
   * refused when the budget has no room for them.
   */
  readonly add: (bytes: number) => Either.Either<void, ServiceUnavailable>
  /**
   * Runs `effect`, the upload's intake, so that when the store takes the upload's files this
   * reservation ends in the same step: the bytes are counted once, as the store's.
   */
  readonly storing: <A, E, R>(effect: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>
}

/**
 * The memory that uploads being received may hold. With the in-memory store it is the store's byte
 * bound: an upload's bytes count with the files and results kept from when they arrive, and when
 * there is no room (after deleting finished reports, then idle uploads, oldest first) the upload is
 * refused as `ServiceUnavailable`.
 */
export class UploadBudget extends Context.Tag("@statement-engine/store-memory/UploadBudget")<UploadBudget, {
  /** The whole budget: an upload larger than this could never be received, however long it waited. */
  readonly maxBytes: number
  /**
   * Whether `bytes` more would find room now, without holding any: a declared length is checked
   * so, since holding what has not arrived would let a client that never sends it starve the rest.
   */
  readonly roomFor: (bytes: number) => Either.Either<void, ServiceUnavailable>
  /** An empty reservation, to count the body as it arrives; ended with the scope. */
  readonly reserve: Effect.Effect<UploadReservation, never, Scope.Scope>
}>() {}

/** A reservation being stored: the file store ends it when it counts the files. */
interface Held {
  readonly state: MemoryState
  readonly release: () => void
}

/** The reservation of the upload whose files are being stored in this fiber, if any. */
const beingStored = FiberRef.unsafeMake<Held | undefined>(undefined)

/** What ends the reservation of the upload being stored in this fiber, when it is one of `state`'s. */
export const reservationEnd = (state: MemoryState): Effect.Effect<() => void> =>
  Effect.map(FiberRef.get(beingStored), (held) => held?.state === state ? held.release : () => undefined)

const reservationIn = (state: MemoryState, clock: Clock.Clock) => {
  let bytes = 0
  const release = () => {
    state.usage.reserved -= bytes
    bytes = 0
  }
  const held: Held = { state, release }
  const reservation: UploadReservation = {
    add: (more) => {
      if (more <= 0) return Either.void
      const room = makeRoom(state, { reports: 0, bytes: more }, clock.unsafeCurrentTimeMillis())
      if (Either.isLeft(room)) return room
      state.usage.reserved += more
      bytes += more
      return Either.void
    },
    storing: (effect) => Effect.locally(effect, beingStored, held)
  }
  return { reservation, release }
}

/** The upload budget of a `MemoryState`: the store's own byte bound. */
export const makeMemoryUploadBudget = (state: MemoryState): typeof UploadBudget.Service => ({
  maxBytes: state.limits.maxBytes,
  roomFor: (bytes) => hasRoom(state, { reports: 0, bytes }),
  reserve: Effect.flatMap(Effect.clock, (clock) =>
    Effect.map(
      Effect.acquireRelease(Effect.sync(() => reservationIn(state, clock)), ({ release }) => Effect.sync(release)),
      ({ reservation }) => reservation
    ))
})

const unbounded: UploadReservation = { add: () => Either.void, storing: (effect) => effect }

/**
 * A budget that refuses nothing: for stores that keep uploads outside the process (PostgreSQL),
 * where uploads in flight are bounded by the body limit and the connection bound alone.
 */
export const UnboundedUploadBudget: Layer.Layer<UploadBudget> = Layer.succeed(UploadBudget, {
  maxBytes: Number.POSITIVE_INFINITY,
  roomFor: () => Either.void,
  reserve: Effect.succeed(unbounded)
})
