import { Either } from "effect"
import { InvalidAnalysisOptions, UnsupportedEncoding } from "../../analysis-error.js"

/** A file's text and the encoding it was read with. */
export interface DecodedText {
  readonly text: string
  /** The file's UTF-8 bytes (BOM removed) when it is UTF-8: the CSV parser reads them without re-encoding `text`. */
  readonly utf8?: Uint8Array
  readonly encoding: string
  readonly bom: boolean
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
  pointer: string
): Either.Either<DecodedText, UnsupportedEncoding | InvalidAnalysisOptions> => {
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
    return Either.right({ text: decodeWith(canonical, bytes, false), encoding: canonical, bom: false })
  }
  return decodeStrictUtf8(name, bytes, false)
}

const decodeStrictUtf8 = (
  name: string,
  bytes: Uint8Array,
  bom: boolean
): Either.Either<DecodedText, UnsupportedEncoding> => {
  try {
    return Either.right({ text: decodeWith("utf-8", bytes, true), utf8: bytes, encoding: "utf-8", bom })
  } catch {
    return Either.left(
      new UnsupportedEncoding({
        file: name,
        detail: `File "${name}" is not valid UTF-8; pass options.encoding (for example "windows-1252") to read it`
      })
    )
  }
}
