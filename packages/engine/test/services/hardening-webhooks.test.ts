import { describe, expect, it } from "@effect/vitest"
import { Engine, type EngineSettings } from "@statement-engine/core"
import { Effect, Fiber } from "effect"
import { createServer, type Socket } from "node:net"
import type { AddressInfo } from "node:net"
import { analyseWithWebhook, engineWith, finalDelivery, realPause, receiver } from "./webhook-test-kit.js"

/**
 * A receiver that answers with a status line and then one header byte every `everyMillis`, never
 * finishing: no idle timeout ever fires on it. Counts the connections it got.
 */
const tricklingReceiver = (everyMillis: number) =>
  Effect.acquireRelease(
    Effect.promise(async () => {
      const sockets = new Set<Socket>()
      const server = createServer((socket) => {
        sockets.add(socket)
        socket.on("error", () => undefined)
        socket.once("data", () => {
          socket.write("HTTP/1.1 200 OK\r\n")
          const timer = setInterval(() => socket.write("X"), everyMillis)
          socket.on("close", () => clearInterval(timer))
        })
      })
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
      const port = (server.address() as AddressInfo).port
      return { url: `http://127.0.0.1:${port}/slow`, server, sockets }
    }),
    ({ server, sockets }) =>
      Effect.promise(() =>
        new Promise<void>((resolve) => {
          for (const socket of sockets) socket.destroy()
          server.close(() => resolve())
        })
      )
  )

const settings: Partial<EngineSettings> = {
  allowPrivateCallbacks: true,
  webhookTimeoutMillis: 1500,
  webhookRetryScheduleMillis: [0]
}

describe("hardening: webhook receivers are isolated from each other", () => {
  it.live("a receiver that trickles a byte at a time is cut off at the deadline; another client's notification arrives meanwhile", () =>
    Effect.gen(function*() {
      const slow = yield* tricklingReceiver(200)
      const fast = yield* receiver((_, __, res) => res.writeHead(204).end())
      yield* Effect.gen(function*() {
        const engine = yield* Engine
        const slowClient = yield* engine.registerClient("slow-client", "secret-s-0123456789")
        const fastClient = yield* engine.registerClient("fast-client", "secret-f-0123456789")
        yield* engine.saveWebhookSettings(slowClient, { callback_url: slow.url })
        yield* engine.saveWebhookSettings(fastClient, { callback_url: fast.url })
        const started = Date.now()
        const slowReport = yield* analyseWithWebhook(slowClient)
        yield* realPause(200)
        const fastReport = yield* analyseWithWebhook(fastClient)
        const slowDelivery = yield* Effect.fork(finalDelivery(slowReport))
        const fastDelivery = yield* finalDelivery(fastReport)
        expect(fastDelivery.state).toBe("delivered")
        const cutOff = yield* Fiber.join(slowDelivery)
        const cutOffAfter = Date.now() - started
        expect(cutOff.state).toBe("failed")
        expect(cutOff.last_error).toMatch(/within 1500 ms/)
        // cut off at the deadline, not at some idle timeout that a trickle never lets fire
        expect(cutOffAfter).toBeGreaterThanOrEqual(1500)
        expect(cutOffAfter).toBeLessThan(6000)
        // the other client's notification did not wait for the slow one
        expect(fast.hits[0]!.at - started).toBeLessThan(1500)
      }).pipe(Effect.provide(engineWith(settings)))
    }).pipe(Effect.scoped))

  it.live("a receiver gets at most its bound of deliveries at once; other receivers are served meanwhile", () =>
    Effect.gen(function*() {
      let open = 0
      let mostOpen = 0
      const held = yield* receiver((_, __, res) => {
        open++
        mostOpen = Math.max(mostOpen, open)
        setTimeout(() => {
          open--
          res.writeHead(204).end()
        }, 400)
      })
      const other = yield* receiver((_, __, res) => res.writeHead(204).end())
      yield* Effect.gen(function*() {
        const engine = yield* Engine
        const busyClient = yield* engine.registerClient("busy-client", "secret-b-0123456789")
        const otherClient = yield* engine.registerClient("other-client", "secret-o-0123456789")
        yield* engine.saveWebhookSettings(busyClient, { callback_url: held.url })
        yield* engine.saveWebhookSettings(otherClient, { callback_url: other.url })
        const started = Date.now()
        const busyReports = yield* Effect.all(Array.from({ length: 6 }, () => analyseWithWebhook(busyClient)))
        const otherReport = yield* analyseWithWebhook(otherClient)
        expect((yield* finalDelivery(otherReport)).state).toBe("delivered")
        const otherAfter = Date.now() - started
        for (const report of busyReports) expect((yield* finalDelivery(report)).state).toBe("delivered")
        const allAfter = Date.now() - started
        expect(mostOpen).toBe(2)
        expect(held.hits).toHaveLength(6)
        // six deliveries two at a time take three rounds of 400 ms; the other receiver waited for none
        expect(allAfter).toBeGreaterThanOrEqual(1200)
        expect(otherAfter).toBeLessThan(allAfter)
        expect(other.hits[0]!.at - started).toBeLessThan(800)
      }).pipe(Effect.provide(engineWith({ ...settings, webhookConcurrencyPerReceiver: 2, webhookTimeoutMillis: 5000 })))
    }).pipe(Effect.scoped))
})
