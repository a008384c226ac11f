import { describe, expect, it } from "@effect/vitest"
import { CreditScores, productTexts } from "@statement-engine/analysis"
import { Engine, EngineConfig, EngineLive, type HostScoringModel, InlineAnalysisRunner } from "@statement-engine/core"
import { MemoryStore } from "@statement-engine/store-memory"
import { Effect, Layer, Schema } from "effect"

const csv = [
  "Date,Description,Amount,Balance",
  "28/01/2024,ACME LTD SALARY,2500.00,3100.00",
  "01/02/2024,RENT LANDLORD SO,-950.00,2150.00",
  "03/02/2024,CARD PAYMENT TO TESCO STORES 2345,-45.20,2104.80",
  "28/02/2024,ACME LTD SALARY,2500.00,4604.80",
  "01/03/2024,RENT LANDLORD SO,-950.00,3654.80",
  "28/03/2024,ACME LTD SALARY,2500.00,6154.80"
].join("\n")

/** A host's own model: approves when three-month income covers rent twice. */
const rentCover: HostScoringModel = {
  name: "acme-rent-cover",
  description: "Income over rent",
  clients: ["client-a"],
  score: (features) => {
    const income = features.income_avg_monthly_3m ?? 0
    const rent = features.cat_2_out_sum_avg_3m ?? 0
    const cover = rent > 0 ? income / rent : null
    return {
      probability_of_default: null,
      score: cover,
      decision: cover !== null && cover >= 2 ? "approve" : "refer",
      reason_codes: [],
      details: { cover }
    }
  }
}

const engine = EngineLive.pipe(Layer.provideMerge(Layer.mergeAll(
  MemoryStore,
  InlineAnalysisRunner,
  EngineConfig.layer({ pollIntervalMillis: 10, scoringModels: [rentCover] })
)))

describe("scoring models a host registers", () => {
  it.live("are listed only for the clients they are granted to, run in credit-scores, and are refused to others", () =>
    Effect.gen(function*() {
      const api = yield* Engine
      const a = yield* api.registerClient("client-a", "secret-a-0123456789")
      const b = yield* api.registerClient("client-b", "secret-b-0123456789")
      expect(yield* api.availableModels(a)).toEqual([
        "statement-scorecard-v1",
        "statement-affordability-v1",
        "acme-rent-cover"
      ])
      expect(yield* api.availableModels(b)).toEqual(["statement-scorecard-v1", "statement-affordability-v1"])

      const upload = (client: typeof a) =>
        api.upload(client, [{ name: "uk.csv", bytes: new TextEncoder().encode(csv) }])
      const mine = yield* upload(a)
      yield* api.requestAnalysis(a, mine.request_id, {
        country: "GB",
        operations: ["credit-scores"],
        params: { models: ["acme-rent-cover", "statement-affordability-v1"] }
      })
      let report = yield* api.report(a, mine.request_id)
      for (let i = 0; i < 200 && (report.state._tag === "Queued" || report.state._tag === "Processing"); i++) {
        yield* Effect.sleep("20 millis")
        report = yield* api.report(a, mine.request_id)
      }
      expect(report.state._tag).toBe("Completed")
      if (report.state._tag !== "Completed") return
      expect(Object.keys(report.state.products)).toEqual(["credit-scores"])
      const scores =
        Schema.decodeUnknownSync(Schema.parseJson(CreditScores))(productTexts(report.state.products)["credit-scores"])
          .currencies[0]?.scores ?? []
      expect(scores.map((s) => s.model)).toEqual(["statement-affordability-v1", "acme-rent-cover"])
      expect(scores.find((s) => s.model === "acme-rent-cover")).toMatchObject({ decision: "approve" })

      const theirs = yield* upload(b)
      const refused = yield* api.requestAnalysis(b, theirs.request_id, {
        country: "GB",
        operations: ["credit-scores"],
        params: { models: ["acme-rent-cover"] }
      }).pipe(Effect.flip)
      expect(refused).toMatchObject({ _tag: "InvalidInput", pointer: "/params/models" })
    }).pipe(Effect.provide(engine)))

  it.live("category rules naming a category that does not exist are refused when the analysis is requested", () =>
    Effect.gen(function*() {
      const api = yield* Engine
      const a = yield* api.registerClient("client-a", "secret-a-0123456789")
      const uploaded = yield* api.upload(a, [{ name: "uk.csv", bytes: new TextEncoder().encode(csv) }])
      const refused = yield* api.requestAnalysis(a, uploaded.request_id, {
        country: "GB",
        operations: ["categorisation"],
        params: { category_rules: [{ pattern: "tesco", category_id: 501 }, { pattern: "acme", category_id: 99_999 }] }
      }).pipe(Effect.flip)
      expect(refused).toMatchObject({ _tag: "InvalidInput", pointer: "/params/category_rules/1/category_id" })
      // nothing was used up: the same upload can still be analysed
      yield* api.requestAnalysis(a, uploaded.request_id, {
        country: "GB",
        operations: ["categorisation"],
        params: { category_rules: [{ pattern: "tesco", category_id: 501 }] }
      })
    }).pipe(Effect.provide(engine)))
})
