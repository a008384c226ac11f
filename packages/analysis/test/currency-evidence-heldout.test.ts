import { Either } from "effect"
import { describe, expect, it } from "vitest"
import { type Country, readStatements } from "../src/index.js"
import { textFile } from "./helpers.js"

// Held-out statements for the currency of a file that names none in its amounts: the account's own
// country (its IBAN's, wherever the file writes it) or the file's evidence comes before the country given
// at processing. Written by hand; each expected currency is the one of the IBAN or sign written here.

const currencies = (name: string, text: string, country: Country = "GB"): Record<string, string> => {
  const r = readStatements([textFile(name, text)], {}, { country })
  if (Either.isLeft(r)) throw new Error(`${name} refused: ${JSON.stringify(r.left)}`)
  const byAccount: Record<string, string> = {}
  for (const t of r.right.transactions) byAccount[t.account.replace(/\s/g, "").slice(0, 4)] = t.currency
  return byAccount
}
const only = (name: string, text: string, country: Country = "GB"): ReadonlyArray<string> => {
  const r = readStatements([textFile(name, text)], {}, { country })
  if (Either.isLeft(r)) throw new Error(`${name} refused: ${JSON.stringify(r.left)}`)
  return [...new Set(r.right.transactions.map((t) => t.currency))]
}

describe("the account's own country before the country given at processing", () => {
  it("an IBAN in a preamble line written in groups, lower case label (nl)", () => {
    const csv = [
      "rekening: nl91 abna 0417 1643 00",
      "",
      "Datum,Omschrijving,Bedrag",
      "2024-03-01,Albert Heijn 1234,-23.45",
      "2024-03-05,Salaris maart,2100.00",
      "2024-03-09,Huur,-950.00"
    ].join("\n")
    expect(only("nl.csv", csv)).toEqual(["EUR"])
  })

  it("an IBAN only in the file name (de)", () => {
    const csv = [
      "Datum;Text;Betrag",
      "01.02.2024;REWE SAGT DANKE;-41,20",
      "15.02.2024;GEHALT;2.800,00",
      "20.02.2024;MIETE;-1.100,00"
    ].join("\n")
    expect(only("Umsaetze_DE89370400440532013000_2024-02.csv", csv)).toEqual(["EUR"])
  })

  it("each account of a mixed file in its own IBAN's currency (de, pl)", () => {
    const csv = [
      "Konto;Datum;Verwendungszweck;Betrag",
      "DE89370400440532013000;01.03.2024;EDEKA;-12,50",
      "DE89370400440532013000;02.03.2024;LOHN;1.500,00",
      "PL61109010140000071219812874;03.03.2024;BIEDRONKA;-80,00",
      "PL61109010140000071219812874;04.03.2024;WYNAGRODZENIE;5.000,00"
    ].join("\n")
    expect(currencies("konten.csv", csv)).toEqual({ DE89: "EUR", PL61: "PLN" })
  })

  it("the euro sign in the amount column's header (fr)", () => {
    const csv = [
      "Date;Libellé;Montant (€)",
      "02/05/2024;CARREFOUR MARKET;-54,30",
      "10/05/2024;VIREMENT SALAIRE;2 300,00",
      "20/05/2024;LOYER;-780,00"
    ].join("\n")
    expect(only("fr.csv", csv)).toEqual(["EUR"])
  })

  it("an IBAN after a label in a line with other words (es), processed in the US", () => {
    const csv = [
      "Titular: MARIA LOPEZ GARCIA - Cuenta ES91 2100 0418 4502 0005 1332 - Extracto",
      "Fecha,Concepto,Importe",
      "2024-06-03,MERCADONA,-33.10",
      "2024-06-28,NOMINA JUNIO,1900.00",
      "2024-06-30,ALQUILER,-700.00"
    ].join("\n")
    expect(only("es.csv", csv, "US")).toEqual(["EUR"])
  })

  it("an OFX account whose ACCTID is an IBAN and no CURDEF (it)", () => {
    const ofx = [
      "OFXHEADER:100",
      "DATA:OFXSGML",
      "VERSION:102",
      "",
      "<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS>",
      "<BANKACCTFROM><BANKID>03069<ACCTID>IT60X0542811101000000123456<ACCTTYPE>CHECKING</BANKACCTFROM>",
      "<BANKTRANLIST><DTSTART>20240101<DTEND>20240131",
      "<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20240110<TRNAMT>-25.00<FITID>1<NAME>ESSELUNGA</STMTTRN>",
      "<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20240125<TRNAMT>1500.00<FITID>2<NAME>STIPENDIO</STMTTRN>",
      "</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>"
    ].join("\n")
    expect(only("it.ofx", ofx)).toEqual(["EUR"])
  })
})
