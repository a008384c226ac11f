/**
 * The layout zoo: bank exports generated from independent traits (language, dates, numbers,
 * direction, shape, encoding, country) with exact truth, a frozen held-out slice, personas
 * with planted income and commitments, and the harness that measures the intake on them.
 */
export type { MoneyStyle } from "./cells.js"
export { decodeBytes } from "./encode.js"
export type { Evidence, RefusalReason } from "./evidence.js"
export { heldOutHashPercent, heldOutOnly, type Slice, sliceOf } from "./held-out.js"
export type { StreamKind } from "./persona-tables.js"
export {
  type Cadence,
  generatePersonaFile,
  generatePersonaFiles,
  personaCountries,
  type PersonaFile,
  type PersonaKind,
  personaKinds,
  type PlantedStream
} from "./persona.js"
export { makeRng as rngFor } from "./rng.js"
export { type ColumnRole, columnRoles, monthNames } from "./tables.js"
export { drawTraits, resolveTraits, traitAxes, type TraitAxis, traitKey, type Traits } from "./traits.js"
export type { FileTruth, SetAsideLine, TrueTransaction } from "./truth.js"
export type { LineKind } from "./write-context.js"
export { drawTraitsIn, generateZooFile, generateZooFiles, type WrittenLayout, type ZooFile } from "./zoo.js"
