import { classFigures, classPersonaFiles, type ClassSet, rateLine } from "./class-eval.js"

/**
 * `pnpm eval:stream-classes [--set evaluation|tuning|both] [--misses K]`: the stream-class personas
 * measured with the issue's rule. Misses are listed for the tuning set only.
 */
const args = process.argv.slice(2)
const at = (name: string): string | undefined => {
  const i = args.indexOf(name)
  return i >= 0 ? args[i + 1] : undefined
}
const which = at("--set") ?? "both"
const misses = Number(at("--misses") ?? 0)
const sets: ReadonlyArray<ClassSet> = which === "both"
  ? ["tuning", "evaluation"]
  : [which === "tuning" ? "tuning" : "evaluation"]

for (const set of sets) {
  const files = classPersonaFiles(set)
  const f = classFigures(files)
  console.log(`== ${set} set: ${files.length} statements`)
  console.log(rateLine("income", f.income))
  console.log(rateLine("commitments", f.commitments))
  console.log(rateLine("persona streams", f.unclassed))
  for (const [c, r] of Object.entries(f.byClass)) console.log(rateLine(`  ${c}`, r))
  if (set !== "tuning" || misses === 0) continue
  let shown = 0
  for (const o of f.all) {
    const bad = o.invented || (o.stream.absent !== true && (!o.rightKind || o.named === false))
    if (!bad || shown++ >= misses) continue
    const p = o.stream
    console.log(
      `${p.cls ?? p.kind} ${p.direction} ${p.cadence} "${p.party}" x${p.amounts.length} ${
        p.amounts[0]
      } ${p.firstDate}..${p.lastDate} found=${o.found} kind=${o.rightKind} named=${o.named}; near: ${
        o.near.map((n) => `"${n.name}" ${n.label} x${n.payments} ${n.amount} ${n.first}..${n.last}`).join(" | ") ||
        "none"
      }`
    )
  }
}
