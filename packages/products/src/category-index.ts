import { isWithin } from "@statement-engine/categorise"
import type { CategorisedTransaction } from "./product-context.js"

const lists = new WeakMap<ReadonlyArray<CategorisedTransaction>, Map<number, ReadonlyArray<CategorisedTransaction>>>()

/**
 * The transactions filed under a category or anywhere below it, in their original order. Each
 * category's list is made the first time it is asked for, in one pass over `items`, and kept as
 * long as `items` lives, so every product asking about the same transactions shares it. Products
 * ask about a few categories, most of them rare (gambling, bailiffs, fees): an index of every
 * category and each of its ancestors, made at once, would list every transaction several times.
 */
export const under = (
  items: ReadonlyArray<CategorisedTransaction>,
  category: number
): ReadonlyArray<CategorisedTransaction> => {
  let known = lists.get(items)
  if (known === undefined) {
    known = new Map()
    lists.set(items, known)
  }
  const list = known.get(category)
  if (list !== undefined) return list
  const found: Array<CategorisedTransaction> = []
  for (const item of items) if (isWithin(item.category.category_id, category)) found.push(item)
  known.set(category, found)
  return found
}
