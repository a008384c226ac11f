import { lineageOf } from "../categories/category-tree.js"
import type { CategorisedTransaction } from "./product-context.js"

const EMPTY: ReadonlyArray<CategorisedTransaction> = []

const indexes = new WeakMap<ReadonlyArray<CategorisedTransaction>, ReadonlyMap<number, ReadonlyArray<CategorisedTransaction>>>()

/**
 * The transactions filed under a category or anywhere below it, in their original order. The
 * index is built in one pass over `items` and kept as long as `items` lives, so every product
 * asking about the same transactions shares it.
 */
export const under = (items: ReadonlyArray<CategorisedTransaction>, category: number): ReadonlyArray<CategorisedTransaction> => {
  let index = indexes.get(items)
  if (index === undefined) {
    const built = new Map<number, Array<CategorisedTransaction>>()
    for (const item of items) {
      for (const id of lineageOf(item.category.category_id)) {
        const list = built.get(id)
        if (list === undefined) built.set(id, [item])
        else list.push(item)
      }
    }
    index = built
    indexes.set(items, index)
  }
  return index.get(category) ?? EMPTY
}
