import type { IncomingMessage } from "node:http"

/**
 * The most of a body the answer did not need that is read and thrown away after answering. Bodies
 * declared larger are not read: the answer closes the connection.
 */
export const DRAIN_MAX_BYTES = 64 * 1024 * 1024

/** True when the body's declared length is past what is drained: the answer then closes the connection. */
export const tooLargeToDrain = (declared: number | undefined): boolean =>
  declared !== undefined && declared > DRAIN_MAX_BYTES

/**
 * Reads and throws away the rest of a body answered 413 without being read, up to `DRAIN_MAX_BYTES`. Closing a socket whose client is still sending makes the
 * kernel answer the rest with a reset, and Node's fetch (undici) then fails the whole request on
 * the write error (EPIPE, ECONNRESET) without reading the answer that was sent; drained, the
 * connection stays usable. Past the bound the connection is closed; Node's request timeout bounds
 * the time.
 */
export const drainUnreadBody = (source: IncomingMessage): void => {
  if (source.complete || source.destroyed) return
  let drained = 0
  // a client that goes away mid-drain is no failure of ours
  source.on("error", () => undefined)
  source.on("data", (chunk: Buffer) => {
    drained += chunk.length
    if (drained > DRAIN_MAX_BYTES) source.socket?.destroy()
  })
  source.resume()
}
