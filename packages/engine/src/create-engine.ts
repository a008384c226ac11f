import {
  fromProductJson,
  type IntakeOptions,
  type ProductParams,
  type ProductResults
} from "@statement-engine/analysis"
import { type ClientId, Engine, type Report } from "@statement-engine/core"
import { Cause, Effect, Exit, ManagedRuntime } from "effect"
import { engineLayer } from "./engine-layer.js"
import { makeSettings, type SettingsInput } from "./settings.js"

/** A statement file for `upload`: its name and its bytes (text is taken as UTF-8). */
export interface FileInput {
  readonly name: string
  readonly content: Uint8Array | string
}

/** What `upload` answers: the report's id and what its data supports. */
export interface Uploaded {
  readonly requestId: string
  readonly availableOperations: ReadonlyArray<string>
  readonly transactions: number
}

/** What `process` asks for: the country and operations, and the products' parameters. */
export interface ProcessRequest {
  readonly country: string
  readonly operations: ReadonlyArray<string>
  readonly params?: ProductParams
}

/** A report's result: its products once completed, why it failed otherwise. */
export type Result =
  | { readonly status: "processing" }
  | { readonly status: "completed"; readonly products: ProductResults }
  | { readonly status: "failed"; readonly error: { readonly code: string; readonly detail: string } }

/** The engine for hosts that do not use Effect: every method answers a promise. */
export interface PromiseEngine {
  readonly upload: (files: ReadonlyArray<FileInput>, options?: IntakeOptions) => Promise<Uploaded>
  readonly process: (requestId: string, request: ProcessRequest) => Promise<void>
  /** The result once the report is completed or failed, waiting up to `waitMillis` (60 s; 0 answers at once). */
  readonly result: (requestId: string, options?: { readonly waitMillis?: number }) => Promise<Result>
  /** Stops the engine: runs in flight finish within the drain time, the worker threads end. */
  readonly close: () => Promise<void>
}

/** The tenant the facade's reports belong to: one host, one tenant. */
const HOST_CLIENT = "embedding-host"

const resultOf = (report: Report): Result => {
  switch (report.state._tag) {
    case "Completed":
      return { status: "completed", products: fromProductJson(report.state.products) }
    case "Failed":
      return { status: "failed", error: report.state.error }
    default:
      return { status: "processing" }
  }
}

/**
 * The engine as plain promises, built from the same settings as `engineLayer` (`store` defaults to
 * memory). A failure rejects with the engine's typed error itself (an `Error` with a `_tag`, such as
 * `UnsupportedCountry` or `NoSuitableParser`).
 */
export const createEngine = (settings: SettingsInput = {}): PromiseEngine => {
  const runtime = ManagedRuntime.make(engineLayer(makeSettings(settings)))
  let client: Promise<ClientId> | undefined
  const run = async <A, E>(effect: Effect.Effect<A, E, Engine>): Promise<A> => {
    const exit = await runtime.runPromiseExit(effect)
    if (Exit.isSuccess(exit)) return exit.value
    throw Cause.squash(exit.cause)
  }
  const tenant =
    () => (client ??= run(Effect.flatMap(Engine, (engine) => engine.registerClient(HOST_CLIENT, crypto.randomUUID()))))
  const encoder = new TextEncoder()
  return {
    upload: async (files, options) => {
      const id = await tenant()
      const report = await run(Effect.flatMap(Engine, (engine) =>
        engine.upload(
          id,
          files.map((f) => ({
            name: f.name,
            bytes: typeof f.content === "string" ? encoder.encode(f.content) : f.content
          })),
          options
        )))
      return {
        requestId: report.request_id,
        availableOperations: report.intake.available_operations,
        transactions: report.intake.transactions
      }
    },
    process: async (requestId, request) => {
      const id = await tenant()
      await run(Effect.flatMap(Engine, (engine) => engine.requestAnalysis(id, requestId, request)))
    },
    result: async (requestId, options) => {
      const id = await tenant()
      const deadline = Date.now() + (options?.waitMillis ?? 60_000)
      for (;;) {
        const result = resultOf(await run(Effect.flatMap(Engine, (engine) => engine.report(id, requestId))))
        if (result.status !== "processing" || Date.now() >= deadline) return result
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    },
    close: () => runtime.dispose()
  }
}
