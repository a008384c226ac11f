import { parse } from "csv-parse/sync"
import type { ColumnRole, CsvDialect, DateFormat, DecimalStyle } from "../src/index.js"

/** A row read back from a written CSV by an independent, dialect-aware reader. */
export interface ReadRow {
  readonly booking_date: string
  readonly value_date: string | null
  readonly description: string
  readonly counterparty: string | null
  readonly minor: number
  readonly currency: string | null
  readonly balanceMinor: number | null
  readonly reference: string | null
}

const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

export const readDate = (cell: string, format: DateFormat): string => {
  const bits = (re: RegExp): Array<string> => {
    const m = re.exec(cell)
    if (m === null) throw new Error(`date ${cell} does not match ${format}`)
    return m.slice(1)
  }
  switch (format) {
    case "YYYY-MM-DD":
      return bits(/^(\d{4})-(\d{2})-(\d{2})$/).join("-")
    case "DD/MM/YYYY": {
      const [d, m, y] = bits(/^(\d{2})\/(\d{2})\/(\d{4})$/)
      return `${y}-${m}-${d}`
    }
    case "MM/DD/YYYY": {
      const [m, d, y] = bits(/^(\d{2})\/(\d{2})\/(\d{4})$/)
      return `${y}-${m}-${d}`
    }
    case "DD.MM.YYYY": {
      const [d, m, y] = bits(/^(\d{2})\.(\d{2})\.(\d{4})$/)
      return `${y}-${m}-${d}`
    }
    case "DD.MM.YY": {
      const [d, m, y] = bits(/^(\d{2})\.(\d{2})\.(\d{2})$/)
      return `20${y}-${m}-${d}`
    }
    case "DD-Mon-YYYY": {
      const [d, mon, y] = bits(/^(\d{2})-([A-Z][a-z]{2})-(\d{4})$/)
      return `${y}-${String(months.indexOf(mon ?? "") + 1).padStart(2, "0")}-${d}`
    }
  }
}

export const readAmount = (cell: string, style: DecimalStyle): number => {
  const text = cell.replace(/ [A-Z]{3}$/, "")
  const thousands = {
    dot: "",
    comma: "",
    dot_comma_thousands: ",",
    comma_dot_thousands: ".",
    comma_space_thousands: " ",
    dot_apostrophe_thousands: "'"
  }[style]
  const decimal = style.startsWith("comma") ? "," : "."
  const plain = (thousands === "" ? text : text.split(thousands).join("")).replace(decimal, ".")
  if (!/^-?\d+\.\d{2}$/.test(plain)) throw new Error(`amount ${cell} is not in style ${style}`)
  return Math.round(Number(plain) * 100)
}

/** Parses `text` with csv-parse and reads the data rows using what the dialect says. */
export const readBack = (
  text: string,
  dialect: CsvDialect
): { rows: Array<ReadRow>; records: Array<Array<string>> } => {
  const records = parse(text, {
    delimiter: dialect.delimiter,
    bom: true,
    relax_column_count: true,
    skip_empty_lines: true
  }) as Array<Array<string>>
  let data = records.slice((dialect.preamble ? 4 : 0) + (dialect.header ? 1 : 0))
  if (dialect.summaryRow) data = data.slice(0, -1)
  const col = (role: ColumnRole): number => dialect.columns.indexOf(role)
  const get = (r: Array<string>, role: ColumnRole): string | null => {
    const i = col(role)
    return i < 0 ? null : (r[i] ?? null)
  }
  const rows = data.map((r): ReadRow => {
    if (r.length !== dialect.columns.length) {
      throw new Error(`row has ${r.length} cells, expected ${dialect.columns.length}`)
    }
    let minor: number
    if (dialect.amountLayout === "signed") minor = readAmount(get(r, "amount") ?? "", dialect.decimal)
    else if (dialect.amountLayout === "debit_credit") {
      const debit = get(r, "debit") ?? ""
      const credit = get(r, "credit") ?? ""
      minor = debit !== "" ? -Math.abs(readAmount(debit, dialect.decimal)) : readAmount(credit, dialect.decimal)
    } else {
      const abs = readAmount(get(r, "amount") ?? "", dialect.decimal)
      const ind = get(r, "indicator")
      if (ind !== dialect.indicator.debit && ind !== dialect.indicator.credit) throw new Error(`indicator ${ind}`)
      minor = ind === dialect.indicator.debit ? -abs : abs
    }
    const value = get(r, "value_date")
    const balance = get(r, "balance")
    const counterparty = get(r, "counterparty")
    return {
      booking_date: readDate(get(r, "booking_date") ?? "", dialect.dateFormat),
      value_date: value === null || value === "" ? null : readDate(value, dialect.dateFormat),
      description: get(r, "description") ?? "",
      counterparty: counterparty === null || counterparty === "" ? null : counterparty,
      minor,
      currency: get(r, "currency"),
      balanceMinor: balance === null || balance === "" ? null : readAmount(balance, dialect.decimal),
      reference: get(r, "reference")
    }
  })
  return { rows: dialect.newestFirst ? rows.reverse() : rows, records }
}
