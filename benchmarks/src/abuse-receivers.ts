import { createServer as createHttpServer } from "node:http"
import type { AddressInfo } from "node:net"
import { createServer as createNetServer, type Server, type Socket } from "node:net"

const listen = async (server: Server | ReturnType<typeof createHttpServer>): Promise<string> => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`
}

/** What a trickling receiver saw: each connection, and how long the engine held it before closing. */
export interface TrickleReceiver {
  readonly url: string
  readonly connections: () => number
  /**
   * Most connections open at once, sampled every 250 ms: the engine opens the next delivery as it
   * destroys the one past its deadline, and this side may see the new socket before the old one's close.
   */
  readonly mostAtOnce: () => number
  /** Milliseconds from each connection to the engine closing it. */
  readonly heldMs: ReadonlyArray<number>
  readonly close: () => void
}

/**
 * A webhook receiver that accepts every connection and answers one byte of a valid response every
 * `everyMs`: an idle timeout never fires on it, only a deadline over the whole attempt does.
 */
export const trickleReceiver = async (everyMs: number): Promise<TrickleReceiver> => {
  const answer = "HTTP/1.1 204 No Content\r\nX-Padding: " + "p".repeat(200) + "\r\n\r\n"
  const heldMs: Array<number> = []
  const sockets = new Set<Socket>()
  let connections = 0
  let mostAtOnce = 0
  const server = createNetServer((socket) => {
    connections++
    sockets.add(socket)
    const opened = Date.now()
    let sent = 0
    socket.on("data", () => undefined)
    socket.on("error", () => undefined)
    const timer = setInterval(() => {
      if (sent < answer.length) socket.write(answer[sent++]!)
    }, everyMs)
    socket.on("close", () => {
      clearInterval(timer)
      sockets.delete(socket)
      heldMs.push(Date.now() - opened)
    })
  })
  const sampler = setInterval(() => (mostAtOnce = Math.max(mostAtOnce, sockets.size)), 250)
  const url = await listen(server)
  return {
    url,
    connections: () => connections,
    mostAtOnce: () => mostAtOnce,
    heldMs,
    close: () => {
      clearInterval(sampler)
      for (const socket of sockets) socket.destroy()
      server.close()
    }
  }
}

/** A webhook receiver that answers at once and notes when each report's first notification came. */
export interface CountingReceiver {
  readonly url: string
  readonly arrivedAt: ReadonlyMap<string, number>
  readonly close: () => void
}

export const countingReceiver = async (): Promise<CountingReceiver> => {
  const arrivedAt = new Map<string, number>()
  const server = createHttpServer((req, res) => {
    let body = ""
    req.on("data", (chunk) => (body += String(chunk)))
    req.on("end", () => {
      const id = /"request-id"\s*:\s*"([^"]+)"/.exec(body)?.[1]
      if (id !== undefined && !arrivedAt.has(id)) arrivedAt.set(id, Date.now())
      res.writeHead(204).end()
    })
  })
  const url = await listen(server)
  return { url, arrivedAt, close: () => server.close() }
}
