import iconv from "iconv-lite"
import { countryProfiles, required } from "./tables.js"
import type { Traits } from "./traits.js"

/** Single-byte code pages the zoo writes and a careful reader would consider. */
export const legacyCodePages = [
  "windows-1252",
  "windows-1250",
  "windows-1257",
  "windows-1253",
  "iso-8859-1",
  "iso-8859-15",
  "iso-8859-2",
  "iso-8859-13",
  "iso-8859-7"
] as const

/** A written text as bytes, with the encoding actually used and the text those bytes hold. */
export interface EncodedText {
  readonly bytes: Uint8Array
  readonly encoding: string
  readonly text: string
}

const roundTrips = (text: string, encoding: string): boolean =>
  iconv.decode(iconv.encode(text, encoding), encoding) === text

/** Romanian comma-below letters become the cedilla ones legacy code pages have. */
export const cedillaRomanian = (text: string): string =>
  text.replace(/ș/g, "ş").replace(/ț/g, "ţ").replace(/Ș/g, "Ş").replace(/Ț/g, "Ţ")

const candidatesFor = (t: Traits): ReadonlyArray<string> => {
  const own = required(countryProfiles, t.country, "country profile").legacy
  const family = t.encoding === "windows" ? "windows-" : "iso-8859-"
  const ordered = [...own.filter((e) => e.startsWith(family)), ...legacyCodePages.filter((e) => e.startsWith(family))]
  return [...new Set(ordered)]
}

const withBom = (bom: ReadonlyArray<number>, body: Uint8Array): Uint8Array => {
  const out = new Uint8Array(bom.length + body.length)
  out.set(bom, 0)
  out.set(body, bom.length)
  return out
}

/**
 * Encodes a file's text in its layout's encoding. A legacy class (`windows`, `iso`) takes the
 * country's own code page of that family when it holds every character, else the first of the
 * family that does; text no code page of the family can hold is written as UTF-8.
 */
export const encodeText = (text: string, t: Traits): EncodedText => {
  switch (t.encoding) {
    case "utf-8":
      return { bytes: new Uint8Array(Buffer.from(text, "utf8")), encoding: "utf-8", text }
    case "utf-8-bom":
      return {
        bytes: withBom([0xef, 0xbb, 0xbf], new Uint8Array(Buffer.from(text, "utf8"))),
        encoding: "utf-8-bom",
        text
      }
    case "utf-16le":
      return {
        bytes: withBom([0xff, 0xfe], new Uint8Array(iconv.encode(text, "utf-16le"))),
        encoding: "utf-16le",
        text
      }
    case "utf-16be":
      return {
        bytes: withBom([0xfe, 0xff], new Uint8Array(iconv.encode(text, "utf-16be"))),
        encoding: "utf-16be",
        text
      }
    case "windows":
    case "iso": {
      for (const candidate of [text, cedillaRomanian(text)]) {
        const fits = candidatesFor(t).find((e) => roundTrips(candidate, e))
        if (fits !== undefined) {
          return { bytes: new Uint8Array(iconv.encode(candidate, fits)), encoding: fits, text: candidate }
        }
      }
      return { bytes: new Uint8Array(Buffer.from(text, "utf8")), encoding: "utf-8", text }
    }
  }
}

/** Bytes decoded in an encoding the zoo writes (BOM-marked ones without their BOM). */
export const decodeBytes = (bytes: Uint8Array, encoding: string): string => {
  if (encoding === "utf-8-bom") return Buffer.from(bytes.subarray(3)).toString("utf8")
  if (encoding === "utf-16le" || encoding === "utf-16be") return iconv.decode(Buffer.from(bytes.subarray(2)), encoding)
  return iconv.decode(Buffer.from(bytes), encoding)
}
