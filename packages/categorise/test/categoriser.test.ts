import { type Country } from "@statement-engine/intake"
import { describe, expect, it } from "vitest"
import { topLevelOf } from "../src/categories/category-tree.js"
import { makeCategoriser } from "../src/categoriser.js"

const cat = (
  country: Country,
  description: string,
  amount: number,
  extra: { counterparty?: string; bank_category?: string } = {}
) =>
  makeCategoriser(country)({
    description,
    amount,
    counterparty: extra.counterparty ?? null,
    bank_category: extra.bank_category ?? null
  })

describe("categoriser", () => {
  const cases: ReadonlyArray<readonly [Country, string, number, number]> = [
    ["GB", "CARD PAYMENT TO TESCO STORES 3297 ON 12/03", -23.45, 501],
    ["GB", "SAINSBURYS S/MKTS", -12.1, 501],
    ["GB", "ACME LTD SALARY", 2500, 10101],
    ["GB", "DWP UC 1234567890", 640.12, 10305],
    ["GB", "BET365", -20, 1601],
    ["GB", "LINK ATM 23:14 HIGH ST", -40, 1501],
    ["GB", "NETFLIX.COM", -10.99, 701],
    ["GB", "LENDING STREAM", -120, 1701],
    ["GB", "LOWELL PORTFOLIO", -25, 1801],
    ["GB", "UNPAID ITEM FEE", -6, 1903],
    ["IE", "DUNNES STORES CORK", -54.2, 501],
    ["US", "WALMART SUPERCENTER #1234", -87.11, 501],
    ["US", "DIRECT DEP ACME CORP PAYROLL", 2100, 10101],
    ["DE", "KARTENZAHLUNG REWE SAGT DANKE 4711 DE", -45.67, 501],
    ["DE", "SEPA-LASTSCHRIFT EREF+123456 MREF+M-1 CRED+DE98ZZZ09999999999 SVWZ+Miete Februar", -900, 201],
    ["DE", "LOHN/GEHALT 01/24 ACME GMBH", 3104.55, 10101],
    ["DE", "Deutsche Rentenversicherung Rente 02/2024", 1420.1, 10201],
    ["AT", "HOFER DANKT 0123 WIEN", -23.45, 501],
    ["FR", "CB CARREFOUR MARKET 29/01", -54.12, 501],
    ["FR", "PRLV SEPA EDF CLIENTS PARTICULIERS", -62.3, 304],
    ["FR", "VIR SEPA CAF ALLOCATIONS FAMILIALES", 139.5, 10302],
    ["ES", "COMPRA TARJETA MERCADONA VALENCIA", -34.5, 501],
    ["ES", "NOMINA ENERO ACME SL", 1800, 10101],
    ["IT", "PAGAMENTO POS ESSELUNGA MILANO", -41.2, 501],
    ["IT", "PRELIEVO BANCOMAT", -100, 1501],
    ["NL", "BEA Albert Heijn 1234 AMSTERDAM", -32.1, 501],
    ["NL", "Salaris januari Werkgever BV", 2750, 10101],
    ["BE", "DELHAIZE BRUXELLES", -18, 501],
    ["PL", "BIEDRONKA 1234 WARSZAWA", -112.5, 501],
    ["PL", "WYNAGRODZENIE ZA LUTY", 8250, 10101],
    ["PL", "ORLEN STACJA NR 123", -250, 603],
    ["PL", "KRUK SA SPLATA", -150, 1801],
    ["LT", "MAXIMA LT X 123 VILNIUS", -21.3, 501],
    ["LT", "Atlyginimas uz sausi", 1650, 10101],
    ["LT", "TOPSPORT", -15, 1601]
  ]
  for (const [country, description, amount, expected] of cases) {
    it(`${country}: "${description}" → ${expected}`, () => {
      expect(cat(country, description, amount).category_id).toBe(expected)
    })
  }

  it("names the partner from the lexicon, else from the counterparty", () => {
    expect(cat("GB", "CARD PAYMENT TO TESCO STORES 3297", -5).partner).toBe("Tesco")
    expect(cat("DE", "Überweisung", -50, { counterparty: "MAX MUSTERMANN" }).partner).toBe("Max Mustermann")
    expect(cat("DE", "Überweisung 123456789", -50).partner).toBeNull()
  })

  it("applies sign rules: unmatched credits are other income, unmatched debits uncategorised, merchant credits refunds", () => {
    expect(cat("GB", "XYZZY 0001", 12).category_id).toBe(112)
    expect(cat("GB", "XYZZY 0001", -12).category_id).toBe(2301)
    expect(cat("GB", "AMAZON MARKETPLACE", 19.99).category_id).toBe(10601)
    expect(cat("GB", "BET365", 200).category_id).toBe(111)
    expect(cat("GB", "XYZZY 0001", -12).reason).toBe("default")
    expect(cat("GB", "XYZZY 0001", -12).confidence).toBeLessThan(cat("GB", "TESCO STORES", -12).confidence)
  })

  it("takes the next match when the best one does not fit the sign", () => {
    expect(cat("NL", "RENTE LENING", -337.49).category_id).toBe(1702)
    expect(cat("US", "CAPITAL ONE AUTOPAY PYMT", 1000).category_id).toBe(3001)
    expect(cat("DE", "Boulangerie Müller", -4.2).category_id).toBe(501)
    expect(cat("GB", "CCY CONVERSION FEE FOR: 6.66 SGD", -0.2).category_id).toBe(1904)
  })

  it("ignores generic bank labels and weak keywords that would need a sign flip", () => {
    expect(cat("GB", "QWERTY SHOP", -10, { bank_category: "general" }).reason).not.toBe("bank_category")
    expect(cat("US", "Airplanes R Us", -1000, { bank_category: "Other Travel" }).category_id).toBe(1302)
    expect(cat("US", "Deposit Mobile Banking", 20).category_id).not.toBe(10601)
  })

  it("uses the bank's own category when the description says nothing", () => {
    const r = cat("ES", "COMPRA 1234", -12, { bank_category: "Supermercados" })
    expect(r.category_id).toBe(501)
    expect(r.reason).toBe("bank_category")
  })

  it("strips IBANs, dates and references before matching", () => {
    expect(
      topLevelOf(cat("DE", "DE89370400440532013000 12.03.2024 REF 99887766 NETTO MARKEN-DISCOUNT", -9).category_id)
    ).toBe(5)
  })

  it("gives every decision a confidence between 0 and 1", () => {
    for (const [country, description, amount] of cases) {
      const c = cat(country, description, amount).confidence
      expect(c).toBeGreaterThan(0)
      expect(c).toBeLessThanOrEqual(1)
    }
  })

  const newCountries: ReadonlyArray<readonly [Country, string, number, number]> = [
    ["SE", "KORTKÖP 240312 ICA NARA HJARTAT STOCKHOLM", -312.5, 501],
    ["SE", "LÖN MARS ACME AB", 32000, 10101],
    ["SE", "SKATTEVERKET SLUTSKATT", -4200, 1101],
    ["FI", "KORTTIOSTO 12.03 K-MARKET KAMPPI HELSINKI", -23.4, 501],
    ["FI", "KELA LAPSILISA", 94.88, 10302],
    ["FI", "HSL MOBIILI", -3.1, 601],
    ["DK", "DANKORT-KØB NETTO VALBY", -189, 501],
    ["DK", "BETALINGSSERVICE ØRSTED", -640, 301],
    ["NO", "VAREKJØP REMA 1000 GRUNERLOKKA", -245, 501],
    ["NO", "NAV BARNETRYGD", 1766, 10302],
    ["EE", "KAARDIMAKSE SELVER KADRIORU TALLINN", -18.2, 501],
    ["EE", "EESTI ENERGIA ARVE", -54.1, 301],
    ["LV", "PIRKUMS RIMI HYPER RIGA", -34.3, 501],
    ["LV", "LATVENERGO REKINS", -41.7, 301]
  ]
  for (const [country, description, amount, expected] of newCountries) {
    it(`${country}: "${description}" → ${expected}`, () => {
      expect(cat(country, description, amount).category_id).toBe(expected)
    })
  }

  it("reads a word inside a longer known name as that name's, not as a purpose of its own", () => {
    // The Home Depot is a DIY chain; "depot" alone is a securities account (savings)
    expect(cat("US", "THE HOME DEPOT #1234 ATLANTA", -88.14).category_id).toBe(1205)
    expect(topLevelOf(cat("DE", "Umbuchung Depot", -500).category_id)).toBe(30)
  })

  it("reads one country's bank word only in that country: GA is a German cash machine, Georgia in a US card line", () => {
    expect(cat("DE", "GA Sparkasse KoelnBonn", -200).category_id).toBe(1501)
    expect(cat("US", "CHICK-FIL-A #01234 ATLANTA GA", -23.4).category_id).not.toBe(1501)
  })

  it("keeps the letters of a name with a short number after it (GLOVOAPP23)", () => {
    expect(cat("ES", "TRANSFERENCIA DE GLOVOAPP23 SL", 176).category_id).toBe(105)
  })

  it("reads a charge's word with a return's word as the fee for the return", () => {
    expect(cat("DE", "Entgelt fuer Lastschriftrueckgabe", -3).category_id).toBe(1903)
    expect(cat("FR", "FRAIS SUR PRELEVEMENT IMPAYE", -15).category_id).toBe(1903)
  })

  it("reads an oil company paid by direct debit as its energy contract, and at the pump as fuel", () => {
    expect(topLevelOf(cat("FR", "PRLV SEPA TOTALENERGIES ECHEANCE", -72).category_id)).toBe(3)
    expect(cat("FR", "CB TOTALENERGIES 22/11 LYON", -65).category_id).toBe(603)
    expect(cat("FR", "PRLV TOTALENERGIES ELECTRICITE", -50).category_id).toBe(301)
  })

  it("reads a collector's word on a BNPL provider's line as debt recovery, not an instalment", () => {
    expect(cat("DE", "Riverty Inkasso Forderung", -45).category_id).toBe(1801)
  })

  it("reads US gas as fuel and the gas company as the utility", () => {
    expect(cat("US", "SHELL GAS STATION 1234 HOUSTON", -45).category_id).toBe(603)
    expect(cat("US", "PIEDMONT NATURAL GAS BILL PAY", -60).category_id).toBe(302)
    expect(cat("GB", "DD BRITISH GAS", -98).category_id).not.toBe(603)
  })

  it("reads money sent through a wallet to a person by name as a transfer, whatever payout words it holds", () => {
    expect(cat("US", "PAYPAL TRANSFER TO MARY SMITH", -40).category_id).toBe(3003)
  })

  it("reads a named shop's money back that says refund as the shop's refund, even with a reversal's word", () => {
    expect(cat("IT", "STORNO PAGAMENTO POS ZARA RIMBORSO", 45).category_id).toBe(10601)
    expect(cat("DE", "SEPA Retoure Ueberweisung", 89).category_id).toBe(2102)
  })

  it("reads a generic trade word alone in every language (crêperie, Würstelstand, hamburgare)", () => {
    expect(topLevelOf(cat("FR", "CB CREPERIE DU PORT 22/11 SAINT MALO", -38).category_id)).toBe(5)
    expect(topLevelOf(cat("AT", "Bezahlung Karte Wuerstelstand", -9.8).category_id)).toBe(5)
    expect(cat("SE", "KORTKOP MAX HAMBURGARE", -95).category_id).toBe(503)
  })

  it("reads German words written with ue, oe, ae for ü, ö, ä as the umlaut's words", () => {
    // the lexicon knows rückgabegebühr and rücklastschriftgebühr, folded ruckgabegebuhr, rucklastschriftgebuhr
    expect(cat("DE", "RUECKGABEGEBUEHR", -3).category_id).toBe(1903)
    expect(cat("DE", "RUECKLASTSCHRIFTGEBUEHR", -4).category_id).toBe(1903)
  })

  it("reads a brand's too-common single word only on a card payment that names nothing else", () => {
    // Ross Stores is a US discount department store (name-suggestion-index: shop=department_store)
    expect(cat("US", "POS DEBIT ROSS 1234 DALLAS", -20).category_id).toBe(1204)
    expect(cat("US", "ZELLE PAYMENT TO ROSS GELLER", -20).category_id).toBe(3003)
  })

  it("never lets the bank's own words decide: a transfer's words are not an internet bill", () => {
    expect(topLevelOf(cat("DE", "INTERNET-ÜBERWEISUNG SCHWIMMVEREIN NEPTUN MITGLIEDSBEITRAG", -120).category_id)).toBe(
      22
    )
    expect(cat("DE", "INTERNET-ÜBERWEISUNG SCHWIMMVEREIN NEPTUN", -120).category_id).not.toBe(402)
    expect(cat("DE", "INTERNET-ÜBERWEISUNG SCHWIMMVEREIN NEPTUN", -120).partner).toBe("Schwimmverein Neptun")
  })

  it("reads a fee word with another company named as that company's fee, not the bank's", () => {
    expect(topLevelOf(cat("GB", "ACME SOFTWARE LTD SERVICE FEE INV 2231", -49).category_id)).not.toBe(19)
    expect(cat("GB", "MONTHLY ACCOUNT FEE", -5).category_id).toBe(1901)
  })

  it("resolves intermediaries: the merchant behind when named, the intermediary otherwise", () => {
    expect(cat("DE", "PayPal Europe S.a.r.l. et Cie S.C.A PP.1234.PP . NETFLIX, Ihr Einkauf bei NETFLIX", -12.99))
      .toMatchObject({
        category_id: 701,
        partner: "Netflix"
      })
    expect(cat("GB", "PAYPAL PAYMENT", -20)).toMatchObject({ category_id: 3007, partner: "PayPal" })
    expect(cat("DE", "KLARNA SOFORT ZALANDO", -59.9).category_id).toBe(1201)
    expect(cat("GB", "KLARNA*ZALANDO", -59.9).category_id).toBe(1703)
    expect(cat("DE", "KLARNA BANK AB RATENKAUF ZALANDO RATE 2/4", -25).category_id).toBe(1703)
    expect(cat("SE", "SWISH BETALNING ANNA ANDERSSON", -150).category_id).toBe(3003)
  })

  it("tells people from companies: a person's transfer is a transfer, a platform's credit a payout", () => {
    expect(cat("DE", "ÜBERWEISUNG AN MAX MUSTERMANN", -50).category_id).toBe(3003)
    expect(cat("FR", "VIR SEPA RECU DE M JEAN DUPONT", 80).category_id).toBe(3004)
    expect(cat("GB", "UBER BV PAYOUT 1234", 412.5).category_id).toBe(105)
    expect(cat("LT", "VINTED UAB", 23.4).category_id).toBe(105)
  })

  it("reads money in from a merchant by its size: a small credit is a refund, a salary-sized one pay", () => {
    expect(cat("GB", "TESCO STORES 3297", 12.5).category_id).toBe(10601)
    expect(cat("GB", "TESCO STORES LTD", 2150).category_id).toBe(10101)
    expect(cat("DE", "RÜCKLASTSCHRIFT TELEKOM", 39.95).category_id).toBe(2101)
  })

  it("takes fuel at a supermarket forecourt as fuel and cash at the till as cash", () => {
    expect(cat("GB", "TESCO PFS 4521", -60).category_id).toBe(603)
    expect(cat("DE", "REWE BARGELD AN DER KASSE", -50).category_id).toBe(1502)
    expect(cat("DE", "KARTENZAHLUNG NETTO TANKSTELLE", -48).category_id).toBe(603)
    expect(cat("FR", "CB INTERMARCHE STATION 03/02", -55).category_id).toBe(603)
    expect(cat("US", "CASH BACK KROGER #412", -40).category_id).toBe(1502)
  })

  it("takes a person's name after a transfer's words as a transfer, even with one name known", () => {
    expect(cat("PL", "PRZELEW DO TOMASZ", -90).category_id).toBe(3003)
    expect(cat("BE", "OVERSCHRIJVING VAN GEERT MAES", 40).category_id).toBe(3004)
  })

  it("reads a person's full name after a transfer's words as a transfer whatever the note says, unless it states a purpose", () => {
    expect(
      cat("BE", "VIREMENT INSTANTANE DE BE43 0689 9999 9501 MARTIN SOPHIE COMMUNICATION REMBOURSEMENT CINEMA", 25)
        .category_id
    )
      .toBe(3004)
    expect(cat("DE", "ÜBERWEISUNG AN PAULA SCHNEIDER HOCHZEIT", -100).category_id).toBe(3003)
    expect(topLevelOf(cat("DE", "DAUERAUFTRAG AN PAULA SCHNEIDER MIETE", -600).category_id)).toBe(2)
  })

  it("reads a wallet's top-up as a wallet, a phone's or travel card's top-up as the phone or the fare", () => {
    expect(cat("IE", "REVOLUT TOPUP 4411", -40).category_id).toBe(3007)
    expect(cat("DE", "PAYPAL EUROPE AUFLADUNG GUTHABEN", -50).category_id).toBe(3007)
    expect(topLevelOf(cat("GB", "VODAFONE TOP UP", -10).category_id)).toBe(4)
    expect(cat("BE", "PAYCONIQ AAN JANA PEETERS", -12).category_id).toBe(3003)
  })

  it("knows payroll bureaus, municipal charges and public bodies by kind", () => {
    expect(cat("BE", "OVERSCHRIJVING VAN SD WORX LOON", 2300).category_id).toBe(10101)
    expect(cat("AT", "MARKTGEMEINDE GRUNDBESITZ ABGABEN", -120).category_id).toBe(1102)
    expect(cat("AT", "ORDINATION DR KLEIN HONORAR", -80).category_id).toBe(902)
    expect(cat("US", "PAYCHEX PAYROLL DIRECT DEP", 1800).category_id).toBe(10101)
  })

  it("takes a name that reads as a person's for a transfer when no rule decides, never on a card line", () => {
    expect(topLevelOf(cat("NL", "OVERBOEKING WOUTER VERHOEVEN", -35).category_id)).toBe(30)
    expect(topLevelOf(cat("NL", "BEA WOUTER VERHOEVEN", -35).category_id)).not.toBe(30)
  })

  it("reads returned debits, fines and interest in German, Dutch and US wording", () => {
    expect(topLevelOf(cat("AT", "RÜCKLEITUNG LASTSCHRIFT A1 TELEKOM", -45).category_id)).toBe(21)
    expect(cat("BE", "KOSTEN WEIGERING DOMICILIERING", -3).category_id).toBe(1903)
    expect(cat("US", "CITY OF BOSTON PARKING TICKET", -40).category_id).toBe(1104)
    expect(cat("BE", "INTRESTEN SPAARREKENING", 1.2).category_id).toBe(10701)
  })

  it("does not take a Belgian time stamp's 'uur' or a SEPA mandate's 'mandat' for words of their own", () => {
    expect(cat("BE", "BETALING MET DEBETKAART NUMMER 4871 DELHAIZE GENT 03-11-2026 OM 11.05 UUR", -31).category_id)
      .toBe(501)
    expect(topLevelOf(cat("BE", "DOMICILIATION EUROPEENNE DE ETHIAS REF MANDAT 7788 PRIME", -60).category_id)).toBe(8)
  })

  it("reads returned debits, donations and savings in every language, and a supplier's service fee as theirs", () => {
    expect(topLevelOf(cat("EE", "OTSEKORRALDUS TAGASTATUD EESTI ENERGIA", -41).category_id)).toBe(21)
    expect(topLevelOf(cat("LV", "ATGRIEZTS MAKSĀJUMS ELEKTRUM", -33).category_id)).toBe(21)
    expect(cat("DE", "SPENDE MALTESER HILFSDIENST", -20).category_id).toBe(2201)
    expect(topLevelOf(cat("LV", "PĀRSKAITĪJUMS UZ KRĀJKONTU", -100).category_id)).toBe(30)
    expect(topLevelOf(cat("GB", "CARD PAYMENT TO WIDGETWORKS SERVICE FEE", -3.5).category_id)).not.toBe(19)
    expect(cat("GB", "SERVICE FEE", -3.5).category_id).toBe(1901)
  })

  it("says why and how sure for every decision", () => {
    const r = cat("GB", "CARD PAYMENT TO TESCO STORES", -5)
    expect(r.reason).toBe("merchant")
    expect(r.confidence).toBeGreaterThan(0.5)
  })
})

describe("mandate references in direct debits", () => {
  it("reads a direct debit's mandate words as the bank's, not as a fine or the payee's name", () => {
    const bill = cat("US", "ACH DEBIT PG&E MNDT D745372 10/2024 MANDAT 5406987", -110.63)
    expect([bill.category_id, bill.partner]).toEqual([304, "PG&E"])
    const phone = cat("FR", "PRLV SEPA ORANGE RUM 1234567 MANDAT FR44ZZZ123456", -39.99)
    expect(phone.partner).not.toBe("Rum")
    expect(topLevelOf(phone.category_id)).not.toBe(11)
  })

  it("still reads a Polish mandat as a fine", () => {
    expect(cat("PL", "MANDAT KARNY STRAZ MIEJSKA", -100).category_id).toBe(1104)
    expect(cat("PL", "MANDAT 123/2024 STRAZ MIEJSKA", -200).category_id).toBe(1104)
  })
})

describe("decisions shared across statements", () => {
  const paid = (description: string) => ({ description, amount: -12.5, counterparty: null, bank_category: null })
  const plain = "PAIEMENT CB CAFE LUMIERE PARIS"
  const accented = "PAIEMENT CB CAFÉ LUMIÈRE PARIS"

  it("a statement's own first spelling of a key still names the partner, though another statement decided the plain one", () => {
    const first = makeCategoriser("FR")
    expect(first(paid(plain)).partner).toBe("Lumiere Paris")
    const second = makeCategoriser("FR")
    expect(second(paid(accented)).partner).toBe("Lumière Paris")
    expect(second(paid(plain)).partner).toBe("Lumière Paris")
  })

  it("a plain description decided by another statement is the same decision", () => {
    const first = makeCategoriser("GB")(paid("CARD PAYMENT TO TESCO STORES 3297 ON 12/03"))
    const again = makeCategoriser("GB")(paid("CARD PAYMENT TO TESCO STORES 1111 ON 14/03"))
    expect(again).toEqual(first)
    expect(again).toMatchObject({ category_id: 501, partner: "Tesco" })
  })
})
