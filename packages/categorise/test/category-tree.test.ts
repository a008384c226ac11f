import { parseCountry, supportedCountries } from "@statement-engine/intake"
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { isWithin, lineageOf } from "../src/categories/category-tree.js"
import { CATEGORY_TREE_VERSION, CategoryTree, categoryTree, leafIds } from "../src/categories/category-tree.js"

describe("category trees", () => {
  it("serves one valid tree per supported country with shared ids", () => {
    const ids = categoryTree("GB").categories.map((c) => c.id)
    for (const country of supportedCountries) {
      const tree = categoryTree(country)
      expect(Schema.is(CategoryTree)(tree)).toBe(true)
      expect(tree.version).toBe(CATEGORY_TREE_VERSION)
      expect(tree.country).toBe(country)
      expect(tree.categories.map((c) => c.id)).toEqual(ids)
    }
  })

  it("links every node to an existing parent one level up, with the parent's type", () => {
    const tree = categoryTree("DE")
    const byId = new Map(tree.categories.map((c) => [c.id, c]))
    expect(new Set(tree.categories.map((c) => c.id)).size).toBe(tree.categories.length)
    for (const c of tree.categories) {
      if (c.level === 1) expect(c.parent_id).toBe(0)
      else {
        const parent = byId.get(c.parent_id)
        expect(parent?.level).toBe(c.level - 1)
        expect(parent?.type).toBe(c.type)
      }
    }
  })

  it("has titles in each country's language and many leaves", () => {
    const title = (country: Parameters<typeof categoryTree>[0], id: number) =>
      categoryTree(country).categories.find((c) => c.id === id)?.["readable-title"]
    expect(title("GB", 501)).toBe("Groceries")
    expect(title("AT", 501)).toBe("Lebensmittel")
    expect(title("FR", 501)).toBe("Courses alimentaires")
    expect(title("ES", 501)).toBe("Supermercado")
    expect(title("IT", 501)).toBe("Spesa alimentare")
    expect(title("BE", 501)).toBe("Boodschappen")
    expect(title("PL", 501)).toBe("Artykuły spożywcze")
    expect(title("LT", 501)).toBe("Maisto prekės")
    expect(title("SE", 501)).toBe("Livsmedel")
    expect(title("FI", 501)).toBe("Päivittäistavarat")
    expect(title("DK", 501)).toBe("Dagligvarer")
    expect(title("NO", 10101)).toBe("Lønn")
    expect(title("EE", 10101)).toBe("Palk")
    expect(title("LV", 10101)).toBe("Alga")
    for (const country of supportedCountries) {
      const titles = categoryTree(country).categories.map((c) => c["readable-title"])
      expect(titles.every((t) => t.length > 0)).toBe(true)
    }
    expect(leafIds().length).toBeGreaterThanOrEqual(120)
    expect(categoryTree("GB").categories.some((c) => c.type === "transfer")).toBe(true)
  })

  it("accepts UK as an alias of GB, case-insensitively", () => {
    expect(parseCountry("uk")._tag).toBe("Some")
    expect(parseCountry("Uk")).toEqual(parseCountry("GB"))
    expect(parseCountry("xx")._tag).toBe("None")
  })
})

describe("isWithin", () => {
  it("answers for every pair of ids, known or not, exactly what the lineages say", () => {
    const ids = [...leafIds(), ...categoryTree("GB").categories.map((c) => c.id)]
    const probe = [...new Set([...ids, -1, 0, 1.5, Math.max(...ids) + 1, 10_000])]
    for (const id of probe) {
      for (const ancestor of probe) {
        expect(isWithin(id, ancestor), `${id} within ${ancestor}`).toBe(lineageOf(id).includes(ancestor))
      }
    }
  })
})
