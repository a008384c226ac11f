// What the packages above this one use of it (written by the split of analysis).
export { Cat } from "./categories/category-ids.js"
export { categoryRows } from "./categories/category-table.js"
export {
  Category,
  CATEGORY_TREE_VERSION,
  CategoryTree,
  categoryTree,
  categoryType,
  isCategory,
  isWithin,
  leafIds,
  topLevelOf
} from "./categories/category-tree.js"
export { categoriseStatement } from "./categorise-statement.js"
export { type Categorised, type CategoriserInput, CategoryReason } from "./categorised.js"
export { makeCategoriser } from "./categoriser.js"
export { CategoryRule, withCategoryRules } from "./category-rules.js"
export { counterpartyKey, normalisedCounterparty } from "./counterparty.js"
export { dataFilesRead } from "./data-file.js"
export { lexiconOf, MAX_PHRASE } from "./lexicon.js"
export {
  descriptionTokens,
  displayName,
  foldText,
  isStopWord,
  phraseKey,
  type TokenRule,
  tokensKeptBy
} from "./normalise.js"
export { pairAt, readTokens } from "./reading.js"
export { keyHash, makeTokenKeyScanner, type TokenKeyScanner } from "./token-key.js"
