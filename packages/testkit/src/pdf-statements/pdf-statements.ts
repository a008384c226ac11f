import { existsSync } from "node:fs"
import { type Browser, chromium } from "playwright-core"
import { EVALUATION_SEED, PDF_CORPUS, PDF_MUTATIONS } from "./pdf-corpus.js"
import { makeStatement, mutate, type PrintedStatement } from "./pdf-statement-model.js"
import { PDF_TAMPERS, type PdfTamper, tamperBytes, tamperStatement } from "./pdf-tamper.js"
import type { PdfMutation, PdfTruthAccount, PdfVariant } from "./pdf-variant.js"
import { renderChromium } from "./render-chromium.js"
import { type PdfPlacement, renderPositioned } from "./render-positioned.js"

export {
  EVALUATION_SEED,
  HEADERLESS_SEED,
  PDF_CORPUS,
  PDF_HEADERLESS,
  PDF_MUTATIONS,
  TUNING_SEED
} from "./pdf-corpus.js"
export { encryptPdf } from "./pdf-encrypt.js"
export { PDF_TAMPERS, type PdfTamper } from "./pdf-tamper.js"
export type { PdfMutation, PdfTruthAccount, PdfVariant } from "./pdf-variant.js"
export type { PdfPlacement } from "./render-positioned.js"

/** Debian's Chromium, which the Chromium producer prints with. */
export const CHROMIUM_PATH = "/usr/bin/chromium"
export const hasChromiumForPdf = existsSync(CHROMIUM_PATH)

/** A generated PDF statement and what it holds. */
export interface GeneratedPdf {
  readonly name: string
  readonly variant: PdfVariant
  readonly bytes: Uint8Array
  readonly truth: ReadonlyArray<PdfTruthAccount>
  /** The mutation applied, when this is a mutated copy that must be refused or flagged. */
  readonly mutation?: PdfMutation
  /** The edit made, when this is a tampered copy whose document must show it (or whose balances refuse it). */
  readonly tamper?: PdfTamper
  /**
   * Where each account's transactions are drawn (page, line on that page), in the truth's order: for
   * the positioned producer, which knows its lines; Chromium lays its table out itself.
   */
  readonly placements?: ReadonlyArray<ReadonlyArray<PdfPlacement>>
}

const render = (
  statement: PrintedStatement,
  browser: () => Promise<Browser>
): Promise<{ readonly bytes: Uint8Array; readonly placements?: ReadonlyArray<ReadonlyArray<PdfPlacement>> }> =>
  statement.variant.producer === "positioned"
    ? renderPositioned(statement)
    : browser().then((b) => renderChromium(b, statement)).then((bytes) => ({ bytes }))

/**
 * Renders `variants` (the evaluation corpus by default) with `seed + index`, the mutated copies, and
 * when asked the tampered copies, starting Chromium once when a variant needs it.
 */
export const generatePdfCorpus = async (
  options: {
    readonly seed?: number
    readonly variants?: ReadonlyArray<PdfVariant>
    readonly mutations?: boolean
    readonly tampers?: boolean
  } = {}
): Promise<ReadonlyArray<GeneratedPdf>> => {
  const variants = options.variants ?? PDF_CORPUS
  const seed = options.seed ?? EVALUATION_SEED
  let started: Promise<Browser> | undefined
  const browser = () =>
    started ??= chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"]
    })
  try {
    const out: Array<GeneratedPdf> = []
    const statements = variants.map((variant, i) => makeStatement(variant, seed + i))
    for (const statement of statements) {
      const { bytes, placements } = await render(statement, browser)
      out.push({
        name: `${statement.variant.id}.pdf`,
        variant: statement.variant,
        bytes,
        truth: statement.truth,
        ...(placements === undefined ? {} : { placements })
      })
    }
    if (options.mutations !== false) {
      for (const [i, { mutation, variant }] of PDF_MUTATIONS.entries()) {
        const statement = statements.find((s) => s.variant.id === variant)
        if (statement === undefined) continue
        out.push({
          name: `${variant}-${mutation}.pdf`,
          variant: statement.variant,
          bytes: (await render(mutate(statement, mutation, seed + 100 + i), browser)).bytes,
          truth: statement.truth,
          mutation
        })
      }
    }
    if (options.tampers === true) {
      for (const [i, { tamper, variant }] of PDF_TAMPERS.entries()) {
        const statement = statements.find((s) => s.variant.id === variant)
        if (statement === undefined) continue
        const { bytes: drawn } = await render(tamperStatement(statement, tamper, seed + 200 + i), browser)
        out.push({
          name: `${variant}-${tamper}.pdf`,
          variant: statement.variant,
          bytes: await tamperBytes(drawn, tamper, seed + 200 + i),
          truth: statement.truth,
          tamper
        })
      }
    }
    return out
  } finally {
    if (started !== undefined) await (await started).close()
  }
}
