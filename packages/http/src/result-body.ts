import { HttpServerResponse } from "@effect/platform"
import { categoryTree, type Country, Operation, type ProductJson } from "@statement-engine/analysis"
import type { ResultLanguage } from "@statement-engine/api-contract/api"
import { BadRequest, jsonApiError } from "@statement-engine/api-contract/api-errors"
import { type ResultDocument, resultDocumentHead, resultDocumentTail } from "@statement-engine/core"
import { Chunk, Effect, Either, Schema, Stream } from "effect"

const encoder = new TextEncoder()

/** A country whose category tree is titled in each language. */
const COUNTRY_OF_LANGUAGE: Readonly<Record<ResultLanguage, Country>> = {
  en: "GB",
  de: "DE",
  fr: "FR",
  es: "ES",
  it: "IT",
  nl: "NL",
  pl: "PL",
  lt: "LT",
  sv: "SE",
  fi: "FI",
  da: "DK",
  nb: "NO",
  et: "EE",
  lv: "LV",
  pt: "PT",
  cs: "CZ",
  sk: "SK",
  hu: "HU",
  ro: "RO",
  sl: "SI",
  hr: "HR",
  el: "GR",
  bg: "BG",
  is: "IS"
}

const KEY = "\"category_id\":"

/**
 * A categorised transaction's id and title as the product writes them, in that order. A raw `"` never
 * occurs inside a JSON string (it is written `\"`), so this matches keys, never text inside a description.
 */
const TITLED = /"category_id":(\d+),"category_title":"(?:[^"\\]|\\.)*"/g

/**
 * The categorisation product's text with every `category_title` in `language`: rewritten as it
 * streams, holding back only the text from the last `"category_id":` of each chunk (one row's tail)
 * until the next chunk completes it. Linear in the text; never holds the product whole.
 */
export const retitled = (language: ResultLanguage) => {
  const titles = new Map(
    categoryTree(COUNTRY_OF_LANGUAGE[language]).categories.map((
      c
    ) => [String(c.id), JSON.stringify(c["readable-title"])])
  )
  const rewrite = (text: string) =>
    text.replace(TITLED, (row, id: string) => {
      const title = titles.get(id)
      return title === undefined ? row : `${KEY}${id},"category_title":${title}`
    })
  return <E, R>(chunks: Stream.Stream<Uint8Array, E, R>): Stream.Stream<Uint8Array, E, R> =>
    Stream.suspend(() => {
      let held = ""
      const body = chunks.pipe(
        Stream.decodeText(),
        Stream.map((text) => {
          const all = held + text
          const last = all.lastIndexOf(KEY)
          const cut = last >= 0 ? last : Math.max(0, all.length - KEY.length)
          held = all.slice(cut)
          return rewrite(all.slice(0, cut))
        })
      )
      return Stream.concat(body, Stream.sync(() => rewrite(held))).pipe(Stream.encodeText)
    })
}

/** Bytes rewritten at a time: a product kept as one 20 MB chunk is retitled in pieces, other requests served between. */
const SLICE_BYTES = 64 * 1024

/** The chunks cut into views of at most 64 KiB (no copies). */
function* slices(chunks: ReadonlyArray<Uint8Array>) {
  for (const chunk of chunks) {
    for (let at = 0; at < chunk.byteLength; at += SLICE_BYTES) yield chunk.subarray(at, at + SLICE_BYTES)
  }
}

/** True when an `Accept-Encoding` header accepts gzip (`gzip`, `x-gzip` or `*`, not with `q=0`). */
export const acceptsGzip = (header: string | undefined): boolean =>
  (header ?? "").split(",").some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(";")
    if (coding !== "gzip" && coding !== "x-gzip" && coding !== "*") return false
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="))
    return q === undefined || Number(q.slice(2)) > 0
  })

/** A body compressed with gzip as it streams (Node's zlib, through the web `CompressionStream`). */
export const gzipped = <E>(body: Stream.Stream<Uint8Array, E>): Stream.Stream<Uint8Array, E | Error> =>
  Stream.unwrapScoped(Effect.map(Stream.toReadableStreamEffect(body), (readable) =>
    Stream.fromReadableStream(
      () => readable.pipeThrough(new CompressionStream("gzip")) as ReadableStream<Uint8Array>,
      (cause) => new Error("gzip failed", { cause })
    )))

const isOperation = Schema.is(Operation)

/** Reads `?fields=`: comma-separated operation keywords; a word that is none is a 400 naming it. */
export const parseFields = (
  fields: string | undefined
): Either.Either<ReadonlyArray<string> | undefined, BadRequest> => {
  if (fields === undefined) return Either.right(undefined)
  const names = fields.split(",").map((f) => f.trim()).filter((f) => f !== "")
  const unknown = names.filter((name) => !isOperation(name))
  if (names.length > 0 && unknown.length === 0) return Either.right(names)
  return Either.left(
    new BadRequest({
      errors: [jsonApiError(
        400,
        "VALIDATION_ERROR",
        `fields must list operation keywords separated by commas; not one: ${unknown.join(", ") || "(empty)"}. Known: ${
          Operation.literals.join(", ")
        }.`,
        { source: { parameter: "fields" } }
      )]
    })
  )
}

/** How a completed result is served: which products, titles in which language, compressed or not. */
export interface ResultView {
  readonly fields: ReadonlyArray<string> | undefined
  readonly lang: ResultLanguage | undefined
  readonly gzip: boolean
}

/** Bodies smaller than this are sent as they are: compressing them saves less than it costs. */
const GZIP_FROM_BYTES = 1024

/**
 * A completed result's body, streamed from the products' UTF-8 chunks as the report keeps them
 * (written by the worker thread): a 100,000-transaction categorisation is served without being
 * parsed or serialised again, and the body is never held whole. `view.fields` leaves the other
 * products out; `view.lang` rewrites the categorisation's titles as they stream; `view.gzip`
 * compresses as it streams (bodies of 1 KiB and more).
 */
export const completedResult = (
  requestId: string,
  products: ProductJson,
  view: ResultView
): HttpServerResponse.HttpServerResponse => {
  const selected = Object.entries(products).filter(([operation]) => view.fields?.includes(operation) ?? true)
  const head = encoder.encode(resultDocumentHead)
  const tail = encoder.encode(resultDocumentTail(requestId))
  const keys = selected.map(([operation]) => encoder.encode(`${JSON.stringify(operation)}:`))
  const comma = encoder.encode(",")
  const bytes = selected.reduce(
    (n, [, chunks], i) => n + keys[i]!.byteLength + chunks.reduce((m, c) => m + c.byteLength, 0) + 1,
    head.byteLength + tail.byteLength
  )
  const product = (operation: string, chunks: ReadonlyArray<Uint8Array>) =>
    view.lang !== undefined && operation === "categorisation"
      ? retitled(view.lang)(Stream.fromIterable(slices(chunks)))
      : Stream.fromChunk(Chunk.fromIterable(chunks))
  const body = Stream.concatAll(Chunk.fromIterable([
    Stream.make(head),
    ...selected.map(([operation, chunks], i) =>
      Stream.concat(Stream.make(keys[i]!), Stream.concat(product(operation, chunks), Stream.make(comma)))
    ),
    Stream.make(tail)
  ]))
  if (view.gzip && bytes >= GZIP_FROM_BYTES) {
    return HttpServerResponse.stream(gzipped(body), {
      contentType: "application/json",
      headers: { "content-encoding": "gzip", vary: "Accept-Encoding" }
    })
  }
  return HttpServerResponse.stream(body, {
    contentType: "application/json",
    headers: { vary: "Accept-Encoding" },
    ...(view.lang === undefined || !selected.some(([operation]) => operation === "categorisation")
      ? { contentLength: bytes }
      : {})
  })
}

/**
 * A completed result kept whole (`ResultDocument`), served as it is by default (every product, titles
 * as made): one write of its text, or of its gzip.
 */
export const documentResult = (
  document: ResultDocument,
  gzip: Uint8Array | undefined
): HttpServerResponse.HttpServerResponse =>
  gzip !== undefined
    ? HttpServerResponse.uint8Array(gzip, {
      contentType: "application/json",
      headers: { "content-encoding": "gzip", vary: "Accept-Encoding" }
    })
    : HttpServerResponse.uint8Array(document.json, {
      contentType: "application/json",
      headers: { vary: "Accept-Encoding" }
    })

/**
 * The served form of a completed result: its kept document's bytes as they are when the view is the
 * default one (its gzip kept, or made once by `gzipOf` when first asked; plain if that fails), else
 * streamed from the products.
 */
export const completedResultOf = (
  requestId: string,
  completed: { readonly products: ProductJson; readonly document?: ResultDocument | undefined },
  view: ResultView,
  gzipOf: (document: ResultDocument) => Effect.Effect<Uint8Array, Error>
): Effect.Effect<HttpServerResponse.HttpServerResponse> => {
  const document = completed.document
  if (document === undefined || view.fields !== undefined || view.lang !== undefined) {
    return Effect.succeed(completedResult(requestId, completed.products, view))
  }
  if (!view.gzip || document.json.byteLength < GZIP_FROM_BYTES) {
    return Effect.succeed(documentResult(document, undefined))
  }
  return gzipOf(document).pipe(
    Effect.map((gzip) => documentResult(document, gzip)),
    Effect.orElseSucceed(() => documentResult(document, undefined))
  )
}
