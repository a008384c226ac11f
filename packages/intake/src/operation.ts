import { Schema } from "effect"

/**
 * Operation keywords: the analysis products a caller can request for an upload.
 * The first seven are the original service's keywords (`simple-score`'s rules are ours); the last three are ours.
 */
export const Operation = Schema.Literal(
  "categorisation",
  "insights-income",
  "insights-risk",
  "insights-loans",
  "features",
  "credit-scores",
  "simple-score",
  "insights-recurring",
  "insights-cashflow",
  "statement-integrity"
)
export type Operation = typeof Operation.Type

/** Every operation keyword the interface knows, implemented or not. */
export const allOperations: ReadonlyArray<Operation> = Operation.literals
