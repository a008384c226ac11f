import type { StatementIntegrity } from "@statement-engine/analysis"
import { type Html, html } from "../html.js"
import { badge, notRequested, num, section, table, type Tone } from "../markup.js"
import type { PageContext } from "../page-context.js"

type Verdict = StatementIntegrity["files"][number]["verdict"]
type Finding = StatementIntegrity["across_files"][number]

const VERDICTS: Readonly<Record<Verdict, readonly [string, Tone]>> = {
  consistent: ["Consistent", "good"],
  suspicious: ["Suspicious", "bad"],
  cannot_verify: ["Cannot verify", "warn"]
}

/** The whole upload's verdict: suspicious if any file is, else cannot-verify if any file is, else consistent. */
const overallVerdict = (result: StatementIntegrity): Verdict => {
  const verdicts = result.files.map((f) => f.verdict)
  if (verdicts.includes("suspicious") || result.across_files.some((f) => f.severity === "warning")) return "suspicious"
  if (verdicts.length === 0 || verdicts.includes("cannot_verify")) return "cannot_verify"
  return "consistent"
}

const findingsTable = (findings: ReadonlyArray<Finding & { readonly file?: string }>, caption: string): Html =>
  findings.length === 0 ? html`` : table(
    ["Severity", "Finding", "File", "Account", "Detail", "Lines"],
    findings.map((f) => [
      badge(f.severity, f.severity === "warning" ? "bad" : "neutral"),
      f.code,
      f.file ?? "",
      f.account,
      f.detail,
      f.lines.join(", ")
    ]),
    caption
  )

/** The statement-integrity verdict: per file, with its findings, and between files. */
export const integritySection = (ctx: PageContext): Html => {
  const result = ctx.products["statement-integrity"]
  if (result === undefined) return section("integrity", "Statement integrity", notRequested("statement-integrity"))
  const [text, tone] = VERDICTS[overallVerdict(result)]
  const files = table(
    ["File", "Verdict", num("Rows"), num("Rows with balance"), num("Balance links checked"), num("Findings")],
    result.files.map((f) => [
      f.file,
      badge(VERDICTS[f.verdict][0], VERDICTS[f.verdict][1]),
      num(ctx.fmt.count(f.rows)),
      num(ctx.fmt.count(f.rows_with_balance)),
      num(ctx.fmt.count(f.balance_links_checked)),
      num(ctx.fmt.count(f.findings.length))
    ]),
    "Verdict per file"
  )
  return section(
    "integrity",
    "Statement integrity",
    html`<p class="verdict">Verdict: ${badge(text, tone)}</p>${files}${
      findingsTable(result.files.flatMap((f) => f.findings.map((x) => ({ ...x, file: f.file }))), "Findings in files")
    }${findingsTable(result.across_files, "Findings between files of the same account")}`
  )
}
