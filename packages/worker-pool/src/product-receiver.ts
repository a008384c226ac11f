import { MessageChannel, type MessagePort } from "node:worker_threads"
import type { ProductJson } from "@statement-engine/analysis"
import { Effect, Either, Schema } from "effect"
import { chunkText } from "./product-chunks.js"
import { WorkerCrashed } from "./worker-crashed.js"
import { ProductChunk } from "./worker-messages.js"

const decodeChunk = Schema.decodeUnknownEither(ProductChunk)

/** The main thread's end of one analysis task's product port. */
export interface ProductReceiver {
  /** The port to send with the task (transfer it). */
  readonly port: MessagePort
  /** The products' texts, once the counted chunks of each have arrived. */
  readonly texts: (counts: Readonly<Record<string, number>>) => Effect.Effect<ProductJson>
  /** Stops listening; chunks still on their way are dropped. */
  readonly close: () => void
}

/**
 * Opens a product port for one analysis task. Each chunk is decoded to text as it arrives, so its
 * buffer is free before the task ends; a product's text is the concatenation of its chunks' texts,
 * in the order sent. The task's reply and its last chunks travel on different ports, so `texts`
 * waits for the counts the reply gives.
 */
export const receiveProducts = (): ProductReceiver => {
  const { port1, port2 } = new MessageChannel()
  const texts: Record<string, string> = {}
  const received: Record<string, number> = {}
  let refused: string | undefined
  let arrived = () => {}
  port1.on("message", (message: unknown) => {
    const decoded = decodeChunk(message)
    if (Either.isLeft(decoded)) refused ??= `a worker sent a product chunk that does not decode: ${decoded.left.message}`
    else {
      const { chunk, operation } = decoded.right
      // a listener that threw would be an uncaught exception of the whole process
      const text = Either.try(() => chunkText(chunk))
      if (Either.isLeft(text)) refused ??= `a worker sent a chunk of "${operation}" that is not valid UTF-8`
      else {
        texts[operation] = (texts[operation] ?? "") + text.right
        received[operation] = (received[operation] ?? 0) + 1
      }
    }
    arrived()
  })
  const complete = (counts: Readonly<Record<string, number>>) =>
    Object.entries(counts).every(([operation, count]) => (received[operation] ?? 0) >= count)
  return {
    port: port2,
    texts: (counts) =>
      Effect.async<ProductJson, WorkerCrashed>((resume) => {
        const settle = () => {
          if (refused !== undefined) resume(Effect.fail(new WorkerCrashed({ detail: refused })))
          else if (complete(counts)) {
            const out: Record<string, string> = {}
            for (const operation of Object.keys(counts)) out[operation] = texts[operation] ?? ""
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
