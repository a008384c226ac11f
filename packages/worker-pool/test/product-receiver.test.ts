import { describe, expect, it } from "@effect/vitest"
import { productTexts } from "@statement-engine/analysis"
import { Cause, Effect, Exit, Fiber } from "effect"
import { WorkerCrashed } from "../src/index.js"
import { receiveProducts } from "../src/product-receiver.js"

const bytes = (text: string) => new TextEncoder().encode(text)

describe("product receiver", () => {
  it.live("waits for every counted chunk, which may arrive after the reply, and joins each product's in order", () =>
    Effect.gen(function*() {
      const receiver = receiveProducts()
      receiver.port.postMessage({ operation: "categorisation", chunk: bytes("[1,") })
      const products = yield* Effect.fork(receiver.products({ categorisation: 3, "insights-income": 1 }))
      yield* Effect.sleep("20 millis")
      expect(products.unsafePoll()).toBeNull()
      const accented = bytes("\"Caf\u00e9 \u2615\",")
      const accentedLength = accented.byteLength
      receiver.port.postMessage({ operation: "categorisation", chunk: accented }, [accented.buffer])
      receiver.port.postMessage({ operation: "insights-income", chunk: bytes("{}") })
      receiver.port.postMessage({ operation: "categorisation", chunk: bytes("3]") })
      const received = yield* Fiber.join(products)
      expect(productTexts(received)).toEqual({ categorisation: "[1,\"Caf\u00e9 \u2615\",3]", "insights-income": "{}" })
      // kept as they came, not copied
      expect(received.categorisation!.map((chunk) => chunk.byteLength)).toEqual([3, accentedLength, 2])
      receiver.close()
    }))

  it.live("a chunk that does not decode fails the analysis as a worker crash", () =>
    Effect.gen(function*() {
      const receiver = receiveProducts()
      receiver.port.postMessage({ operation: "categorisation", chunk: "not bytes" })
      const exit = yield* Effect.exit(receiver.products({ categorisation: 1 }))
      receiver.close()
      const defect = Exit.isFailure(exit) ? Cause.squash(exit.cause) : undefined
      expect(defect).toBeInstanceOf(WorkerCrashed)
    }))

  it.live("invalid UTF-8 in a chunk fails the analysis as a worker crash, not the process", () =>
    Effect.gen(function*() {
      const receiver = receiveProducts()
      receiver.port.postMessage({ operation: "categorisation", chunk: new Uint8Array([0x22, 0xc3, 0x28, 0x22]) })
      const exit = yield* Effect.exit(receiver.products({ categorisation: 1 }))
      receiver.close()
      const defect = Exit.isFailure(exit) ? Cause.squash(exit.cause) : undefined
      expect(defect).toBeInstanceOf(WorkerCrashed)
      expect(defect instanceof WorkerCrashed && defect.detail).toContain("not valid")
    }))
})
