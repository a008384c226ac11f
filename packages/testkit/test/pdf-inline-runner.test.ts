import { AnalysisRunner, inlineAnalysisRunner } from "@statement-engine/core"
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { generatePdfCorpus, PDF_CORPUS } from "../src/pdf-statements/pdf-statements.js"

// the embedded engine's runner: the PDF's text is extracted in the caller's thread, then read
describe("a PDF statement through the inline analysis runner (embedded engine, CLI)", () => {
  it("pre-processes a positioned PDF into its transactions, and a tampered copy fails with the page and line", async () => {
    const all = await generatePdfCorpus({ variants: PDF_CORPUS.filter((v) => v.id === "se-positioned"), seed: 4971 })
    const pdf = all.find((f) => f.mutation === undefined)
    const tampered = all.find((f) => f.mutation !== undefined)
    if (pdf === undefined || tampered === undefined) throw new Error("the generator gave no PDF")
    const run = <A, E>(effect: Effect.Effect<A, E, AnalysisRunner>) =>
      Effect.runPromise(Effect.either(Effect.provide(effect, inlineAnalysisRunner())))
    const summary = await run(
      Effect.flatMap(AnalysisRunner, (r) => r.preprocess([{ name: "s.pdf", bytes: pdf.bytes }], {}))
    )
    expect(summary._tag).toBe("Right")
    if (summary._tag === "Right") {
      expect(summary.right.files[0]?.format).toBe("pdf")
      expect(summary.right.transactions).toBe(pdf.truth[0]?.transactions.length)
    }
    const refused = await run(
      Effect.flatMap(AnalysisRunner, (r) => r.preprocess([{ name: "t.pdf", bytes: tampered.bytes }], {}))
    )
    expect(refused._tag).toBe("Left")
    if (refused._tag === "Left") expect(JSON.stringify(refused.left)).toMatch(/page \d+ line \d+/)
  })
})
