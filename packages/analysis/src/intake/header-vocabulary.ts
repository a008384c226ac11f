import type { ColumnRole } from "./column-role.js"
import { fold } from "./month-names.js"

const vocabulary: Readonly<Record<ColumnRole, ReadonlyArray<string>>> = {
  booking_date: [
    "datum provedeni", "datum zauctovani", "belegdatum", "tranzakcio datuma", "konyvelés datuma", "konyveles datuma", "datum der transaktion", "date", "transaction date", "booking date", "posting date", "posted date", "trans date", "trans. date", "completed date", "started date",
    "date posted", "created", "datetime", "date completed", "entry date", "txn date", "transaction posted date", "date time",
    "buchungstag", "buchungsdatum", "datum", "buchung", "umsatzdatum", "belegdatum", "ausfuhrungsdatum",
    "date operation", "date de l operation", "date de comptabilisation", "date comptable", "date d operation",
    "fecha", "fecha operacion", "f operacion", "fecha de operacion", "fecha contable",
    "data", "data contabile", "data operazione", "data registrazione",
    "boekdatum", "transactiedatum", "boekingsdatum",
    "data operacji", "data ksiegowania", "data transakcji",
    "operacijos data", "data"
  ],
  value_date: [
    "erteknap", "valutadatum", "value date", "effective date", "valuta", "valutadatum", "wertstellung", "wertstellungsdatum", "wertstellungstag", "valuta datum",
    "date valeur", "date de valeur", "fecha valor", "f valor", "data valuta", "rentedatum", "data waluty", "valiutavimo data"
  ],
  description: [
    "label", "zprava", "transaktionsbeschreibung", "transaktionsbeschreibung zusatz", "poznamka", "toelichting", "transaction ref1", "transaction ref2", "transaction ref3", "desc", "payment reference", "remarque", "memo description", "paaiskinimai", "kozlemeny", "zahlungsreferenz", "mokejimo paskirtis", "details of transaction", "description", "transaction description", "details", "narrative", "memo", "transaction details", "note", "notes", "particulars",
    "verwendungszweck", "buchungstext", "umsatztext", "beschreibung", "vorgang", "text", "buchungsinformationen",
    "libelle", "libelle operation", "detail", "libelle simplifie", "intitule",
    "concepto", "descripcion", "movimiento",
    "descrizione", "causale", "descrizione operazione",
    "mededelingen", "omschrijving", "omschrijving 1",
    "opis operacji", "tytul", "opis", "tytul operacji",
    "paskirtis", "mokejimo paskirtis", "aprasymas"
  ],
  counterparty: [
    "nazev protiuctu", "handelaar", "partner name", "merchant description", "gavejas", "tegenrekeninghouder", "naam tegenrekeninghouder", "partner neve", "payer payee", "payee", "counterparty", "name", "merchant", "beneficiary", "recipient", "payer", "payee name", "merchant name", "counter party", "from to", "to from",
    "beguenstigter zahlungspflichtiger", "begunstigter zahlungspflichtiger", "auftraggeber empfanger", "name zahlungsbeteiligter", "empfanger", "auftraggeber", "zahlungsempfanger", "empfanger auftraggeber",
    "tiers", "beneficiaire", "beneficiario", "ordenante", "controparte",
    "naam omschrijving", "naam tegenpartij", "tegenpartij", "naam tegenrekening",
    "nadawca odbiorca", "kontrahent", "odbiorca zleceniodawca", "nazwa kontrahenta",
    "gavejas mokejas", "gavejas mokejasas", "mokejas gavejas", "mokejasas gavejas", "gavejas mokejasas", "kita salis", "gavejas mokėtojas", "gavejas mokejotas", "mokejotas gavejas", "moketojas gavejas", "gavejas moketojas", "moketojas"
  ],
  amount: [
    "zauctovana castka", "castka", "tranzakcio osszege", "osszeg", "amount", "transaction amount", "value", "net", "net amount", "amount eur", "sum", "betrag", "umsatz", "buchungsbetrag", "betrag eur",
    "montant", "montant operation", "importe", "importo", "bedrag", "transactiebedrag", "kwota", "kwota operacji", "suma", "mutatie", "neto"
  ],
  debit: [
    "rechnungsbetrag ausgehend", "zahlungsbetrag ausgehend", "betrag ausgehend", "ausgehend", "debit", "paid out", "money out", "withdrawals", "withdrawal", "debit amount", "out", "outflow", "debits", "spent",
    "soll", "belastung", "ausgang", "lastschrift",
    "debit euros", "debit eur", "cargo", "cargos", "debe", "addebiti", "dare", "uscite",
    "af", "debet", "obciazenia", "wyplyw", "debetas"
  ],
  credit: [
    "rechnungsbetrag eingehend", "zahlungsbetrag eingehend", "betrag eingehend", "eingehend", "credit", "paid in", "money in", "deposits", "deposit", "credit amount", "in", "inflow", "credits", "received",
    "haben", "gutschrift", "eingang",
    "credit euros", "credit eur", "abono", "abonos", "haber", "accrediti", "avere", "entrate",
    "bij", "uznania", "wplyw", "kreditas"
  ],
  indicator: [
    "bevetel kiadas", "dr cr", "cr dr", "debit credit", "credit debit", "d c", "c d", "dc", "sign", "direction",
    "soll haben", "s h", "sens", "cargo abono", "segno", "dare avere", "af bij", "creditdebet", "credit debet", "debet credit",
    "strona", "d k", "debetas kreditas", "transaction type", "type", "tipo", "typ"
  ],
  currency: ["buchungswahrung", "mena uctu", "mena", "monn", "monnaie", "valutacode", "munteenheid", "tranzakcio devizaneme", "devizanem", "wahrung der karte", "currency", "ccy", "currency code", "wahrung", "waehrung", "devise", "divisa", "moneda", "munt", "valuta", "waluta", "valiuta"],
  balance: [
    "egyenleg", "verfugbares guthaben", "guthaben", "balance", "running balance", "balance after", "closing balance", "available balance", "runningbalance",
    "saldo", "kontostand", "saldo nach buchung", "solde", "saldo disponible", "saldo contable", "saldo na mutatie", "saldo po operacji", "saldo po transakcji", "likutis"
  ],
  reference: [
    "iraso nr", "dok nr", "megbizas azonosito", "transaktions id", "reference", "transaction id", "ref", "transaction reference", "reference number", "id", "transaction number", "bank reference", "check number", "check or slip",
    "referenz", "kundenreferenz", "buchungsreferenz", "reference operation", "ref", "referencia", "n referencia", "riferimento", "cro",
    "referentie", "kenmerk", "transactiereferentie", "numer referencyjny", "nr ref", "nuoroda", "operacijos kodas", "dokumento nr", "volgnr", "volgnummer"
  ],
  category: ["category", "kategorie", "categorie", "categoria", "kategoria", "kategorija", "subcategory", "class", "categorie omschrijving", "hauptkategorie"],
  account: [
    "cislo uctu", "saskaitos nr", "szamlaszam", "account", "account number", "account name", "account iban", "own iban", "iban auftragskonto", "auftragskonto", "konto", "kontonummer", "compte", "numero de compte", "cuenta",
    "conto", "rekening", "rekeningnummer", "iban bban", "rachunek", "numer rachunku", "saskaita", "saskaitos numeris", "sort code account number"
  ],
  status: ["status", "state", "info", "estado", "stato", "transaction status", "buchungsstatus"]
}

/** Folds a header cell for lookup: accents, case, bracketed parts and punctuation removed. */
export const normaliseHeader = (cell: string): string =>
  fold(cell)
    .replace(/\([^)]*\)/g, " ")
    .replace(/[^a-z0-9/]+/g, " ")
    .replace(/\s*\/\s*/g, " ")
    .replace(/\s+/g, " ")
    .trim()

const lookup: ReadonlyMap<string, ReadonlyArray<ColumnRole>> = (() => {
  const m = new Map<string, Array<ColumnRole>>()
  for (const [role, names] of Object.entries(vocabulary) as Array<[ColumnRole, ReadonlyArray<string>]>) {
    for (const n of names) {
      const key = normaliseHeader(n)
      const list = m.get(key) ?? []
      if (!list.includes(role)) list.push(role)
      m.set(key, list)
    }
  }
  return m
})()

/** The roles a header cell may name (several for ambiguous words like "Valuta"), best first. */
export const rolesOfHeader = (cell: string): ReadonlyArray<ColumnRole> => {
  const key = normaliseHeader(cell)
  if (key === "") return []
  const exact = lookup.get(key)
  if (exact) return exact
  const words = key.split(" ")
  for (let n = words.length - 1; n >= 1; n--) {
    const head = lookup.get(words.slice(0, n).join(" "))
    if (head && words.length <= 4) return head.filter((r) => r !== "account" && r !== "reference" && r !== "indicator")
  }
  return []
}

/** A currency named inside a header's brackets, as in "Betrag (EUR)". */
export const headerCurrency = (cell: string): string | undefined => {
  const m = /\(([A-Z]{3})\)/.exec(cell)
  return m?.[1]
}
