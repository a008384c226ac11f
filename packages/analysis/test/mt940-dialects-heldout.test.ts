import { describe, expect, it } from "vitest"
import { readOk } from "./helpers.js"

// Held-out MT940 statements in dialects written by hand: every :61: of a statement read, the entry date
// (booking) told from the value date, and the :86: details of several banks' conventions. Expected
// values are the dates, amounts and names as written in the lines below.

const rows = (name: string, text: string) =>
  readOk(name, text).transactions.map((t) => [t.booking_date, t.value_date, t.amount, t.counterparty] as const)

describe("MT940 dialects", () => {
  it("reads every :61: of a statement whose lines are indented", () => {
    const sta = [
      "  :20:940S240331",
      "  :25:DE44500105175407324931",
      "  :28C:00031/001",
      "  :60F:C240328EUR1200,00",
      "  :61:2403280328D19,99NDDTNONREF",
      "  :86:166?00LASTSCHRIFT?20Mobilfunk Maerz?32TELEKOM DEUTSCHLAND",
      "  :61:2403290329C350,00NTRFNONREF",
      "  :86:166?00GUTSCHRIFT?20Erstattung?32FINANZAMT",
      "  :61:2403290329D60,00NMSCNONREF",
      "  :86:?00KARTENZAHLUNG?20Tankstelle?32ARAL",
      "  :62F:C240329EUR1470,01"
    ].join("\n")
    expect(rows("indented.sta", sta)).toEqual([
      ["2024-03-28", "2024-03-28", -19.99, "TELEKOM DEUTSCHLAND"],
      ["2024-03-29", "2024-03-29", 350, "FINANZAMT"],
      ["2024-03-29", "2024-03-29", -60, "ARAL"]
    ])
  })

  it("reads several :61: lines in a row without :86: between them, then one :86: for the last", () => {
    const sta = [
      ":20:STMT",
      ":25:NL91ABNA0417164300",
      ":28C:7/1",
      ":60F:C240501EUR500,00",
      ":61:240502D10,00NMSCNONREF",
      ":61:240503D20,00NMSCNONREF",
      ":61:240504C5,50NMSCNONREF",
      ":86:/NAME/KIOSK/REMI/USTD//lotto/",
      ":62F:C240504EUR475,50"
    ].join("\n")
    expect(rows("plain.sta", sta).map(([d, , a]) => [d, a])).toEqual([
      ["2024-05-02", -10],
      ["2024-05-03", -20],
      ["2024-05-04", 5.5]
    ])
  })

  it("tells the entry date from the value date, either before the other and across a year end", () => {
    const sta = [
      ":20:YEAREND",
      ":25:AT611904300234573201",
      ":28C:1/1",
      ":60F:C231228EUR100,00",
      ":61:2312291228D30,00NMSCNONREF",
      ":86:?00Abbuchung?32SPAR",
      ":61:2401021229C200,00NTRFNONREF",
      ":86:?00Gutschrift?32ARBEITGEBER GMBH",
      ":61:2312310102D10,00NMSCNONREF",
      ":86:?00Entgelt?32BANK",
      ":62F:C240102EUR260,00"
    ].join("\n")
    expect(rows("yearend.sta", sta)).toEqual([
      ["2023-12-28", "2023-12-29", -30, "SPAR"],
      ["2023-12-29", "2024-01-02", 200, "ARBEITGEBER GMBH"],
      ["2024-01-02", "2023-12-31", -10, "BANK"]
    ])
  })

  it("reads the Polish ~ subfields (pl)", () => {
    const sta = [
      ":20:MT940",
      ":25:/PL61109010140000071219812874",
      ":28C:12",
      ":60F:C240610PLN2000,00",
      ":61:2406110611DN150,00S034NONREF",
      ":86:034~00PRZELEW~20Czynsz czerwiec~21Mieszkanie 4~30109010140~310000071219812874~32WSPOLNOTA MIESZKANIOWA~33OSIEDLE",
      ":61:2406120612CN4200,00S051NONREF",
      ":86:051~00PRZELEW PRZYCH~20Wynagrodzenie~32FIRMA SPOLKA Z O.O.",
      ":62F:C240612PLN6050,00"
    ].join("\n")
    const r = readOk("pl.sta", sta)
    expect(r.transactions.map((t) => [t.amount, t.currency, t.counterparty])).toEqual([
      [-150, "PLN", "WSPOLNOTA MIESZKANIOWA OSIEDLE"],
      [4200, "PLN", "FIRMA SPOLKA Z O.O."]
    ])
    expect(r.transactions[0]?.description).toContain("Czynsz czerwiec")
  })

  it("reads the /CNTP/ counterparty of the Dutch structured :86: (nl)", () => {
    const sta = [
      ":20:P240715",
      ":25:NL20INGB0001234567EUR",
      ":28C:00000",
      ":60F:C240714EUR800,00",
      ":61:240715D45,00NTRFEREF//00000000001",
      ":86:/EREF/20240715-1//CNTP/NL91ABNA0417164300/ABNANL2A/J. DE VRIES/AMSTERDAM/REMI/USTD//Fietsreparatie/",
      ":62F:C240715EUR755,00"
    ].join("\n")
    const r = readOk("nl.sta", sta)
    expect(r.transactions.map((t) => [t.amount, t.counterparty])).toEqual([[-45, "J. DE VRIES"]])
    expect(r.transactions[0]?.description).toContain("Fietsreparatie")
  })

  it("reads the /ORDP/ and /BENM/ party codes (fr, be)", () => {
    const sta = [
      ":20:RELEVE",
      ":25:FR7630006000011234567890189",
      ":28C:1",
      ":60F:C240801EUR300,00",
      ":61:240802C120,00NTRFNONREF",
      ":86:/ORDP//NAME/MME CLAIRE MARTIN/REMI/Remboursement diner",
      ":61:240803D80,00NTRFNONREF",
      ":86:/BENM//NAME/EDF SA/REMI/Facture electricite",
      ":62F:C240803EUR340,00"
    ].join("\n")
    const r = readOk("fr.sta", sta)
    expect(r.transactions.map((t) => [t.amount, t.counterparty])).toEqual([[120, "MME CLAIRE MARTIN"], [-80, "EDF SA"]])
  })
})
