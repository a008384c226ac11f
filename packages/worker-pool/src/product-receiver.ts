import type { ProductJson } from "@statement-engine/analysis"
import { Effect, Either, Schema } from "effect"
import { isUtf8 } from "node:buffer"
import { MessageChannel, type MessagePort } from "node:worker_threads"
import { WorkerCrashed } from "./worker-crashed.js"
import { ProductChunk } from "./worker-messages.js"

const decodeChunk = Schema.decodeUnknownEither(ProductChunk)

/** The main thread's end of one analysis task's product port. */
export interface ProductReceiver {
  /** The port to send with the task (transfer it). */
  readonly port: MessagePort
  /** The products' chunks, once the counted chunks of each have arrived. */
  readonly products: (counts: Readonly<Record<string, number>>) => Effect.Effect<ProductJson>
  /** Stops listening; chunks still on their way are dropped. */
  readonly close: () => void
}

/**
 * Opens a product port for one analysis task. Each chunk is kept as it arrives, checked to be UTF-8
 * (`encodeInto` never parts a character between chunks, so each is whole on its own) but never
 * decoded or copied: the thread wrote it, and it is what the report keeps and serves. A product is
 * its chunks in the order sent. The task's reply and its last chunks travel on different ports, so
 * `products` waits for the counts the reply gives.
 */
export const receiveProducts = (): ProductReceiver => {
  const { port1, port2 } = new MessageChannel()
  const chunks: Record<string, Array<Uint8Array>> = {}
  let refused: string | undefined
  let arrived = () => {}
  port1.on("message", (message: unknown) => {
    const decoded = decodeChunk(message)
    if (Either.isLeft(decoded)) {
      refused ??= `a worker sent a product chunk that does not decode: ${decoded.left.message}`
    } else {
      const { chunk, operation } = decoded.right
      if (!isUtf8(chunk)) refused ??= `a worker sent a chunk of "${operation}" that is not valid UTF-8`
      else (chunks[operation] ??= []).push(chunk)
    }
    arrived()
  })
  const complete = (counts: Readonly<Record<string, number>>) =>
    Object.entries(counts).every(([operation, count]) => (chunks[operation]?.length ?? 0) >= count)
  return {
    port: port2,
    products: (counts) =>
      Effect.async<ProductJson, WorkerCrashed>((resume) => {
        const settle = () => {
          if (refused !== undefined) resume(Effect.fail(new WorkerCrashed({ detail: refused })))
          else if (complete(counts)) {
            const out: Record<string, ReadonlyArray<Uint8Array>> = {}
            for (const operation of Object.keys(counts)) out[operation] = chunks[operation] ?? []
            resume(Effect.succeed(out))
          } else return
          arrived = () => {}
        }
        arrived = settle
        settle()
        return Effect.sync(() => {
          arrived = () => {}
        })
      }).pipe(Effect.orDie),
    close: () => port1.close()
  }
}
