import { Either } from "effect"
import { InvalidAnalysisOptions, UnsupportedEncoding } from "../analysis-error.js"
import { decodeSingleByte, detectLegacy, knownLegacyLabel } from "./detect-legacy.js"

/** A file's text and the encoding it was read with. */
export interface DecodedText {
  readonly text: string
  /** The file's UTF-8 bytes (BOM removed) when it is UTF-8: the CSV parser reads them without re-encoding `text`. */
  readonly utf8?: Uint8Array
  readonly encoding: string
  readonly bom: boolean
  /** How the encoding was decided, in words, for the record. */
  readonly how?: string
}

/**
 * A file that is not UTF-8 whose plausible code pages give different text that its words do not
 * settle: each reading, most plausible first, and the refusal to give when they read different numbers.
 */
export interface UndecidedText {
  readonly _tag: "UndecidedText"
  readonly readings: ReadonlyArray<DecodedText>
  readonly refusal: UnsupportedEncoding
}

const decodeWith = (label: string, bytes: Uint8Array, fatal: boolean): string =>
  new TextDecoder(label, { fatal, ignoreBOM: false }).decode(bytes)

const supportsLabel = (label: string): boolean => {
  try {
    new TextDecoder(label)
    return true
  } catch {
    return false
  }
}

/**
 * Turns a file's bytes into text: a BOM decides UTF-8 / UTF-16; otherwise `encoding`
 * (when the caller named one) or strict UTF-8, refusing anything else.
 */
export const decodeFile = (
  name: string,
  bytes: Uint8Array,
  encoding: string | undefined,
  pointer: string,
  country?: string
): Either.Either<DecodedText | UndecidedText, UnsupportedEncoding | InvalidAnalysisOptions> => {
  const b0 = bytes[0]
  const b1 = bytes[1]
  const b2 = bytes[2]
  if (b0 === 0xef && b1 === 0xbb && b2 === 0xbf) {
    return decodeStrictUtf8(name, bytes.subarray(3), true)
  }
  if (b0 === 0xff && b1 === 0xfe) {
    return Either.right({ text: decodeWith("utf-16le", bytes, false), encoding: "utf-16le", bom: true })
  }
  if (b0 === 0xfe && b1 === 0xff) {
    return Either.right({ text: decodeWith("utf-16be", bytes, false), encoding: "utf-16be", bom: true })
  }
  if (encoding !== undefined) {
    if (!supportsLabel(encoding)) {
      return Either.left(new InvalidAnalysisOptions({ detail: `Unknown encoding "${encoding}"`, pointer }))
    }
    const canonical = new TextDecoder(encoding).encoding
    // single-byte code pages through iconv-lite: Node's TextDecoder misreads windows-1252's 0x80–0x9F
    const single = canonical.startsWith("windows-") || canonical.startsWith("iso-8859-")
    return Either.right({
      text: single && knownLegacyLabel(canonical)
        ? decodeSingleByte(bytes, canonical)
        : decodeWith(canonical, bytes, false),
      encoding: canonical,
      bom: false,
      how: "options.encoding"
    })
  }
  const wide = utf16WithoutBom(bytes)
  if (wide !== undefined) {
    return Either.right({
      text: decodeWith(wide, bytes, false),
      encoding: wide,
      bom: false,
      how: "every other byte is 0"
    })
  }
  const utf8 = decodeStrictUtf8(name, bytes, false)
  return Either.isRight(utf8) ? utf8 : decodeLegacy(name, bytes, country)
}

/** UTF-16 without a byte-order mark: in its first 4 KiB nearly every other byte is 0 (ASCII text in UTF-16). */
const utf16WithoutBom = (bytes: Uint8Array): "utf-16le" | "utf-16be" | undefined => {
  const n = Math.min(bytes.length, 4096) & ~1
  if (n < 8) return undefined
  let evenZero = 0
  let oddZero = 0
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) evenZero++
    if (bytes[i + 1] === 0) oddZero++
  }
  const pairs = n / 2
  if (oddZero > pairs * 0.6 && evenZero < pairs * 0.05) return "utf-16le"
  if (evenZero > pairs * 0.6 && oddZero < pairs * 0.05) return "utf-16be"
  return undefined
}

const isAsciiLetter = (b: number | undefined): boolean =>
  b !== undefined && ((b >= 65 && b <= 90) || (b >= 97 && b <= 122))

/**
 * UTF-8 text some tool passed through a conversion that put `?` for each letter's lead byte and
 * kept the byte after it (`J?\xA4gersteig` for `Jägersteig`): every byte above 127 is a UTF-8
 * continuation byte (0x80–0xBF) right after a `?` inside a word, twice at least. Read as the text
 * it is with those bytes dropped: the letters are lost either way, and no code page reads them as
 * letters. Undefined for any other file.
 */
const utf8WithLostLeadBytes = (bytes: Uint8Array): DecodedText | undefined => {
  let found = 0
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i] ?? 0
    if (b < 128) continue
    const inWord = b <= 0xbf && bytes[i - 1] === 63 && isAsciiLetter(bytes[i - 2]) && isAsciiLetter(bytes[i + 1])
    if (!inWord) return undefined
    found++
  }
  if (found < 2) return undefined
  const kept = bytes.filter((b) => b < 128)
  return {
    text: decodeWith("utf-8", kept, false),
    encoding: "utf-8",
    bom: false,
    how: `UTF-8 whose ${found} non-ASCII letters lost their lead byte to "?" (the bytes left dropped)`
  }
}

/** A file that is not UTF-8: a legacy code page when the evidence is clear, else refused naming the candidates. */
const decodeLegacy = (
  name: string,
  bytes: Uint8Array,
  country: string | undefined
): Either.Either<DecodedText | UndecidedText, UnsupportedEncoding> => {
  const damaged = utf8WithLostLeadBytes(bytes)
  if (damaged !== undefined) return Either.right(damaged)
  const choice = detectLegacy(bytes, country)
  if ("encoding" in choice) {
    return Either.right({
      text: knownLegacyLabel(choice.encoding)
        ? decodeSingleByte(bytes, choice.encoding)
        : decodeWith(choice.encoding, bytes, false),
      encoding: choice.encoding,
      bom: false,
      how: `not UTF-8; ${choice.how}`
    })
  }
  const refusal = undecidedRefusal(name, choice.candidates)
  const ranked = choice.ranked ?? []
  if (ranked.length < 2) return Either.left(refusal)
  return Either.right({
    _tag: "UndecidedText",
    refusal,
    readings: ranked.map((r) => ({
      text: decodeSingleByte(bytes, r.encoding),
      encoding: r.encoding,
      bom: false,
      how: r.how
    }))
  })
}

const undecidedRefusal = (name: string, candidates: ReadonlyArray<string>): UnsupportedEncoding => {
  const named = candidates.length > 0 ? candidates : ["windows-1252"]
  return new UnsupportedEncoding({
    file: name,
    detail: `File "${name}" is not valid UTF-8, and ${
      named.length > 1 ? named.join(" and ") + " give different text that" : "its bytes"
    } the data cannot settle; pass options.encoding "${named[0]}"${
      named.length > 1 ? ` or "${named[1]}"` : ""
    } to read it`,
    found: named.length > 1
      ? `bytes that ${named.join(" and ")} read as different text`
      : "bytes that are not UTF-8",
    missing: "evidence in the text that settles the encoding",
    fix: { option: "encoding", value: named[0] }
  })
}

const decodeStrictUtf8 = (
  name: string,
  bytes: Uint8Array,
  bom: boolean
): Either.Either<DecodedText, UnsupportedEncoding> => {
  try {
    return Either.right({
      text: decodeWith("utf-8", bytes, true),
      utf8: bytes,
      encoding: "utf-8",
      bom,
      how: bom ? "byte-order mark" : "valid UTF-8"
    })
  } catch {
    return Either.left(
      new UnsupportedEncoding({
        file: name,
        detail: `File "${name}" is not valid UTF-8; pass options.encoding (for example "windows-1252") to read it`,
        found: "bytes that are not UTF-8",
        missing: "the encoding of the bytes",
        fix: { option: "encoding", value: "windows-1252" }
      })
    )
  }
}
