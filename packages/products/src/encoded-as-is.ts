import type { Schema } from "effect"

/**
 * A product's output given as its own encoded form, for a schema whose encoded form is its type
 * (the compiler refuses any other). `Schema.encodeSync` would only copy it key by key in the
 * schema's order and check its refinements, a cost per value that `NullOr` and unions make large;
 * `product-encoding.test.ts` checks instead that each such product is built with the schema's
 * fields in the schema's order, encoding to the same text.
 */
export const encodedAsIs = <A>(_schema: Schema.Schema<A, A>) => (value: A): A => value
