import type { Language } from "./country-profile.js"
import { monthAbbreviations, parts } from "./dates.js"

/** What a transfer is for; localised into the payment's remittance text. */
export type PurposeKey =
  | "salary"
  | "wages"
  | "pension"
  | "benefit"
  | "rent"
  | "mortgage"
  | "invoice"
  | "loan"
  | "repayment"
  | "allowance"
  | "savings"
  | "tax"
  | "payout"
  | "winnings"
  | "bill"
  | "enforcement"

const vocab: Readonly<Record<Language, Readonly<Record<PurposeKey, string>>>> = {
  EN: {
    salary: "SALARY",
    wages: "WAGES",
    pension: "PENSION",
    benefit: "BENEFIT",
    rent: "RENT",
    mortgage: "MORTGAGE",
    invoice: "INVOICE",
    loan: "LOAN ADVANCE",
    repayment: "REPAYMENT",
    allowance: "POCKET MONEY",
    savings: "SAVINGS",
    tax: "TAX PAYMENT",
    payout: "WEEKLY PAYOUT",
    winnings: "WITHDRAWAL",
    bill: "BILL",
    enforcement: "ENFORCEMENT FEE"
  },
  DE: {
    salary: "Lohn/Gehalt",
    wages: "Lohn",
    pension: "Rente",
    benefit: "Leistung",
    rent: "Miete",
    mortgage: "Darlehen Rate",
    invoice: "Rechnung",
    loan: "Auszahlung Kredit",
    repayment: "Rate",
    allowance: "Taschengeld",
    savings: "Sparen",
    tax: "Steuer",
    payout: "Auszahlung",
    winnings: "Gewinnauszahlung",
    bill: "Rechnung",
    enforcement: "Vollstreckung DR II"
  },
  FR: {
    salary: "SALAIRE",
    wages: "PAIE",
    pension: "RETRAITE",
    benefit: "PRESTATIONS",
    rent: "LOYER",
    mortgage: "ECHEANCE PRET",
    invoice: "FACTURE",
    loan: "DEBLOCAGE PRET",
    repayment: "REMBOURSEMENT",
    allowance: "ARGENT DE POCHE",
    savings: "EPARGNE",
    tax: "IMPOT",
    payout: "VERSEMENT",
    winnings: "RETRAIT GAINS",
    bill: "FACTURE",
    enforcement: "SAISIE"
  },
  ES: {
    salary: "NOMINA",
    wages: "NOMINA",
    pension: "PENSION",
    benefit: "PRESTACION",
    rent: "ALQUILER",
    mortgage: "CUOTA HIPOTECA",
    invoice: "FACTURA",
    loan: "PRESTAMO",
    repayment: "CUOTA",
    allowance: "PAGA",
    savings: "AHORRO",
    tax: "IMPUESTO",
    payout: "LIQUIDACION",
    winnings: "RETIRADA PREMIOS",
    bill: "FACTURA",
    enforcement: "EMBARGO"
  },
  IT: {
    salary: "STIPENDIO",
    wages: "RETRIBUZIONE",
    pension: "PENSIONE",
    benefit: "PRESTAZIONE",
    rent: "AFFITTO",
    mortgage: "RATA MUTUO",
    invoice: "FATTURA",
    loan: "EROGAZIONE PRESTITO",
    repayment: "RATA",
    allowance: "PAGHETTA",
    savings: "RISPARMIO",
    tax: "IMPOSTE",
    payout: "COMPENSO",
    winnings: "PRELIEVO VINCITE",
    bill: "BOLLETTA",
    enforcement: "PIGNORAMENTO"
  },
  NL: {
    salary: "SALARIS",
    wages: "LOON",
    pension: "PENSIOEN",
    benefit: "UITKERING",
    rent: "HUUR",
    mortgage: "HYPOTHEEK",
    invoice: "FACTUUR",
    loan: "UITBETALING LENING",
    repayment: "AFLOSSING",
    allowance: "ZAKGELD",
    savings: "SPAREN",
    tax: "AANSLAG",
    payout: "UITBETALING",
    winnings: "UITBETALING WINST",
    bill: "NOTA",
    enforcement: "BESLAG"
  },
  PL: {
    salary: "WYNAGRODZENIE",
    wages: "WYPŁATA",
    pension: "EMERYTURA",
    benefit: "ŚWIADCZENIE",
    rent: "CZYNSZ",
    mortgage: "RATA KREDYTU",
    invoice: "FAKTURA",
    loan: "WYPŁATA POŻYCZKI",
    repayment: "SPŁATA RATY",
    allowance: "KIESZONKOWE",
    savings: "OSZCZĘDNOŚCI",
    tax: "PODATEK",
    payout: "ROZLICZENIE",
    winnings: "WYPŁATA WYGRANEJ",
    bill: "RACHUNEK",
    enforcement: "EGZEKUCJA KOMORNICZA"
  },
  LT: {
    salary: "Darbo užmokestis",
    wages: "Atlyginimas",
    pension: "Pensija",
    benefit: "Išmoka",
    rent: "Nuoma",
    mortgage: "Būsto paskolos įmoka",
    invoice: "Sąskaita",
    loan: "Paskolos išmokėjimas",
    repayment: "Paskolos grąžinimas",
    allowance: "Kišenpinigiai",
    savings: "Taupymas",
    tax: "Mokestis",
    payout: "Išmokėjimas",
    winnings: "Laimėjimo išmokėjimas",
    bill: "Sąskaita",
    enforcement: "Išieškojimas"
  }
}

/** Remittance text for a purpose, with the month when that is how banks write it. */
export const purposeText = (language: Language, key: PurposeKey, date: string): string => {
  const word = vocab[language][key]
  const { year, month } = parts(date)
  const dated: ReadonlyArray<PurposeKey> = ["salary", "wages", "pension", "benefit", "rent", "invoice"]
  if (!dated.includes(key)) return word
  return language === "EN"
    ? `${word} ${(monthAbbreviations[month - 1] ?? "").toUpperCase()} ${year}`
    : `${word} ${String(month).padStart(2, "0")}/${year}`
}
