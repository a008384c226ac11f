/** The page's stylesheet: readable on screen and in print, no web fonts, no images. */
export const pageStyle = `
:root { --ink: #1d232a; --muted: #5f6b77; --line: #dde3e9; --panel: #f6f8fa; --accent: #1565c0;
  --good: #2e7d32; --warn: #b26a00; --bad: #c62828; }
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  color: var(--ink); background: #fff; }
header.page { padding: 20px 32px 12px; border-bottom: 1px solid var(--line); background: var(--panel); }
header.page h1 { margin: 0 0 4px; font-size: 22px; }
header.page p { margin: 0; color: var(--muted); }
nav { display: flex; flex-wrap: wrap; gap: 4px 14px; margin-top: 10px; }
nav a { color: var(--accent); text-decoration: none; }
main { padding: 8px 32px 40px; max-width: 1200px; }
section { padding: 12px 0 8px; border-bottom: 1px solid var(--line); }
h2 { font-size: 18px; margin: 12px 0 8px; }
h3 { font-size: 15px; margin: 16px 0 6px; }
h4 { font-size: 14px; margin: 0 0 6px; }
.muted { color: var(--muted); }
.en { color: var(--muted); font-size: 12px; }
.en::before { content: "· "; }
.sub { padding-left: 18px; display: inline-block; }
dl.figures { display: flex; flex-wrap: wrap; gap: 8px; margin: 8px 0 12px; }
dl.figures div { background: var(--panel); border: 1px solid var(--line); border-radius: 6px; padding: 6px 10px; min-width: 150px; }
dt { color: var(--muted); font-size: 12px; }
dd { margin: 0; font-weight: 600; }
.table { overflow-x: auto; margin: 8px 0 12px; }
table { border-collapse: collapse; width: 100%; }
caption { text-align: left; color: var(--muted); font-size: 12px; padding-bottom: 4px; }
th, td { text-align: left; padding: 4px 8px; border-bottom: 1px solid var(--line); vertical-align: top; }
th { font-size: 12px; color: var(--muted); font-weight: 600; white-space: nowrap; }
td { overflow-wrap: break-word; }
.long { word-break: break-word; }
.num { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
.in { color: var(--good); }
.out { color: var(--bad); }
.badge { display: inline-block; padding: 1px 8px; border-radius: 10px; font-size: 12px; font-weight: 600;
  border: 1px solid currentColor; white-space: nowrap; }
.badge.good { color: var(--good); }
.badge.warn { color: var(--warn); }
.badge.bad { color: var(--bad); }
.badge.neutral { color: var(--muted); }
.verdict { font-size: 15px; }
.chart { position: relative; height: 260px; margin: 8px 0 12px; }
.chart.tall { height: 420px; }
.cards { display: flex; flex-wrap: wrap; gap: 12px; }
.card { border: 1px solid var(--line); border-radius: 6px; padding: 10px 14px; flex: 1 1 320px; }
ol.reasons { margin: 4px 0 0; padding-left: 20px; }
details { margin: 8px 0; }
summary { cursor: pointer; font-weight: 600; }
footer { padding: 16px 32px; color: var(--muted); font-size: 12px; }
@media print { nav { display: none; } .chart { break-inside: avoid; } details { display: block; } }
`
