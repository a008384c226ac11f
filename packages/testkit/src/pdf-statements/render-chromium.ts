import type { Browser } from "playwright-core"
import type { PrintedAccount, PrintedStatement } from "./pdf-statement-model.js"

const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")

const table = (statement: PrintedStatement, account: PrintedAccount): string => {
  const { words, variant } = statement
  const inOut = variant.amounts === "in-out"
  const withBalance = variant.balances === "row"
  const head = [
    `<th class="d">${escape(words.date)}</th>`,
    `<th class="t">${escape(words.details)}</th>`,
    inOut
      ? `<th class="m">${escape(words.out)}</th><th class="m">${escape(words.in)}</th>`
      : `<th class="m">${escape(words.amount)}</th>`,
    withBalance ? `<th class="m">${escape(words.balance)}</th>` : ""
  ].join("")
  const body = account.rows.map((r) =>
    `<tr><td class="d">${escape(r.date)}</td><td class="t">${escape(r.description.join(" "))}</td><td class="m">${
      escape(r.out)
    }</td>${inOut ? `<td class="m">${escape(r.in)}</td>` : ""}${
      withBalance || r.kind !== "transaction" ? `<td class="m">${escape(r.balance)}</td>` : ""
    }</tr>`
  ).join("\n")
  const box = variant.summaryBox === true
    ? `<table class="box"><tr><td>${escape(words.opening)}</td><td class="m">${
      escape(account.opening)
    }</td></tr><tr><td>${escape(words.totalOut)}</td><td class="m">${escape(account.totalOut)}</td></tr><tr><td>${
      escape(words.totalIn)
    }</td><td class="m">${escape(account.totalIn)}</td></tr><tr><td>${escape(words.closing)}</td><td class="m">${
      escape(account.closing)
    }</td></tr></table>`
    : ""
  return `<h3>${escape(words.account)}: ${escape(account.number)} ${
    escape(variant.currency)
  }</h3>${box}<table class="tx">${
    variant.headerless === true ? "" : `<thead><tr>${head}</tr></thead>`
  }<tbody>${body}</tbody></table>`
}

/** The statement as an HTML page whose table Chromium breaks across pages (repeating its header). */
export const statementHtml = (statement: PrintedStatement): string => {
  const { variant, words } = statement
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  body { font-family: "DejaVu Sans", sans-serif; font-size: ${variant.fontSize}pt; }
  table.tx { width: 100%; border-collapse: collapse; margin-bottom: 18pt; }
  th { text-align: left; border-bottom: 1px solid #444; }
  td.m, th.m { text-align: right; white-space: nowrap; }
  td.d { white-space: nowrap; width: 6em; vertical-align: top; }
  td.t { width: ${variant.landscape === true ? "55%" : "45%"}; }
  td { vertical-align: top; padding: 1pt 3pt; }
  table.box { border: 1px solid #000; margin: 6pt 0; }
  h1 { font-size: 14pt; margin: 0; } h3 { font-size: 10pt; }
  </style></head><body><h1>${escape(statement.bank)}</h1><div>${escape(words.title)}</div>
  <div>${escape(statement.holder)}</div><div>${escape(words.period)}: ${escape(statement.period)}</div>
  ${statement.accounts.map((a) => table(statement, a)).join("\n")}</body></html>`
}

/** Prints the statement's HTML to PDF with Chromium, a footer with page numbers on every page. */
export const renderChromium = async (browser: Browser, statement: PrintedStatement): Promise<Uint8Array> => {
  const page = await browser.newPage()
  try {
    await page.setContent(statementHtml(statement), { waitUntil: "load" })
    const { words } = statement
    const pdf = await page.pdf({
      format: "A4",
      landscape: statement.variant.landscape === true,
      margin: { top: "16mm", bottom: "18mm", left: "12mm", right: "12mm" },
      displayHeaderFooter: true,
      headerTemplate: "<span></span>",
      footerTemplate: `<div style="font-size:7pt;width:100%;padding:0 12mm">${escape(words.footer)} — ${
        escape(words.page)
      } <span class="pageNumber"></span> ${escape(words.of)} <span class="totalPages"></span></div>`
    })
    return new Uint8Array(pdf)
  } finally {
    await page.close()
  }
}
