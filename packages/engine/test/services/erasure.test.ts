import { describe, expect, it } from "@effect/vitest"
import {
  ClientId,
  Erasure,
  type Report,
  ReportStore,
  RequestId,
  UploadedFileStore,
  WebhookOutbox
} from "@statement-engine/core"
import { MemoryStore } from "@statement-engine/store-memory"
import { Effect, Either, Layer, Option } from "effect"

const layer = Erasure.layer.pipe(Layer.provideMerge(MemoryStore))

const report = (id: string, client: string): Report => ({
  request_id: RequestId.make(id),
  client_id: ClientId.make(client),
  created_at: 1,
  options: {},
  intake: { files: [], transactions: 1, duplicates_dropped: 0, available_operations: ["categorisation"] },
  state: { _tag: "Uploaded" }
})

/** A report with its uploaded file and a webhook delivery, as an engine leaves them. */
const stored = (id: string, client: string) =>
  Effect.gen(function*() {
    const store = yield* ReportStore
    yield* store.create(report(id, client))
    yield* (yield* UploadedFileStore).put(RequestId.make(id), [{ name: "a.csv", bytes: new Uint8Array([1, 2]) }])
    yield* store.update(RequestId.make(id), (current) =>
      Either.right({
        report: current,
        delivery: Option.some({
          webhook_id: `msg_${id}`,
          client_id: ClientId.make(client),
          request_id: RequestId.make(id),
          status: "completed" as const,
          created_at: 1,
          attempts: 0,
          next_attempt_at: 1,
          state: "pending" as const,
          last_error: null
        })
      }))
  })

describe("erasing a report", () => {
  it.effect("removes the report, its files and its webhook deliveries", () =>
    Effect.gen(function*() {
      yield* stored("r-1", "client-a")
      yield* (yield* Erasure).eraseReport(ClientId.make("client-a"), "r-1")
      expect(yield* (yield* ReportStore).find(RequestId.make("r-1"))).toEqual(Option.none())
      expect(yield* (yield* UploadedFileStore).get(RequestId.make("r-1"))).toEqual(Option.none())
      expect(yield* (yield* WebhookOutbox).forReport(RequestId.make("r-1"))).toEqual([])
    }).pipe(Effect.provide(layer)))

  it.effect("refuses another client's report as not found, and keeps all of it", () =>
    Effect.gen(function*() {
      yield* stored("r-2", "client-a")
      const refused = yield* Effect.flip((yield* Erasure).eraseReport(ClientId.make("client-b"), "r-2"))
      expect(refused._tag).toBe("ReportNotFound")
      expect(Option.isSome(yield* (yield* ReportStore).find(RequestId.make("r-2")))).toBe(true)
      expect(Option.isSome(yield* (yield* UploadedFileStore).get(RequestId.make("r-2")))).toBe(true)
      expect((yield* (yield* WebhookOutbox).forReport(RequestId.make("r-2"))).length).toBe(1)
    }).pipe(Effect.provide(layer)))

  it.effect("erases the record a retention purge left, so that the id answers 404 instead of 410", () =>
    Effect.gen(function*() {
      const store = yield* ReportStore
      yield* store.create(report("r-3", "client-a"))
      yield* store.purgeCreatedBefore(10, 20)
      expect(Option.isSome(yield* store.findPurged(RequestId.make("r-3")))).toBe(true)
      yield* (yield* Erasure).eraseReport(ClientId.make("client-a"), "r-3")
      expect(yield* store.findPurged(RequestId.make("r-3"))).toEqual(Option.none())
    }).pipe(Effect.provide(layer)))
})
