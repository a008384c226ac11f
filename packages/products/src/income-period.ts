import { InvalidAnalysisOptions } from "@statement-engine/intake"
import { Either } from "effect"
import { addMonths } from "./dates.js"

/** The date window a product looks at; undefined bounds are open. */
export interface Window {
  readonly from: string | undefined
  readonly to: string | undefined
}

const ISO = /^\d{4}-\d{2}-\d{2}$/

/**
 * Reads `params.period`: a number of months back from `as_of`, or `"YYYY-MM-DD/YYYY-MM-DD"`.
 * Absent means the whole statement.
 */
export const windowOf = (
  period: number | string | undefined,
  asOf: string
): Either.Either<Window, InvalidAnalysisOptions> => {
  if (period === undefined) return Either.right({ from: undefined, to: undefined })
  const months = typeof period === "number" ? period : /^\d+$/.test(period.trim()) ? Number(period.trim()) : undefined
  const today = asOf.slice(0, 10)
  if (months !== undefined) {
    if (months <= 0 || !ISO.test(today)) {
      return Either.left(
        new InvalidAnalysisOptions({ detail: "period must be a positive number of months", pointer: "/params/period" })
      )
    }
    return Either.right({ from: addMonths(today, -months), to: today })
  }
  const [from, to, ...rest] = String(period).split("/")
  if (
    rest.length === 0 && from !== undefined && to !== undefined && ISO.test(from.trim()) && ISO.test(to.trim()) &&
    from <= to
  ) {
    return Either.right({ from: from.trim(), to: to.trim() })
  }
  return Either.left(
    new InvalidAnalysisOptions({
      detail: `period "${String(period)}" must be a number of months or "YYYY-MM-DD/YYYY-MM-DD"`,
      pointer: "/params/period"
    })
  )
}

/** True when an ISO date lies in the window. */
export const inWindow = (date: string, w: Window): boolean =>
  (w.from === undefined || date >= w.from) && (w.to === undefined || date <= w.to)
