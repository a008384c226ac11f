import { readFileSync } from "node:fs"
import { readStatements } from "./src/index.js"
for (const f of process.argv.slice(2)) {
  const r = readStatements([{ name: f, bytes: new Uint8Array(readFileSync("/work/shared/fixtures/public/" + f)) }], {})
  console.log(f, r._tag === "Left" ? r.left.detail : r.right.summary.files[0]?.decisions?.encoding)
}
