import type * as Chardet from "chardet"
import type Iconv from "iconv-lite"
import { createRequire } from "node:module"

/** The detector and the code-page tables. */
export interface EncodingLibraries {
  readonly chardet: typeof Chardet
  readonly iconv: typeof Iconv
}

/**
 * Loaded when a file that is not UTF-8 first comes (most never do), from beside the running module:
 * in the server bundle these are external dependencies of `@statement-engine/http`
 * (docs/decisions/bundle-completeness.md).
 */
const load = createRequire(import.meta.url)
let libraries: EncodingLibraries | undefined

/** Node's module cache as it was before the first load began; undefined until a load begins. */
let cachedBeforeLoading: ReadonlySet<string> | undefined

/**
 * Forgets every module Node's cache took in since the first load began, when that load was stopped
 * halfway (the server's watchdog stops small uploads' pre-processing wherever it is): a module cut
 * off while running stays cached as it was, half-built, and would be handed out as it is from then
 * on. The two packages' own dependencies (iconv-lite's safer-buffer) are among them.
 */
const forgetStoppedLoad = () => {
  if (cachedBeforeLoading === undefined) {
    cachedBeforeLoading = new Set(Object.keys(load.cache))
    return
  }
  for (const key of Object.keys(load.cache)) if (!cachedBeforeLoading.has(key)) delete load.cache[key]
}

/**
 * The libraries, whole: kept only once both are loaded and iconv-lite has read its code-page tables
 * (which it otherwise does on first use, where a stop would leave them half merged); until then
 * every call starts from a clean cache.
 */
export const encodingLibraries = (): EncodingLibraries => {
  if (libraries !== undefined) return libraries
  forgetStoppedLoad()
  const chardet: typeof Chardet = load("chardet")
  const iconv: typeof Iconv = load("iconv-lite")
  iconv.getCodec("windows-1252")
  libraries = { chardet, iconv }
  return libraries
}
