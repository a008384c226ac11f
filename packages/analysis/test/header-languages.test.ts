import { Either } from "effect"
import { describe, expect, it } from "vitest"
import { readStatements } from "../src/index.js"
import { pairs, readErr, readOk, textFile } from "./helpers.js"

describe("headers in the languages banks write them", () => {
  it.each([
    [
      "Finnish",
      "Kirjauspäivä;Arvopäivä;Saaja/Maksaja;Selite;Määrä EUROA\n02.01.2024;02.01.2024;K-Market;Ostos;-12,40\n"
    ],
    ["Swedish", "Bokföringsdatum;Transaktionsdatum;Text;Belopp;Saldo\n2024-01-02;2024-01-01;ICA;-12,40;100,00\n"],
    ["Danish", "Dato;Tekst;Beløb;Saldo\n02.01.2024;Netto;-12,40;100,00\n"],
    ["Czech", "Datum zaúčtování;Popis;Částka;Měna\n02.01.2024;Albert;-12,40;CZK\n"],
    ["Hungarian", "Könyvelési dátum;Közlemény;Összeg\n2024.01.02.;Tesco;-12,40\n"],
    ["Greek", "Ημερομηνία;Περιγραφή;Ποσό\n02.01.2024;ΑΒ Βασιλόπουλος;-12,40\n"],
    ["Latvian", "Datums;Apraksts;Summa\n02.01.2024;Rimi;-12,40\n"],
    ["Estonian", "Kuupäev;Selgitus;Summa\n02.01.2024;Selver;-12,40\n"],
    ["camelCase", "bookingDate,valueDate,remittanceInformation,transactionAmount\n2024-01-02,2024-01-02,Shop,-12.40\n"],
    ["a compound German header", "Buchungsdatum;Verwendungszweck;Umsatzbetrag\n02.01.2024;REWE;-12,40\n"]
  ])("reads %s headers", (_, csv) => {
    expect(pairs(readOk("x.csv", csv, { currency: "EUR" }))).toEqual([["2024-01-02", -12.4]])
  })

  it("a headerless unsigned amount beside an empty column is refused, and the option the refusal names reads it", () => {
    const csv = "27 Feb 2018,UMC-, 7.80, ,MCDONALDS\n28 Feb 2018,UMC-, 3.20, ,TESCO\n"
    const err = readErr("posb.csv", csv)
    const named = /options\.columns (\{[^}]+\})/.exec(err.detail)?.[1]
    expect(named).toBe("{\"debit\": 2}")
    const r = readStatements([textFile("posb.csv", csv)], { columns: JSON.parse(named ?? "{}") })
    expect(Either.isRight(r) && pairs(r.right)).toEqual([["2018-02-27", -7.8], ["2018-02-28", -3.2]])
  })
})
