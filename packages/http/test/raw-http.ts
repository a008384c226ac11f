import { connect, type Socket } from "node:net"

/** What came back on a raw connection, and whether the server closed it before the test stopped waiting. */
export interface RawExchange {
  readonly status: number | undefined
  readonly headers: Record<string, string>
  readonly body: string
  readonly closedByServer: boolean
  /** Milliseconds from connecting until the server closed the connection (or the wait ended). */
  readonly millis: number
}

const parse = (raw: string): Pick<RawExchange, "status" | "headers" | "body"> => {
  const end = raw.indexOf("\r\n\r\n")
  const head = end < 0 ? raw : raw.slice(0, end)
  const [statusLine = "", ...lines] = head.split("\r\n")
  const status = /^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1]
  const headers: Record<string, string> = {}
  for (const line of lines) {
    const colon = line.indexOf(":")
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim()
  }
  return { status: status === undefined ? undefined : Number(status), headers, body: end < 0 ? "" : raw.slice(end + 4) }
}

/**
 * Opens a connection to 127.0.0.1:`port`, lets `drive` write to it, and collects what the server
 * sends until it closes the connection, a whole response has arrived (`untilResponse`), or
 * `waitMillis` pass.
 */
export const rawExchange = (
  port: number,
  drive: (socket: Socket) => void,
  options: { readonly waitMillis: number; readonly untilResponse?: boolean }
): Promise<RawExchange> =>
  new Promise((resolve) => {
    const started = Date.now()
    const socket = connect(port, "127.0.0.1")
    let raw = ""
    let settled = false
    const finish = (closedByServer: boolean) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      socket.destroy()
      resolve({ ...parse(raw), closedByServer, millis: Date.now() - started })
    }
    const timer = setTimeout(() => finish(false), options.waitMillis)
    socket.on("data", (chunk) => {
      raw += chunk.toString("latin1")
      const parsed = parse(raw)
      const length = Number(parsed.headers["content-length"] ?? Number.NaN)
      if (options.untilResponse === true && Number.isFinite(length) && Buffer.byteLength(parsed.body) >= length) {
        finish(false)
      }
    })
    socket.on("close", () => finish(true))
    socket.on("error", () => finish(true))
    socket.on("connect", () => drive(socket))
  })

/** The request head of `method path` with the given headers. */
export const requestHead = (method: string, path: string, headers: Record<string, string>): string =>
  `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${
    Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join("")
  }\r\n`

/** The port of a server URL. */
export const portOf = (url: string): number => Number(new URL(url).port)
