import { Effect, Either, Layer } from "effect"
import { UploadsInFlightLimited } from "../domain/errors.js"
import type { ClientId } from "../domain/ids.js"
import { UploadBudget, type UploadReservation } from "../ports/upload-budget.js"

/** The part of the upload budget one client's bodies still arriving may hold, unless configured. */
export const DEFAULT_CLIENT_UPLOAD_SHARE = 0.25

/** The largest upload (the HTTP body limit): a client's share never falls below it. */
const LARGEST_UPLOAD_BYTES = 10 * 1024 * 1024

/** `Retry-After` of an upload refused because its client's share is held: its other uploads end by then or soon after. */
const CLIENT_RETRY_AFTER_SECONDS = 5

/**
 * What one client's uploads in flight may hold of a budget of `maxBytes`: `share` of it, but never
 * less than one largest upload (so that one honest upload always fits when the budget allows) nor
 * more than the budget.
 */
export const clientUploadBytes = (maxBytes: number, share = DEFAULT_CLIENT_UPLOAD_SHARE): number =>
  Math.min(maxBytes, Math.max(LARGEST_UPLOAD_BYTES, Math.round(maxBytes * share)))

/** The bytes each client's uploads being received hold; a client is forgotten when it holds none. */
export const clientHoldings = (maxClientBytes: number) => {
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

/** What `clientHoldings` keeps. */
export type ClientHoldings = ReturnType<typeof clientHoldings>

/** The bytes an upload holds against its client's share: those of a body still arriving. */
export const clientShareOf = (clients: ClientHoldings, client: ClientId) => {
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
