import type { ServerSettings } from "@statement-engine/engine"
import { createServer, type Server } from "node:http"

/** How often Node looks for connections past their header or request timeout. */
const TIMEOUT_CHECK_MILLIS = 1_000

/**
 * A Node HTTP server bounded as the settings say: time to send headers, time to send a whole
 * request, time an idle keep-alive connection is kept, the longest a socket may stay silent, and
 * connections open at once (further ones are closed as they arrive).
 */
export const makeNodeServer = (settings: ServerSettings): Server => {
  const server = createServer({
    headersTimeout: settings.headersTimeoutMillis,
    requestTimeout: settings.requestTimeoutMillis,
    keepAliveTimeout: settings.keepAliveTimeoutMillis,
    connectionsCheckingInterval: Math.min(TIMEOUT_CHECK_MILLIS, settings.headersTimeoutMillis)
  })
  server.maxConnections = settings.maxConnections
  server.setTimeout(settings.requestTimeoutMillis)
  return server
}
