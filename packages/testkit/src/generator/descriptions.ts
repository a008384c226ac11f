import { ibanOf } from "./account.js"
import type { Country } from "./country-profile.js"
import { monthAbbreviations, parts } from "./dates.js"
import type { Rng } from "./rng.js"

/** The payment channel of a transaction and the details its bank text is made of. */
export type Channel =
  | {
    readonly kind: "card"
    readonly merchant: string
    readonly city: string
    readonly date: string
    readonly card: string
  }
  | { readonly kind: "atm"; readonly bank: string; readonly city: string; readonly date: string; readonly card: string }
  | { readonly kind: "direct_debit"; readonly creditor: string; readonly mandate: string; readonly purpose: string }
  | { readonly kind: "transfer_in"; readonly payer: string; readonly purpose: string; readonly giro: boolean }
  | { readonly kind: "transfer_out"; readonly payee: string; readonly purpose: string; readonly standing: boolean }
  | { readonly kind: "returned_debit"; readonly creditor: string; readonly mandate: string }
  | { readonly kind: "fee"; readonly fee: "unpaid" | "overdraft" }

const num = (rng: Rng, n: number): string => {
  let s = ""
  for (let i = 0; i < n; i++) s += String(rng.int(0, 9))
  return s
}

const alnum = (rng: Rng, n: number): string => {
  const chars = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"
  let s = ""
  for (let i = 0; i < n; i++) s += chars.charAt(rng.int(0, chars.length - 1))
  return s
}

const dateBits = (iso: string) => {
  const { year, month, day } = parts(iso)
  const dd = String(day).padStart(2, "0")
  const mm = String(month).padStart(2, "0")
  return {
    dd,
    mm,
    yyyy: String(year),
    yy: String(year % 100).padStart(2, "0"),
    mon: (monthAbbreviations[month - 1] ?? "").toUpperCase()
  }
}

const time = (rng: Rng, sep: string): string =>
  `${String(rng.int(7, 21)).padStart(2, "0")}${sep}${String(rng.int(0, 59)).padStart(2, "0")}`

type Formatter = (c: Channel, rng: Rng) => string

const fees: Readonly<Record<Country, { unpaid: string; overdraft: string }>> = {
  GB: { unpaid: "UNPAID ITEM CHARGE", overdraft: "OVERDRAFT USAGE FEE" },
  IE: { unpaid: "UNPAID D/D FEE", overdraft: "OVERDRAFT SURCHARGE" },
  US: { unpaid: "NSF RETURNED ITEM FEE", overdraft: "OVERDRAFT FEE" },
  DE: { unpaid: "Entgelt Rücklastschrift", overdraft: "Abschluss Sollzinsen" },
  AT: { unpaid: "Spesen Rücklastschrift", overdraft: "Überziehungszinsen" },
  FR: { unpaid: "FRAIS REJET PRLV", overdraft: "COMMISSION D'INTERVENTION" },
  ES: { unpaid: "COMISION DEVOLUCION RECIBO", overdraft: "COMISION DESCUBIERTO" },
  IT: { unpaid: "COMMISSIONI INSOLUTO SDD", overdraft: "COMPETENZE SCONFINAMENTO" },
  NL: { unpaid: "Kosten onbetaalde incasso", overdraft: "Rente debetstand" },
  BE: { unpaid: "KOSTEN WEIGERING DOMICILIERING", overdraft: "DEBETRENTE" },
  PL: { unpaid: "OPŁATA ZA BRAK ŚRODKÓW", overdraft: "ODSETKI OD DEBETU" },
  LT: { unpaid: "Komisinis mokestis už atmestą debetą", overdraft: "Palūkanos už overdraftą" }
}

const formatters: Readonly<Record<Country, Formatter>> = {
  GB: (c, rng) => {
    switch (c.kind) {
      case "card": {
        const d = dateBits(c.date)
        return `CARD PAYMENT TO ${c.merchant}${rng.chance(0.5) ? ` ${num(rng, 4)}` : ""} ON ${d.dd} ${d.mon}`
      }
      case "atm": {
        const d = dateBits(c.date)
        return `CASH WITHDRAWAL AT ${c.bank} ${c.city} ON ${d.dd} ${d.mon}`
      }
      case "direct_debit":
        return `DIRECT DEBIT PAYMENT TO ${c.creditor} REF ${c.mandate}, MANDATE NO ${num(rng, 4)}`
      case "transfer_in":
        return c.giro
          ? `BANK GIRO CREDIT REF ${c.payer}, ${c.purpose}`
          : `FASTER PAYMENTS RECEIPT REF.${c.purpose} FROM ${c.payer}`
      case "transfer_out":
        return c.standing
          ? `STANDING ORDER TO ${c.payee} REF ${c.purpose}`
          : `FASTER PAYMENT TO ${c.payee} REF ${c.purpose}`
      case "returned_debit":
        return `UNPAID DIRECT DEBIT ${c.creditor}, MANDATE NO ${c.mandate.slice(-4)}`
      case "fee":
        return fees.GB[c.fee]
    }
  },
  IE: (c, rng) => {
    switch (c.kind) {
      case "card":
        return `VDP-${c.merchant}${rng.chance(0.4) ? ` ${c.city}` : ""}`
      case "atm": {
        const d = dateBits(c.date)
        return `ATM ${c.city} ${d.dd}${d.mon}`
      }
      case "direct_debit":
        return `D/D ${c.creditor} ${c.mandate}`
      case "transfer_in":
        return `SEPA CREDIT ${c.payer} ${c.purpose}`
      case "transfer_out":
        return c.standing ? `S/O ${c.payee} ${c.purpose}` : `SEPA TRF ${c.payee} ${c.purpose}`
      case "returned_debit":
        return `D/D REJECTED ${c.creditor}`
      case "fee":
        return fees.IE[c.fee]
    }
  },
  US: (c, rng) => {
    switch (c.kind) {
      case "card": {
        const d = dateBits(c.date)
        return `POS DEBIT ${c.merchant} #${num(rng, 4)} ${c.city} ${d.mm}/${d.dd}`
      }
      case "atm": {
        const d = dateBits(c.date)
        return `ATM WITHDRAWAL ${c.bank} ${num(rng, 6)} ${c.city} ${d.mm}/${d.dd}`
      }
      case "direct_debit":
        return `ACH DEBIT ${c.creditor} ${c.purpose} PPD ID: ${c.mandate}`
      case "transfer_in":
        return c.giro
          ? `ACH CREDIT ${c.payer} ${c.purpose} PPD ID: ${num(rng, 10)}`
          : `ZELLE PAYMENT FROM ${c.payer} ${c.purpose}`
      case "transfer_out":
        return c.standing ? `ONLINE TRANSFER TO ${c.payee} ${c.purpose}` : `ZELLE PAYMENT TO ${c.payee} ${c.purpose}`
      case "returned_debit":
        return `RETURNED ITEM ${c.creditor} PPD ID: ${c.mandate}`
      case "fee":
        return fees.US[c.fee]
    }
  },
  DE: (c, rng) => {
    switch (c.kind) {
      case "card": {
        const d = dateBits(c.date)
        return `Kartenzahlung girocard ${c.merchant}//${c.city}/DE ${d.yyyy}-${d.mm}-${d.dd}T${time(rng, ":")}`
      }
      case "atm": {
        const d = dateBits(c.date)
        return `Bargeldauszahlung GA ${c.bank} ${c.city} ${d.dd}.${d.mm} ${time(rng, ".")}`
      }
      case "direct_debit":
        return `SEPA-Lastschrift ${c.creditor} EREF+ ${num(rng, 12)} MREF+ ${c.mandate} CRED+ DE${num(rng, 2)}ZZZ${
          num(rng, 11)
        } SVWZ+ ${c.purpose}`
      case "transfer_in":
        return `Gutschrift ${c.payer} EREF+ ${alnum(rng, 10)} SVWZ+ ${c.purpose}`
      case "transfer_out":
        return `${c.standing ? "Dauerauftrag" : "Überweisung"} ${c.payee} SVWZ+ ${c.purpose}`
      case "returned_debit":
        return `Rücklastschrift ${c.creditor} MREF+ ${c.mandate} SVWZ+ Mangels Deckung`
      case "fee":
        return fees.DE[c.fee]
    }
  },
  AT: (c, rng) => {
    switch (c.kind) {
      case "card": {
        const d = dateBits(c.date)
        return `Bezahlung Karte MC/${c.card} ${c.merchant} ${num(rng, 4)} ${c.city} ${d.dd}.${d.mm}. ${time(rng, ":")}`
      }
      case "atm": {
        const d = dateBits(c.date)
        return `Auszahlung Karte MC/${c.card} ${c.city} ${d.dd}.${d.mm}. ${time(rng, ":")}`
      }
      case "direct_debit":
        return `SEPA Lastschrift ${c.creditor} Mandat ${c.mandate} ${c.purpose}`
      case "transfer_in":
        return `Gutschrift ${c.payer} ${c.purpose}`
      case "transfer_out":
        return `${c.standing ? "Dauerauftrag" : "Überweisung"} ${c.payee} ${c.purpose}`
      case "returned_debit":
        return `Rücklastschrift ${c.creditor} Mandat ${c.mandate}`
      case "fee":
        return fees.AT[c.fee]
    }
  },
  FR: (c, rng) => {
    switch (c.kind) {
      case "card": {
        const d = dateBits(c.date)
        return `PAIEMENT PAR CARTE X${c.card} ${c.merchant} ${d.dd}/${d.mm}`
      }
      case "atm": {
        const d = dateBits(c.date)
        return `RETRAIT DAB ${d.dd}/${d.mm} ${c.city} CARTE X${c.card}`
      }
      case "direct_debit":
        return `PRLV SEPA ${c.creditor} ID EMETTEUR/FR${num(rng, 2)}ZZZ${num(rng, 6)} MDT/${c.mandate} REF/${c.purpose}`
      case "transfer_in":
        return `VIR SEPA RECU /DE ${c.payer} /MOTIF ${c.purpose} /REF ${alnum(rng, 10)}`
      case "transfer_out":
        return c.standing ? `VIR PERMANENT ${c.payee} ${c.purpose}` : `VIR SEPA EMIS /A ${c.payee} /MOTIF ${c.purpose}`
      case "returned_debit":
        return `REJET PRLV SEPA ${c.creditor} MDT/${c.mandate} PROVISION INSUFFISANTE`
      case "fee":
        return fees.FR[c.fee]
    }
  },
  ES: (c) => {
    switch (c.kind) {
      case "card": {
        const d = dateBits(c.date)
        return `COMPRA TARJ. ${c.card} ${c.merchant} ${c.city} ${d.dd}/${d.mm}`
      }
      case "atm": {
        const d = dateBits(c.date)
        return `RETIRADA EFECTIVO CAJERO ${c.bank} ${c.city} ${d.dd}/${d.mm}`
      }
      case "direct_debit":
        return `RECIBO ${c.creditor} REF. MANDATO ${c.mandate} ${c.purpose}`
      case "transfer_in":
        return `TRANSFERENCIA RECIBIDA DE ${c.payer} CONCEPTO ${c.purpose}`
      case "transfer_out":
        return `${c.standing ? "TRANSFERENCIA PERIODICA A" : "TRANSFERENCIA A"} ${c.payee} CONCEPTO ${c.purpose}`
      case "returned_debit":
        return `DEVOLUCION RECIBO ${c.creditor} REF. MANDATO ${c.mandate}`
      case "fee":
        return fees.ES[c.fee]
    }
  },
  IT: (c) => {
    switch (c.kind) {
      case "card": {
        const d = dateBits(c.date)
        return `PAGAMENTO POS ${c.merchant} ${c.city} ${d.dd}/${d.mm}/${d.yyyy} CARTA ${c.card}`
      }
      case "atm": {
        const d = dateBits(c.date)
        return `PRELIEVO BANCOMAT ${d.dd}/${d.mm}/${d.yyyy} ${c.city} CARTA ${c.card}`
      }
      case "direct_debit":
        return `ADDEBITO DIRETTO SDD ${c.creditor} MANDATO ${c.mandate} ${c.purpose}`
      case "transfer_in":
        return `BONIFICO A VOSTRO FAVORE DA ${c.payer} CAUSALE ${c.purpose}`
      case "transfer_out":
        return `${c.standing ? "BONIFICO PERIODICO" : "BONIFICO DISPOSTO"} A FAVORE DI ${c.payee} CAUSALE ${c.purpose}`
      case "returned_debit":
        return `STORNO ADDEBITO SDD ${c.creditor} MANDATO ${c.mandate}`
      case "fee":
        return fees.IT[c.fee]
    }
  },
  NL: (c, rng) => {
    switch (c.kind) {
      case "card": {
        const d = dateBits(c.date)
        return `BEA NR:${alnum(rng, 8)} ${d.dd}.${d.mm}.${d.yy}/${time(rng, ".")} ${c.merchant} ${num(rng, 4)},PAS${
          num(rng, 3)
        } ${c.city}`
      }
      case "atm": {
        const d = dateBits(c.date)
        return `GEA NR:${alnum(rng, 8)} ${d.dd}.${d.mm}.${d.yy}/${time(rng, ".")} ${c.bank} ${c.city},PAS${num(rng, 3)}`
      }
      case "direct_debit":
        return `SEPA Incasso algemeen doorlopend Incassant: NL${num(rng, 2)}ZZZ${
          num(rng, 12)
        } Naam: ${c.creditor} Machtiging: ${c.mandate} Omschrijving: ${c.purpose}`
      case "transfer_in":
        return `SEPA Overboeking IBAN: ${
          ibanOf("NL", `${rng.pick(["INGB", "ABNA", "RABO"])}${num(rng, 10)}`)
        } Naam: ${c.payer} Omschrijving: ${c.purpose}`
      case "transfer_out":
        return `${c.standing ? "SEPA Periodieke overb." : "SEPA Overboeking"} IBAN: ${
          ibanOf("NL", `${rng.pick(["INGB", "ABNA", "RABO"])}${num(rng, 10)}`)
        } Naam: ${c.payee} Omschrijving: ${c.purpose}`
      case "returned_debit":
        return `SEPA Incasso terugboeking Naam: ${c.creditor} Machtiging: ${c.mandate} Reden: onvoldoende saldo`
      case "fee":
        return fees.NL[c.fee]
    }
  },
  BE: (c) => {
    switch (c.kind) {
      case "card": {
        const d = dateBits(c.date)
        return `BETALING MET DEBETKAART NUMMER 4871 04XX XXXX ${c.card} ${c.merchant} ${c.city} ${d.dd}/${d.mm}/${d.yyyy}`
      }
      case "atm": {
        const d = dateBits(c.date)
        return `GELDOPNEMING AAN ANDERE AUTOMATEN ${c.bank} ${c.city} ${d.dd}/${d.mm}/${d.yyyy}`
      }
      case "direct_debit":
        return `EUROPESE DOMICILIERING SCHULDEISER : ${c.creditor} MANDAAT : ${c.mandate} MEDEDELING : ${c.purpose}`
      case "transfer_in":
        return `OVERSCHRIJVING VAN ${c.payer} MEDEDELING : ${c.purpose}`
      case "transfer_out":
        return `${
          c.standing ? "DOORLOPENDE OPDRACHT NAAR" : "OVERSCHRIJVING NAAR"
        } ${c.payee} MEDEDELING : ${c.purpose}`
      case "returned_debit":
        return `TERUGBETALING DOMICILIERING ${c.creditor} MANDAAT : ${c.mandate}`
      case "fee":
        return fees.BE[c.fee]
    }
  },
  PL: (c) => {
    switch (c.kind) {
      case "card": {
        const d = dateBits(c.date)
        return `PŁATNOŚĆ KARTĄ ${d.dd}.${d.mm}.${d.yyyy} ${c.merchant} ${c.city} NR KARTY ...${c.card}`
      }
      case "atm": {
        const d = dateBits(c.date)
        return `WYPŁATA Z BANKOMATU ${c.bank} ${c.city} ${d.dd}.${d.mm}.${d.yyyy}`
      }
      case "direct_debit":
        return `POLECENIE ZAPŁATY ${c.creditor} IDENTYFIKATOR ${c.mandate} ${c.purpose}`
      case "transfer_in":
        return `PRZELEW PRZYCHODZĄCY OD ${c.payer} TYTUŁ: ${c.purpose}`
      case "transfer_out":
        return `${c.standing ? "ZLECENIE STAŁE DO" : "PRZELEW WYCHODZĄCY DO"} ${c.payee} TYTUŁ: ${c.purpose}`
      case "returned_debit":
        return `ZWROT POLECENIA ZAPŁATY ${c.creditor} IDENTYFIKATOR ${c.mandate}`
      case "fee":
        return fees.PL[c.fee]
    }
  },
  LT: (c) => {
    switch (c.kind) {
      case "card": {
        const d = dateBits(c.date)
        return `Mokėjimas kortele ${c.merchant} ${c.city} ${d.yyyy}-${d.mm}-${d.dd} kortelė ...${c.card}`
      }
      case "atm": {
        const d = dateBits(c.date)
        return `Grynųjų pinigų išėmimas bankomate ${c.bank} ${c.city} ${d.yyyy}-${d.mm}-${d.dd}`
      }
      case "direct_debit":
        return `Tiesioginis debetas ${c.creditor} sutartis ${c.mandate} ${c.purpose}`
      case "transfer_in":
        return `Įskaitymas ${c.payer} ${c.purpose}`
      case "transfer_out":
        return `${c.standing ? "Periodinis mokėjimas" : "Pervedimas"} ${c.payee} ${c.purpose}`
      case "returned_debit":
        return `Tiesioginio debeto grąžinimas ${c.creditor} sutartis ${c.mandate}`
      case "fee":
        return fees.LT[c.fee]
    }
  }
}

/** The bank text a country's banks would print for a payment. */
export const describe = (country: Country, channel: Channel, rng: Rng): string => formatters[country](channel, rng)

/** A random mandate or creditor reference. */
export const randomMandate = (rng: Rng): string => alnum(rng, 10)

/** A random last-four of a card number. */
export const randomCardDigits = (rng: Rng): string => num(rng, 4)
