import { analyse } from "chardet"

/** A legacy encoding chosen for a file that is not UTF-8, and the evidence, in words. */
export interface LegacyChoice {
  readonly encoding: string
  readonly how: string
}

/** Why no legacy encoding could be chosen: the candidates that give different text. */
export interface LegacyUndecided {
  readonly candidates: ReadonlyArray<string>
}

/** The single-byte code pages banks still export (WHATWG labels), in the order a tie prefers them. */
const SINGLE_BYTE = ["windows-1252", "windows-1250", "windows-1257", "iso-8859-2", "iso-8859-15"] as const
/** Multi-byte encodings trusted only when the detector is sure and the bytes decode without error. */
const MULTI_BYTE = new Set(["EUC-JP", "Shift_JIS", "EUC-KR", "GB18030", "Big5"])
/** chardet's names of the single-byte code pages, as WHATWG labels (TextDecoder reads ISO-8859-1 as windows-1252). */
const LABEL: Readonly<Record<string, string>> = {
  "ISO-8859-1": "windows-1252",
  "windows-1252": "windows-1252",
  "windows-1250": "windows-1250",
  "ISO-8859-2": "iso-8859-2",
  "windows-1257": "windows-1257",
  "ISO-8859-15": "iso-8859-15"
}

/** How much of a file the detector looks at: enough text for its statistics, bounded for large files. */
const SAMPLE = 64 * 1024

/** The distinct byte values above 127 a file holds. */
const highBytes = (bytes: Uint8Array): Uint8Array => {
  const seen = new Uint8Array(128)
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i] ?? 0
    if (b >= 128) seen[b - 128] = 1
  }
  const out: Array<number> = []
  seen.forEach((s, i) => {
    if (s === 1) out.push(i + 128)
  })
  return Uint8Array.from(out)
}

/** What each of the file's high bytes reads as in an encoding; undefined when one is a C1 control (not text). */
const mapping = (label: string, high: Uint8Array): string | undefined => {
  const text = new TextDecoder(label).decode(high)
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if ((c >= 0x80 && c <= 0x9f) || c === 0xfffd) return undefined
  }
  return text
}

const multiByte = (bytes: Uint8Array, name: string): string | undefined => {
  try {
    new TextDecoder(name, { fatal: true }).decode(bytes)
    return new TextDecoder(name).encoding
  } catch {
    return undefined
  }
}

/**
 * Chooses the encoding of a file that is not UTF-8. A confident multi-byte detection (EUC-JP, …)
 * that decodes without error is taken. Otherwise the single-byte code pages that read every high
 * byte of the file as text are compared: when they all give the same text, the first is taken;
 * when they differ, the detector's language statistics (`chardet`) must prefer one clearly (5
 * points over the best that gives other text). Else the candidates are returned for a refusal.
 */
export const detectLegacy = (bytes: Uint8Array): LegacyChoice | LegacyUndecided => {
  const ranked = analyse(bytes.subarray(0, SAMPLE))
  const top = ranked[0]
  if (top !== undefined && MULTI_BYTE.has(top.name) && top.confidence >= 50) {
    const label = multiByte(bytes, top.name)
    if (label !== undefined) return { encoding: label, how: `detected as ${top.name} (${top.confidence}% sure)` }
  }
  const high = highBytes(bytes)
  const texts = new Map<string, string>()
  for (const label of SINGLE_BYTE) {
    const text = mapping(label, high)
    if (text !== undefined) texts.set(label, text)
  }
  const labels = [...texts.keys()]
  const first = labels[0]
  if (first === undefined) return { candidates: [] }
  if (labels.every((l) => texts.get(l) === texts.get(first))) {
    return { encoding: first, how: `${labels.join(", ")} all give the same text` }
  }
  const score = (label: string) =>
    Math.max(0, ...ranked.filter((r) => LABEL[r.name] === label).map((r) => r.confidence))
  const best = [...labels].sort((a, b) => score(b) - score(a))[0] ?? first
  const rival = labels.filter((l) => texts.get(l) !== texts.get(best)).reduce((m, l) => Math.max(m, score(l)), 0)
  if (score(best) >= 10 && score(best) - rival >= 5) {
    return { encoding: best, how: `its letters read as ${best} (detector ${score(best)}, the nearest other text ${rival})` }
  }
  return { candidates: labels.filter((l, i) => labels.findIndex((m) => texts.get(m) === texts.get(l)) === i) }
}
