import { readFileSync, readdirSync } from "node:fs"
import { rolesOfHeader } from "./src/intake/csv/header-vocabulary.js"
const dir = process.argv[2] ?? ""
for (const f of readdirSync(dir).filter((n) => !n.endsWith(".json"))) {
  const truth = JSON.parse(readFileSync(`${dir}/${f}.truth.json`, "utf8"))
  const lang = truth.traits.headerLanguage
  console.log("#", f, lang, truth.traits.direction, truth.traits.status, truth.traits.footer, truth.outcome.kind, (truth.outcome.detail ?? JSON.stringify(truth.outcome.mismatches)).slice(0, 150))
  if (lang === "none") continue
  let text: string
  try { text = new TextDecoder("utf-8", { fatal: true }).decode(readFileSync(`${dir}/${f}`)) } catch { continue }
  const seen = new Set<string>()
  for (const line of text.split(/\r?\n/)) {
    const cells = line.split(/[;,\t|]/).map((c) => c.replace(/^"|"$/g, "").trim())
    if (cells.length < 4 || cells.some((c) => /\d/.test(c)) || seen.has(line)) continue
    seen.add(line)
    const unnamed = cells.filter((c) => c !== "" && rolesOfHeader(c).length === 0)
    if (unnamed.length > 0) console.log("   unnamed:", JSON.stringify(unnamed))
  }
}
