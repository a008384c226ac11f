import type { Language } from "./country-profile.js"

/** Field separators banks use. */
export type Delimiter = "," | ";" | "\t" | "|"

/** Date layouts. `DD-Mon-YYYY` uses English month abbreviations (`12-Mar-2024`). */
export type DateFormat = "YYYY-MM-DD" | "DD/MM/YYYY" | "MM/DD/YYYY" | "DD.MM.YYYY" | "DD.MM.YY" | "DD-Mon-YYYY"

/**
 * Number layouts: `dot` = `1234.56`, `comma` = `1234,56`, `dot_comma_thousands` = `1,234.56`,
 * `comma_dot_thousands` = `1.234,56`, `comma_space_thousands` = `1 234,56`,
 * `dot_apostrophe_thousands` = `1'234.56`.
 */
export type DecimalStyle =
  | "dot"
  | "comma"
  | "dot_comma_thousands"
  | "comma_dot_thousands"
  | "comma_space_thousands"
  | "dot_apostrophe_thousands"

/** One signed column, a debit/credit column pair, or an unsigned amount plus a D/C indicator column. */
export type AmountLayout = "signed" | "debit_credit" | "amount_indicator"

/** What a column holds. `amount` is signed or unsigned depending on the layout. */
export type ColumnRole =
  | "booking_date"
  | "value_date"
  | "description"
  | "counterparty"
  | "amount"
  | "debit"
  | "credit"
  | "indicator"
  | "currency"
  | "balance"
  | "reference"

/** Everything that decides how a statement is written as CSV. */
export interface CsvDialect {
  readonly language: Language
  readonly delimiter: Delimiter
  readonly dateFormat: DateFormat
  readonly decimal: DecimalStyle
  readonly amountLayout: AmountLayout
  /** Columns in file order; must hold `amount` (signed), `debit`+`credit`, or `amount`+`indicator`. */
  readonly columns: ReadonlyArray<ColumnRole>
  /** Header cell of each column. */
  readonly headers: Readonly<Partial<Record<ColumnRole, string>>>
  /** False for a headerless file. */
  readonly header: boolean
  /** Indicator cell values (for `amount_indicator`). */
  readonly indicator: { readonly debit: string; readonly credit: string }
  /** In `debit_credit`, whether debits are written as `12.50` or `-12.50`. */
  readonly debitSign: "positive" | "negative"
  /** `currency_code` writes amounts as `-12,50 PLN`. */
  readonly amountSuffix: "none" | "currency_code"
  /** Lines before the header: account holder, account, period, currency (as German banks do). */
  readonly preamble: boolean
  /** A closing-balance line after the last row. */
  readonly summaryRow: boolean
  readonly bom: boolean
  readonly lineEnding: "\r\n" | "\n"
  readonly newestFirst: boolean
  /** Quote every cell, not only those that need it. */
  readonly quoteAll: boolean
}

/** Header names banks use, per language and column role (the first is the most common). */
export const headerVocabulary: Readonly<Record<Language, Readonly<Record<ColumnRole, ReadonlyArray<string>>>>> = {
  EN: {
    booking_date: ["Date", "Transaction Date", "Posting Date", "Booking Date"],
    value_date: ["Value Date", "Effective Date"],
    description: ["Description", "Transaction Description", "Details", "Narrative"],
    counterparty: ["Payee", "Counterparty", "Name", "Merchant"],
    amount: ["Amount", "Transaction Amount", "Value"],
    debit: ["Debit", "Paid Out", "Money Out", "Withdrawals"],
    credit: ["Credit", "Paid In", "Money In", "Deposits"],
    indicator: ["Dr/Cr", "Debit/Credit", "Type"],
    currency: ["Currency", "CCY"],
    balance: ["Balance", "Running Balance", "Balance After"],
    reference: ["Reference", "Transaction ID", "Ref"]
  },
  DE: {
    booking_date: ["Buchungstag", "Buchungsdatum", "Datum"],
    value_date: ["Valutadatum", "Wertstellung", "Valuta"],
    description: ["Verwendungszweck", "Buchungstext", "Umsatztext"],
    counterparty: ["Beguenstigter/Zahlungspflichtiger", "Auftraggeber/Empfänger", "Name Zahlungsbeteiligter"],
    amount: ["Betrag", "Umsatz"],
    debit: ["Soll", "Belastung"],
    credit: ["Haben", "Gutschrift"],
    indicator: ["Soll/Haben", "S/H"],
    currency: ["Währung", "Waehrung"],
    balance: ["Saldo", "Kontostand", "Saldo nach Buchung"],
    reference: ["Referenz", "Kundenreferenz", "Buchungsreferenz"]
  },
  FR: {
    booking_date: ["Date", "Date opération", "Date de comptabilisation"],
    value_date: ["Date valeur", "Date de valeur"],
    description: ["Libellé", "Libellé opération", "Détail"],
    counterparty: ["Tiers", "Bénéficiaire"],
    amount: ["Montant", "Montant opération"],
    debit: ["Débit", "Débit euros"],
    credit: ["Crédit", "Crédit euros"],
    indicator: ["Sens", "Débit/Crédit"],
    currency: ["Devise"],
    balance: ["Solde"],
    reference: ["Référence", "Réf."]
  },
  ES: {
    booking_date: ["Fecha", "Fecha operación", "F. Operación"],
    value_date: ["Fecha valor", "F. Valor"],
    description: ["Concepto", "Descripción", "Movimiento"],
    counterparty: ["Beneficiario", "Ordenante"],
    amount: ["Importe"],
    debit: ["Cargo", "Debe"],
    credit: ["Abono", "Haber"],
    indicator: ["Tipo", "Cargo/Abono"],
    currency: ["Divisa", "Moneda"],
    balance: ["Saldo", "Saldo disponible"],
    reference: ["Referencia", "Nº Referencia"]
  },
  IT: {
    booking_date: ["Data", "Data contabile", "Data operazione"],
    value_date: ["Data valuta"],
    description: ["Descrizione", "Causale", "Descrizione operazione"],
    counterparty: ["Beneficiario", "Controparte"],
    amount: ["Importo"],
    debit: ["Addebiti", "Dare", "Uscite"],
    credit: ["Accrediti", "Avere", "Entrate"],
    indicator: ["Segno", "Dare/Avere"],
    currency: ["Divisa"],
    balance: ["Saldo"],
    reference: ["Riferimento", "CRO"]
  },
  NL: {
    booking_date: ["Datum", "Boekdatum", "Transactiedatum"],
    value_date: ["Valutadatum", "Rentedatum"],
    description: ["Mededelingen", "Omschrijving"],
    counterparty: ["Naam / Omschrijving", "Naam tegenpartij", "Tegenpartij"],
    amount: ["Bedrag", "Transactiebedrag"],
    debit: ["Af", "Debet"],
    credit: ["Bij", "Credit"],
    indicator: ["Af Bij", "Af/Bij"],
    currency: ["Munt", "Valuta"],
    balance: ["Saldo na mutatie", "Saldo"],
    reference: ["Referentie", "Kenmerk"]
  },
  PL: {
    booking_date: ["Data operacji", "Data księgowania", "Data transakcji"],
    value_date: ["Data waluty"],
    description: ["Opis operacji", "Tytuł", "Opis"],
    counterparty: ["Nadawca/Odbiorca", "Kontrahent", "Odbiorca/Zleceniodawca"],
    amount: ["Kwota", "Kwota operacji"],
    debit: ["Obciążenia", "Wypływ"],
    credit: ["Uznania", "Wpływ"],
    indicator: ["Typ", "Strona"],
    currency: ["Waluta"],
    balance: ["Saldo po operacji", "Saldo"],
    reference: ["Numer referencyjny", "Nr ref."]
  },
  LT: {
    booking_date: ["Data", "Operacijos data"],
    value_date: ["Valiutavimo data"],
    description: ["Paskirtis", "Mokėjimo paskirtis", "Aprašymas"],
    counterparty: ["Gavėjas/Mokėtojas", "Mokėtojas / Gavėjas", "Kita šalis"],
    amount: ["Suma"],
    debit: ["Debetas"],
    credit: ["Kreditas"],
    indicator: ["D/K", "Debetas/Kreditas"],
    currency: ["Valiuta"],
    balance: ["Likutis"],
    reference: ["Nuoroda", "Operacijos kodas"]
  }
}

/** Debit/credit indicator values per language (the first is the most common). */
export const indicatorVocabulary: Readonly<
  Record<Language, ReadonlyArray<{ readonly debit: string; readonly credit: string }>>
> = {
  EN: [{ debit: "D", credit: "C" }, { debit: "DR", credit: "CR" }, { debit: "Debit", credit: "Credit" }],
  DE: [{ debit: "S", credit: "H" }, { debit: "Soll", credit: "Haben" }],
  FR: [{ debit: "D", credit: "C" }, { debit: "Débit", credit: "Crédit" }],
  ES: [{ debit: "Cargo", credit: "Abono" }, { debit: "D", credit: "H" }],
  IT: [{ debit: "D", credit: "A" }, { debit: "Dare", credit: "Avere" }],
  NL: [{ debit: "Af", credit: "Bij" }, { debit: "D", credit: "C" }],
  PL: [{ debit: "Obciążenie", credit: "Uznanie" }, { debit: "W", credit: "U" }],
  LT: [{ debit: "D", credit: "K" }, { debit: "Debetas", credit: "Kreditas" }]
}

/** Labels of the preamble and the closing-balance line, per language. */
export const preambleVocabulary: Readonly<
  Record<
    Language,
    {
      readonly holder: string
      readonly account: string
      readonly period: string
      readonly currency: string
      readonly closing: string
    }
  >
> = {
  EN: {
    holder: "Account holder",
    account: "Account number",
    period: "Statement period",
    currency: "Currency",
    closing: "Closing balance"
  },
  DE: {
    holder: "Kontoinhaber",
    account: "Kontonummer",
    period: "Zeitraum",
    currency: "Währung",
    closing: "Kontostand"
  },
  FR: {
    holder: "Titulaire du compte",
    account: "Numéro de compte",
    period: "Période",
    currency: "Devise",
    closing: "Solde final"
  },
  ES: { holder: "Titular", account: "Cuenta", period: "Periodo", currency: "Divisa", closing: "Saldo final" },
  IT: { holder: "Intestatario", account: "IBAN", period: "Periodo", currency: "Divisa", closing: "Saldo finale" },
  NL: {
    holder: "Rekeninghouder",
    account: "Rekeningnummer",
    period: "Periode",
    currency: "Munt",
    closing: "Eindsaldo"
  },
  PL: {
    holder: "Właściciel rachunku",
    account: "Numer rachunku",
    period: "Okres",
    currency: "Waluta",
    closing: "Saldo końcowe"
  },
  LT: {
    holder: "Sąskaitos savininkas",
    account: "Sąskaitos numeris",
    period: "Laikotarpis",
    currency: "Valiuta",
    closing: "Galutinis likutis"
  }
}
