import { type ClientId, type ServiceUnavailable, UploadsInFlightLimited } from "@statement-engine/core"
import { type Clock, Context, Effect, Either, FiberRef, Layer, type Scope } from "effect"
import { hasRoom, makeRoom } from "./memory-capacity.js"
import { type MemoryState, memoryStoreLimits } from "./memory-state.js"

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
export class UploadBudget extends Context.Tag("@statement-engine/store-memory/UploadBudget")<UploadBudget, {
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

/** The largest upload (the HTTP body limit): a client's share never falls below it. */
const LARGEST_UPLOAD_BYTES = 10 * 1024 * 1024

/** `Retry-After` of an upload refused because its client's share is held: its other uploads end by then or soon after. */
const CLIENT_RETRY_AFTER_SECONDS = 5

/**
 * What one client's uploads in flight may hold of a budget of `maxBytes`: `share` of it, but never
 * less than one largest upload (so that one honest upload always fits when the budget allows) nor
 * more than the budget.
 */
export const clientUploadBytes = (maxBytes: number, share = memoryStoreLimits.clientUploadShare): number =>
  Math.min(maxBytes, Math.max(LARGEST_UPLOAD_BYTES, Math.round(maxBytes * share)))

/** The bytes each client's uploads being received hold; a client is forgotten when it holds none. */
const clientHoldings = (maxClientBytes: number) => {
  const held = new Map<string, number>()
  const roomFor = (client: ClientId, bytes: number): Either.Either<void, UploadsInFlightLimited> =>
    (held.get(client) ?? 0) + bytes <= maxClientBytes ? Either.void : Either.left(
      new UploadsInFlightLimited({
        detail:
          `This client's uploads being received would hold more than ${maxClientBytes} bytes at once; finish or end one of them first.`,
        retry_after_seconds: CLIENT_RETRY_AFTER_SECONDS
      })
    )
  const count = (client: ClientId, bytes: number) => {
    const now = (held.get(client) ?? 0) + bytes
    if (now > 0) held.set(client, now)
    else held.delete(client)
  }
  return { roomFor, count }
}

type ClientHoldings = ReturnType<typeof clientHoldings>

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

/** The bytes an upload holds against its client's share: those of a body still arriving. */
const clientShareOf = (clients: ClientHoldings, client: ClientId) => {
  let bytes = 0
  return {
    add: (more: number) => {
      clients.count(client, more)
      bytes += more
    },
    release: () => {
      clients.count(client, -bytes)
      bytes = 0
    }
  }
}

const reservationIn = (state: MemoryState, clients: ClientHoldings, client: ClientId, clock: Clock.Clock) => {
  let bytes = 0
  const share = clientShareOf(clients, client)
  const release = () => {
    state.usage.reserved -= bytes
    bytes = 0
    share.release()
  }
  const held: Held = { state, release }
  const reservation: UploadReservation = {
    add: (more) => {
      if (more <= 0) return Either.void
      // the client's own share first: an upload refused for it deletes nothing to make room
      const ownRoom = clients.roomFor(client, more)
      if (Either.isLeft(ownRoom)) return ownRoom
      const room = makeRoom(state, { reports: 0, bytes: more }, clock.unsafeCurrentTimeMillis())
      if (Either.isLeft(room)) return room
      state.usage.reserved += more
      bytes += more
      share.add(more)
      return Either.void
    },
    received: share.release,
    storing: (effect) => Effect.locally(effect, beingStored, held)
  }
  return { reservation, release }
}

/**
 * The upload budget of a `MemoryState`: the store's own byte bound, and each client's share of it
 * for bodies still arriving.
 */
export const makeMemoryUploadBudget = (state: MemoryState): typeof UploadBudget.Service => {
  const maxClientBytes = clientUploadBytes(state.limits.maxBytes, state.limits.clientUploadShare)
  // a share that is the whole budget bounds nothing the budget does not: its refusal is the budget's 503
  const clients = clientHoldings(maxClientBytes < state.limits.maxBytes ? maxClientBytes : Number.POSITIVE_INFINITY)
  return {
    maxBytes: state.limits.maxBytes,
    maxClientBytes,
    roomFor: (client, bytes) =>
      Either.flatMap(clients.roomFor(client, bytes), () => hasRoom(state, { reports: 0, bytes })),
    reserve: (client) =>
      Effect.flatMap(Effect.clock, (clock) =>
        Effect.map(
          Effect.acquireRelease(
            Effect.sync(() => reservationIn(state, clients, client, clock)),
            ({ release }) => Effect.sync(release)
          ),
          ({ reservation }) => reservation
        ))
  }
}

/**
 * A budget for stores that keep uploads outside the process (PostgreSQL): the whole is bounded
 * only by the body limit and the connection bound, but the bodies of each client's uploads still
 * arriving hold at most `maxClientBytes` of the process's memory together.
 */
export const clientBoundedUploadBudget = (maxClientBytes: number): Layer.Layer<UploadBudget> =>
  Layer.sync(UploadBudget, () => {
    const clients = clientHoldings(maxClientBytes)
    const reservationOf = (client: ClientId) => {
      const share = clientShareOf(clients, client)
      const reservation: UploadReservation = {
        add: (more) => {
          if (more <= 0) return Either.void
          const ownRoom = clients.roomFor(client, more)
          if (Either.isLeft(ownRoom)) return ownRoom
          share.add(more)
          return Either.void
        },
        received: share.release,
        storing: (effect) => effect
      }
      return { reservation, release: share.release }
    }
    return {
      maxBytes: Number.POSITIVE_INFINITY,
      maxClientBytes,
      roomFor: clients.roomFor,
      reserve: (client) =>
        Effect.map(
          Effect.acquireRelease(Effect.sync(() => reservationOf(client)), ({ release }) => Effect.sync(release)),
          ({ reservation }) => reservation
        )
    }
  })
