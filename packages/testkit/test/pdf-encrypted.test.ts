import { AnalysisRunner, inlineAnalysisRunner } from "@statement-engine/core"
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { encryptPdf, generatePdfCorpus, PDF_CORPUS } from "../src/pdf-statements/pdf-statements.js"

const preprocess = (name: string, bytes: Uint8Array, options: { readonly password?: string }) =>
  Effect.runPromise(Effect.either(Effect.provide(
    Effect.flatMap(AnalysisRunner, (r) => r.preprocess([{ name, bytes }], options)),
    inlineAnalysisRunner()
  )))

// a generated statement encrypted by another library (@cantoo/pdf-lib), opened by the reader's pdf.js
describe("an encrypted PDF statement", () => {
  it.each(["aes-256", "aes-128"] as const)(
    "%s: refused without options.password saying it opens it, refused with a wrong one, read with it",
    async (algorithm) => {
      const [pdf] = await generatePdfCorpus({
        variants: PDF_CORPUS.filter((v) => v.id === "gb-inout-row"),
        seed: 4981,
        mutations: false
      })
      if (pdf === undefined) throw new Error("the generator gave no PDF")
      const locked = await encryptPdf(pdf.bytes, "statement-2026", algorithm)

      const none = await preprocess("locked.pdf", locked, {})
      expect(none._tag).toBe("Left")
      if (none._tag === "Left") expect(JSON.stringify(none.left)).toContain("options.password")

      const wrong = await preprocess("locked.pdf", locked, { password: "not-it" })
      expect(wrong._tag).toBe("Left")
      if (wrong._tag === "Left") expect(JSON.stringify(wrong.left)).toContain("does not open it")

      const opened = await preprocess("locked.pdf", locked, { password: "statement-2026" })
      expect(opened._tag).toBe("Right")
      if (opened._tag === "Right") {
        expect(opened.right.files[0]?.format).toBe("pdf")
        expect(opened.right.transactions).toBe(pdf.truth[0]?.transactions.length)
      }
    },
    30_000
  )
})
