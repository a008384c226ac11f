import {
  ClientStore,
  inProcessReportSignals,
  ReportSignals,
  ReportStore,
  UploadBudget,
  UploadedFileStore,
  WebhookOutbox
} from "@statement-engine/core"
import { Context, Effect, Layer } from "effect"
import { makeMemoryClientStore } from "./memory-client-store.js"
import { makeMemoryReportStore } from "./memory-report-store.js"
import { emptyMemoryState, type MemoryStoreLimits } from "./memory-state.js"
import { makeMemoryUploadedFileStore } from "./memory-uploaded-file-store.js"
import { makeMemoryWebhookOutbox } from "./memory-webhook-outbox.js"
import { makeMemoryUploadBudget } from "./upload-budget.js"

/**
 * The in-memory store: every store port of the engine, sharing one state that lives as long as
 * the layer, bounded by `limits` (reports and bytes; `memoryStoreLimits` has the defaults), with
 * the `UploadBudget` that counts uploads being received within the same byte bound.
 * Nothing survives a restart; use the PostgreSQL store for that. Its report signals stay within the
 * process, as its reports do.
 */
export const memoryStore = (
  limits: Partial<MemoryStoreLimits> = {}
): Layer.Layer<ReportStore | ReportSignals | UploadedFileStore | ClientStore | WebhookOutbox | UploadBudget> =>
  Layer.effectContext(
    Effect.gen(function*() {
      const state = emptyMemoryState(limits)
      const signals = yield* inProcessReportSignals
      return Context.make(ReportStore, makeMemoryReportStore(state, signals.publish)).pipe(
        Context.add(ReportSignals, signals),
        Context.add(UploadedFileStore, makeMemoryUploadedFileStore(state)),
        Context.add(ClientStore, makeMemoryClientStore(state)),
        Context.add(WebhookOutbox, makeMemoryWebhookOutbox(state)),
        Context.add(UploadBudget, makeMemoryUploadBudget(state))
      )
    })
  )

/** The in-memory store with the default limits. */
export const MemoryStore = memoryStore()
