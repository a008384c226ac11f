import {
  type ClientHoldings,
  clientHoldings,
  type ClientId,
  clientShareOf,
  clientUploadBytes,
  type UploadBudget,
  type UploadReservation
} from "@statement-engine/core"
import { type Clock, Effect, Either, FiberRef } from "effect"
import { hasRoom, makeRoom } from "./memory-capacity.js"
import type { MemoryState } from "./memory-state.js"

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
