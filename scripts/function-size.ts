/**
 * Fails when a function outside tests is longer than the limit (lines from its first to its last
 * line). Functions listed in `function-size-allowlist.txt` are known debts, reported but allowed
 * up to their listed length, so they can only shrink.
 * Usage: `tsx scripts/function-size.ts [--limit 80]`.
 */
import { readdirSync, readFileSync, statSync } from "node:fs"
import { join, relative } from "node:path"
import { fileURLToPath } from "node:url"
import ts from "typescript"

const root = fileURLToPath(new URL("..", import.meta.url))
const limitArg = process.argv.indexOf("--limit")
const limit = limitArg >= 0 ? Number(process.argv[limitArg + 1]) : 80
const sourceRoots = ["packages", "examples", "benchmarks", "scripts"]
const skippedDirectories = new Set(["node_modules", "dist", "test", "coverage", "reports", ".stryker-tmp"])

const sourceFiles = (dir: string): Array<string> =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return skippedDirectories.has(name) ? [] : sourceFiles(path)
    return /\.(ts|mts)$/.test(name) && !/(\.(test|d)\.ts|-conformance\.ts)$/.test(name) ? [path] : []
  })

interface LongFunction {
  readonly key: string
  readonly lines: number
}

const declaredName = (node: ts.Node): string | undefined => {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name !== undefined) {
    return node.name.getText()
  }
  if (ts.isVariableDeclaration(node) || ts.isPropertyAssignment(node) || ts.isPropertyDeclaration(node)) {
    return node.name.getText()
  }
  return undefined
}

/** The function's own name, or the nearest named declaration around it followed by `>inner`. */
const nameOf = (node: ts.Node): string => {
  let inner = false
  for (let at: ts.Node | undefined = node; at !== undefined && !ts.isSourceFile(at); at = at.parent) {
    const name = declaredName(at)
    if (name !== undefined) return inner ? `${name}>inner` : name
    if (at !== node && ts.isFunctionLike(at)) inner = true
  }
  return "(anonymous)"
}

const longFunctions = (file: string): Array<LongFunction> => {
  const text = readFileSync(file, "utf8")
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const found: Array<LongFunction> = []
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && "body" in node && node.body !== undefined) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line
      const lines = last - first + 1
      if (lines > limit) found.push({ key: `${relative(root, file)}:${nameOf(node)}`, lines })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

const allowlist = new Map(
  readFileSync(join(root, "scripts", "function-size-allowlist.txt"), "utf8")
    .split("\n")
    .map((line) => line.replace(/#.*/, "").trim())
    .filter((line) => line !== "")
    .map((line) => {
      const [key = "", lines = "0"] = line.split(/\s+/)
      return [key, Number(lines)] as const
    })
)

const all = sourceRoots.flatMap((dir) => sourceFiles(join(root, dir))).flatMap(longFunctions)
const failures = all.filter((f) => f.lines > (allowlist.get(f.key) ?? limit))
for (const f of all) {
  const allowed = allowlist.get(f.key)
  const verdict = f.lines > (allowed ?? limit) ? "TOO LONG" : `allowed (debt, ≤ ${allowed})`
  process.stdout.write(`${f.key}: ${f.lines} lines — ${verdict}\n`)
}
if (failures.length > 0) {
  process.stderr.write(
    `${failures.length} function(s) over ${limit} lines; split them (docs/architecture.md, "How we write code").\n`
  )
  process.exit(1)
}
