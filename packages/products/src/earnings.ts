import { Cat } from "@statement-engine/categorise"
import { categoryType, isWithin } from "@statement-engine/categorise"

/** Income categories that are not earnings: refunds, loan disbursements and gambling winnings. */
const NOT_EARNINGS: ReadonlyArray<number> = [Cat.refunds, Cat.loanDisbursement, Cat.gamblingWin]

/** True for the categories income products count by default: income, less refunds, loans and winnings. */
export const isEarnings = (categoryId: number): boolean =>
  categoryType(categoryId) === "income" && !NOT_EARNINGS.some((n) => isWithin(categoryId, n))
