import { type Category, categoryTree, type Country } from "@statement-engine/analysis"

/** A category's title in the country's language and in English (the same text for English-speaking countries). */
export interface CategoryTitle {
  readonly local: string
  readonly english: string
}

/** Titles, parents and types of every category, for one country. */
export interface CategoryTitles {
  readonly title: (id: number) => CategoryTitle
  /** The title as one line: the local title, then the English one in brackets when it differs. */
  readonly label: (id: number) => string
  readonly category: (id: number) => Category | undefined
  /** The category's ancestor at `level` (1 = top level), or itself when it is at or above that level. */
  readonly atLevel: (id: number, level: number) => number
}

/** The category titles of a country's tree, with the English tree's beside them. */
export const categoryTitles = (country: Country): CategoryTitles => {
  const local = new Map(categoryTree(country).categories.map((c) => [c.id, c]))
  const english = new Map(categoryTree("GB").categories.map((c) => [c.id, c["readable-title"]]))
  const title = (id: number): CategoryTitle => {
    const l = local.get(id)?.["readable-title"] ?? `Category ${id}`
    return { local: l, english: english.get(id) ?? l }
  }
  const atLevel = (id: number, level: number): number => {
    let c = local.get(id)
    while (c !== undefined && c.level > level) {
      const parent = local.get(c.parent_id)
      if (parent === undefined) break
      c = parent
    }
    return c?.id ?? id
  }
  return {
    title,
    label: (id) => {
      const t = title(id)
      return t.local === t.english ? t.local : `${t.local} (${t.english})`
    },
    category: (id) => local.get(id),
    atLevel
  }
}
