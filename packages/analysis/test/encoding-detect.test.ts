import { Either } from "effect"
import { describe, expect, it } from "vitest"
import { readStatements } from "../src/index.js"
import { detectLegacy } from "../src/intake/encoding/detect-legacy.js"
import { judgeWord } from "../src/intake/encoding/plausible-words.js"

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
