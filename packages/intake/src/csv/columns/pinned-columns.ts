import { Either } from "effect"
import { InvalidAnalysisOptions } from "../../analysis-error.js"
import type { ColumnMapping } from "../../intake-options.js"
import type { ColumnMap } from "../vocabulary/column-role.js"
import { normaliseHeader } from "../vocabulary/header-vocabulary.js"

type Ref = string | number

const resolve = (
  ref: Ref,
  header: ReadonlyArray<string> | undefined,
  pointer: string
): Either.Either<number, InvalidAnalysisOptions> => {
  if (typeof ref === "number") {
    return ref >= 0
      ? Either.right(ref)
      : Either.left(new InvalidAnalysisOptions({ detail: `Column index ${ref} is negative`, pointer }))
  }
  const want = normaliseHeader(ref)
  const i = header?.findIndex((h) => h.trim() === ref.trim() || normaliseHeader(h) === want) ?? -1
  return i >= 0
    ? Either.right(i)
    : Either.left(new InvalidAnalysisOptions({ detail: `No column named "${ref}" in the header`, pointer }))
}

/** Applies the caller's column mapping over detected roles; names are looked up in the header row. */
export const applyPinnedColumns = (
  detected: ColumnMap | undefined,
  mapping: ColumnMapping | undefined,
  header: ReadonlyArray<string> | undefined,
  pointer: string
): Either.Either<ColumnMap | undefined, InvalidAnalysisOptions> => {
  if (mapping === undefined) return Either.right(detected)
  const out: Record<string, number> = {}
  let description: Array<number> | undefined
  for (const [role, ref] of Object.entries(mapping)) {
    if (ref === undefined) continue
    const at = `${pointer}/columns/${role}`
    if (role === "description") {
      const refs: ReadonlyArray<Ref> = Array.isArray(ref) ? ref : [ref]
      const idx: Array<number> = []
      for (const r of refs) {
        const e = resolve(r, header, at)
        if (Either.isLeft(e)) return Either.left(e.left)
        idx.push(e.right)
      }
      description = idx
      continue
    }
    if (typeof ref !== "string" && typeof ref !== "number") {
      return Either.left(
        new InvalidAnalysisOptions({ detail: "Only description may name several columns", pointer: at })
      )
    }
    const e = resolve(ref, header, at)
    if (Either.isLeft(e)) return Either.left(e.left)
    out[role === "booking_date" ? "booking_date" : role] = e.right
  }
  const base: ColumnMap = detected ?? { description: [] }
  const merged: { -readonly [K in keyof ColumnMap]: ColumnMap[K] } = {
    ...base,
    ...out,
    description: description ?? base.description
  }
  if (out["amount"] !== undefined && out["debit"] === undefined && out["credit"] === undefined) {
    delete merged.debit
    delete merged.credit
  }
  if ((out["debit"] !== undefined || out["credit"] !== undefined) && out["amount"] === undefined) delete merged.amount
  return Either.right(merged)
}
