import { Country, titleLanguageOf } from "@statement-engine/intake"
import { Schema } from "effect"
import { categoryRows, type CategoryType, titleLanguages } from "./category-table.js"

/** Version of the taxonomy; every categorisation result names it. */
export const CATEGORY_TREE_VERSION = "2026.11.1"

/** One node of a category tree as served by `GET /v2/category-tree/{country}`. */
export const Category = Schema.Struct({
  id: Schema.Int,
  level: Schema.Int.pipe(Schema.between(1, 3)),
  parent_id: Schema.Int,
  "readable-title": Schema.String,
  type: Schema.Literal("income", "expense", "transfer")
})
export type Category = typeof Category.Type

/** A country's category tree: stable ids shared by all countries, titles in the country's language. */
export const CategoryTree = Schema.Struct({
  version: Schema.String,
  country: Country,
  categories: Schema.Array(Category)
})
export type CategoryTree = typeof CategoryTree.Type

interface Node {
  readonly id: number
  readonly parent: number
  readonly level: number
  readonly type: CategoryType
  readonly titles: ReadonlyArray<string>
}

const nodes: ReadonlyMap<number, Node> = (() => {
  const m = new Map<number, Node>()
  for (const [id, parent, type, titles] of categoryRows) {
    const up = m.get(parent)
    m.set(id, {
      id,
      parent,
      level: up === undefined ? 1 : up.level + 1,
      type: type ?? up?.type ?? "expense",
      titles: titles.split("|")
    })
  }
  return m
})()

/** The type of a category id, or undefined for an unknown id. */
export const categoryType = (id: number): CategoryType | undefined => nodes.get(id)?.type

/** Each category id's lineage (itself, then its ancestors up to the root), indexed by id, computed once. */
const lineages: ReadonlyArray<ReadonlyArray<number> | undefined> = (() => {
  const byId: Array<ReadonlyArray<number> | undefined> = []
  for (const id of nodes.keys()) {
    const line: Array<number> = []
    for (let n = nodes.get(id); n !== undefined; n = nodes.get(n.parent)) line.push(n.id)
    byId[id] = line
  }
  return byId
})()

/** A category id itself, then its ancestors up to the root; empty for an unknown id. */
export const lineageOf = (id: number): ReadonlyArray<number> => lineages[id] ?? []

/** The root (level 1) ancestor of a category id. */
export const topLevelOf = (id: number): number => {
  const line = lineages[id]
  return line === undefined ? id : (line[line.length - 1] ?? id)
}

/** Each known id's position among the categories (-1 for an unknown id below the largest). */
const positions: Int16Array = (() => {
  const byId = new Int16Array(Math.max(0, ...nodes.keys()) + 1).fill(-1)
  let next = 0
  for (const id of nodes.keys()) byId[id] = next++
  return byId
})()

const positionOf = (
  id: number
): number => (Number.isInteger(id) && id >= 0 && id < positions.length ? (positions[id] ?? -1) : -1)

/** `within[position(id) * nodes.size + position(ancestor)]` is 1 when `id` lies at or below `ancestor`. */
const within: Uint8Array = (() => {
  const table = new Uint8Array(nodes.size * nodes.size)
  for (const id of nodes.keys()) {
    for (const ancestor of lineages[id] ?? []) table[positionOf(id) * nodes.size + positionOf(ancestor)] = 1
  }
  return table
})()

/** True when `id` is `ancestor` or lies below it (table lookups: products ask this per transaction). */
export const isWithin = (id: number, ancestor: number): boolean => {
  const i = positionOf(id)
  const a = positionOf(ancestor)
  return i >= 0 && a >= 0 && within[i * nodes.size + a] === 1
}

/** True for a known category id. */
export const isCategory = (id: number): boolean => nodes.has(id)

/** Ids of categories without children. */
export const leafIds = (): ReadonlyArray<number> => {
  const parents = new Set([...nodes.values()].map((n) => n.parent))
  return [...nodes.keys()].filter((id) => !parents.has(id))
}

const cache = new Map<Country, CategoryTree>()

/** The category tree of a country (titles in its language). */
export const categoryTree = (country: Country): CategoryTree => {
  const hit = cache.get(country)
  if (hit !== undefined) return hit
  const col = titleLanguages.indexOf(titleLanguageOf(country))
  const tree: CategoryTree = {
    version: CATEGORY_TREE_VERSION,
    country,
    categories: [...nodes.values()].map((n) => ({
      id: n.id,
      level: n.level,
      parent_id: n.parent,
      "readable-title": n.titles[col] ?? n.titles[0] ?? String(n.id),
      type: n.type
    }))
  }
  cache.set(country, tree)
  return tree
}
