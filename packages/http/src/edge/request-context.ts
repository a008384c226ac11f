import { Effect, FiberRef } from "effect"
import { randomUUID } from "node:crypto"

/** What the edge learns about a request while it is handled, for its log line. */
export interface RequestContext {
  readonly requestId: string
  /** The authenticated client, once the bearer token (or a token request) has named one. */
  clientId: string | undefined
}

/** The request being handled by this fiber, when there is one. */
export const currentRequest = FiberRef.unsafeMake<RequestContext | undefined>(undefined)

/** Records the client a request authenticated as, for the request's log line. */
export const noteClient = (clientId: string) =>
  Effect.flatMap(FiberRef.get(currentRequest), (context) =>
    Effect.sync(() => {
      if (context !== undefined) context.clientId = clientId
    }))

/** An `X-Request-Id` sent by the client is kept when it is this well-formed, otherwise one is made. */
const WELL_FORMED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/

/** The request's id: the client's `X-Request-Id` when well-formed, otherwise a new UUID. */
export const requestIdFrom = (header: string | undefined): string =>
  header !== undefined && WELL_FORMED_REQUEST_ID.test(header) ? header : randomUUID()
