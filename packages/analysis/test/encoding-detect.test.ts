import { detectLegacy } from "@statement-engine/intake"
import { judgeWord } from "@statement-engine/intake"
import type { ReadContext } from "@statement-engine/intake"
import { Either } from "effect"
import iconv from "iconv-lite"
import { describe, expect, it } from "vitest"
import { readStatements } from "../src/index.js"

/** ASCII text and single bytes, in order, as one file. */
const bytesOf = (...parts: ReadonlyArray<string | number>): Uint8Array =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === "number" ? [p] : [...new TextEncoder().encode(p)])))

const chosen = (bytes: Uint8Array, country?: string): string | undefined => {
  const r = detectLegacy(bytes, country)
  return "encoding" in r ? r.encoding : undefined
}

describe("single-byte code pages told apart by the words they make", () => {
  it("reads a Polish header in windows-1250: 0xB3 is ł there and the symbol ³ in windows-1252 and windows-1257", () => {
    // "Data księgowania;Tytuł;Kwota" — ę is 0xEA, ł is 0xB3
    const bytes = bytesOf("Data ksi", 0xea, "gowania;Tytu", 0xb3, ";Kwota\n2024-01-02;Op", 0xb3, "ata;-3,50\n")
    expect(chosen(bytes)).toBe("windows-1250")
    const r = readStatements([{ name: "pl.csv", bytes }], {})
    expect(Either.isRight(r)).toBe(true)
    if (Either.isRight(r)) {
      expect(r.right.transactions[0]?.description).toBe("Opłata")
      expect(r.right.summary.files[0]?.dialect["encoding"]).toBe("windows-1250")
    }
  })

  it("reads a Norwegian header in windows-1252: ø (0xF8) makes Norwegian words, ř and ų do not", () => {
    // "Bokført dato;Beløp" — ø is 0xF8; windows-1250 reads "Bokfřrt", windows-1257 "Bokfųrt"
    const bytes = bytesOf("Bokf", 0xf8, "rt dato;Bel", 0xf8, "p\n02.01.2024;-3,50\n")
    expect(chosen(bytes)).toBe("windows-1252")
  })

  it("reads Greek text as windows-1253 when every other code page mixes alphabets in a word", () => {
    // "Ημερομηνία;Ποσό": Η C7 μ EC ε E5 ρ F1 ο EF η E7 ν ED ί DF α E1; Π D0 σ F3 ό FC
    const bytes = bytesOf(
      0xc7,
      0xec,
      0xe5,
      0xf1,
      0xef,
      0xec,
      0xe7,
      0xed,
      0xdf,
      0xe1,
      ";",
      0xd0,
      0xef,
      0xf3,
      0xfc,
      "\n02.01.2024;-3,50\n"
    )
    expect(chosen(bytes)).toBe("windows-1253")
    const r = readStatements([{ name: "gr.csv", bytes }], { currency: "EUR" })
    expect(Either.isRight(r) && r.right.summary.files[0]?.dialect["encoding"]).toBe("windows-1253")
  })

  it("drops a code page that reads a byte as a symbol no statement writes (¤ for €)", () => {
    // "Saldo €" with € as 0xA4 (ISO-8859-15); windows-1252 reads 0xA4 as ¤
    const bytes = bytesOf("Date;Description;Amount\n2024-01-02;Caf", 0xe9, " ", 0xa4, ";-3,50\n")
    expect(chosen(bytes)).toBe("iso-8859-15")
  })

  it("drops a code page that reads a byte inside a word as a currency sign", () => {
    // "DÁTUM;SPRÁVA PRE PRIJÍMATEĽA;SUMA" in ISO-8859-2 (Á C1, Í CD, Ľ A5); windows-1252 reads A5 as ¥ inside the word
    const bytes = bytesOf("D", 0xc1, "TUM;SPR", 0xc1, "VA PRE PRIJ", 0xcd, "MATE", 0xa5, "A;SUMA\n2024-01-02;x;-3,50\n")
    expect(chosen(bytes)).toBe("iso-8859-2")
    const r = readStatements([{ name: "sk.csv", bytes }], { currency: "EUR" })
    expect(Either.isRight(r) && r.right.summary.files[0]?.dialect["encoding"]).toBe("iso-8859-2")
  })

  it("leaves two readings of a header word undecided, and lets the country given at processing settle them", () => {
    // "Naam initiërende" (0xEB is ë in windows-1252, ė in windows-1257): both are letters of a language's words
    const bytes = bytesOf("Naam initi", 0xeb, "rende;Datum;Bedrag\nA;2024-01-02;-3,50\n")
    const alone = detectLegacy(bytes)
    expect("candidates" in alone && alone.candidates).toEqual(["windows-1252", "windows-1257"])
    expect(chosen(bytes, "NL")).toBe("windows-1252")
    expect(chosen(bytes, "LT")).toBe("windows-1257")
  })

  it("does not let the country settle a name above the header: names come from anywhere", () => {
    // "Konto: Anna Kalniņa" with 0xF2: ò in windows-1252, ň in windows-1250, ņ in windows-1257
    const bytes = bytesOf("Konto: Anna Kalni", 0xf2, "a\nDate;Text;Amount\n2024-01-02;Rent;-3,50\n")
    expect(chosen(bytes, "LV")).toBeUndefined()
  })

  it("judges words by their letters and by the letter pairs a language's common words hold", () => {
    expect(judgeWord("Beløp")).toBe("attested")
    expect(judgeWord("Płatność")).toBe("attested")
    // ł and è belong to no one language
    expect(judgeWord("Wpłatè")).toBe("foreign")
    expect(judgeWord("Bokfřrt")).toBe("unlikely")
  })
})

/** A text written in a code page, as a bank exporting it would. */
const encoded = (text: string, label: string): Uint8Array => Uint8Array.from(iconv.encode(text, label))

const readOne = (bytes: Uint8Array, country?: ReadContext["country"]) => {
  const r = readStatements([{ name: "s.csv", bytes }], {}, { country })
  if (Either.isLeft(r)) throw new Error(r.left.detail)
  const file = r.right.summary.files[0]
  return {
    encoding: file?.dialect["encoding"],
    warnings: file?.warnings ?? [],
    rows: r.right.transactions.map((t) => [t.booking_date, t.amount, t.currency, t.description])
  }
}

describe("code pages settled by the bank words, currency signs and numbers each reading gives", () => {
  it("reads a Swedish statement in windows-1252: its opening-balance line is bank words there, and is not counted", () => {
    // å is 0xE5: windows-1250 reads it ĺ ("Ingĺende saldo"), a line a reader would count as a booking
    const text = "Datum;Text;Belopp\n2024-03-01;Ingående saldo;1200,00\n2024-03-02;Kortköp ICA;-45,50\n"
    const read = readOne(encoded(text, "windows-1252"), "SE")
    expect(read.encoding).toBe("windows-1252")
    expect(read.rows).toEqual([["2024-03-02", -45.5, "SEK", "Kortköp ICA"]])
  })

  it("reads a Croatian indicator column in ISO-8859-2: 0xBE is ž there (Potražuje), ľ in windows-1250", () => {
    const text = "Datum;Opis;Iznos;Smjer\n02.01.2024;Plaća;1500,00;Potražuje\n03.01.2024;Konzum;45,20;Duguje\n"
    const read = readOne(encoded(text, "iso-8859-2"))
    expect(read.encoding).toBe("iso-8859-2")
    expect(read.rows.map((r) => r.slice(0, 2))).toEqual([["2024-01-02", 1500], ["2024-01-03", -45.2]])
  })

  it("reads a yen sign in a money header in windows-1252, where windows-1250 reads a lone Ą", () => {
    const text = "Date,Details,Amount(¥)\n2024-04-01,LAWSON,-650\n2024-04-02,Salary,250000\n"
    const read = readOne(encoded(text, "windows-1252"))
    expect(read.encoding).toBe("windows-1252")
    expect(read.rows.map((r) => r.slice(0, 3))).toEqual([["2024-04-01", -650, "JPY"], ["2024-04-02", 250000, "JPY"]])
  })

  it("reads Kč on Czech amounts in windows-1250, where windows-1252 reads Kè", () => {
    const text = "Datum;Popis;Částka\n02.01.2024;Nájem;-12 500,00 Kč\n03.01.2024;Mzda;38 000,00 Kč\n"
    const read = readOne(encoded(text, "windows-1250"))
    expect(read.encoding).toBe("windows-1250")
    expect(read.rows.map((r) => r.slice(0, 3))).toEqual([["2024-01-02", -12500, "CZK"], ["2024-01-03", 38000, "CZK"]])
  })

  it("takes the more plausible code page with a warning when the readings differ only where the numbers are not", () => {
    // è (0xE8) is č in windows-1250 ("Librairie Moličre"); dates and amounts read the same either way
    const text = "Date;Libellé;Montant\n02/01/2024;Librairie Molière;-3,50\n03/01/2024;Crème et Café;100,00\n"
    const read = readOne(encoded(text, "windows-1252"), "FR")
    expect(read.encoding).toBe("windows-1252")
    expect(read.rows).toEqual([
      ["2024-01-02", -3.5, "EUR", "Librairie Molière"],
      ["2024-01-03", 100, "EUR", "Crème et Café"]
    ])
    expect(read.warnings.join(" ")).toMatch(/text encoding chosen with lower confidence/)
  })

  it("reads Hungarian ő in windows-1250, where windows-1252 reads õ, whatever the numbers", () => {
    const text = "Dátum;Közlemény;Összeg\n2024.01.02.;Előző havi díj;-1 200\n2024.01.03.;Fizetés;450 000\n"
    const read = readOne(encoded(text, "windows-1250"))
    expect(read.encoding).toBe("windows-1250")
    expect(read.rows.map((r) => r[3])).toEqual(["Előző havi díj", "Fizetés"])
  })
})
