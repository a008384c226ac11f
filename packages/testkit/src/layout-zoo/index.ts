/**
 * The layout zoo: bank exports generated from independent traits (language, dates, numbers,
 * direction, shape, encoding, country) with exact truth, a frozen held-out slice, personas
 * with planted income and commitments, and the harness that measures the intake on them.
 */
export { makeRng as rngFor } from "./rng.js"
export { generateZooFile, generateZooFiles, drawTraitsIn, type ZooFile, type WrittenLayout } from "./zoo.js"
export { traitAxes, drawTraits, resolveTraits, traitKey, type Traits, type TraitAxis } from "./traits.js"
export { sliceOf, heldOutOnly, heldOutHashPercent, type Slice } from "./held-out.js"
export type { FileTruth, TrueTransaction, SetAsideLine } from "./truth.js"
export type { Evidence, RefusalReason } from "./evidence.js"
export type { LineKind } from "./write-context.js"
export type { MoneyStyle } from "./cells.js"
export { decodeBytes } from "./encode.js"
export { monthNames, columnRoles, type ColumnRole } from "./tables.js"
export { generatePersonaFile, generatePersonaFiles, personaKinds, personaCountries, type PersonaFile, type PersonaKind, type PlantedStream, type Cadence } from "./persona.js"
export type { StreamKind } from "./persona-tables.js"
