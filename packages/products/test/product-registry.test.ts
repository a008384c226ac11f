import { allOperations } from "@statement-engine/intake"
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { implementedOperations, productRegistry } from "../src/product-registry.js"

const root = new URL("../../../", import.meta.url)
const read = (path: string) => readFileSync(new URL(path, root), "utf8")

describe("the product registry", () => {
  it("declares a product for every operation keyword, and available-operations lists them all", () => {
    expect(Object.keys(productRegistry).sort()).toEqual([...allOperations].sort())
    expect(implementedOperations).toEqual(allOperations)
  })

  it("gives every product a reference page in docs/products/ titled with its keyword", () => {
    for (const [keyword, product] of Object.entries(productRegistry)) {
      expect(existsSync(new URL(product.doc, root)), `${keyword}: ${product.doc} is missing`).toBe(true)
      expect(read(product.doc).startsWith(`# \`${keyword}\``), product.doc).toBe(true)
    }
  })

  it("has no page in docs/products/ without a product", () => {
    const pages = readdirSync(new URL("docs/products/", root)).filter((f) => f.endsWith(".md"))
    expect(pages.sort()).toEqual(Object.values(productRegistry).map((p) => p.doc.slice("docs/products/".length)).sort())
  })

  it("is what the README and docs/api.md list as the operations, each with its page", () => {
    const readme = read("README.md")
    const api = read("docs/api.md")
    for (const [keyword, product] of Object.entries(productRegistry)) {
      expect(readme, keyword).toContain(`\`${keyword}\``)
      expect(api, keyword).toContain(`[\`${keyword}\`](${product.doc.slice("docs/".length)})`)
    }
  })
})
