import { HttpApi, HttpApiBuilder, HttpServerRequest, HttpServerResponse, OpenApi } from "@effect/platform"
import { withAudience } from "@statement-engine/api-contract"
import { Effect, Predicate } from "effect"
import { createHash } from "node:crypto"
import { createRequire } from "node:module"
import { pathToFileURL } from "node:url"
import { baseUrl } from "./links.js"

/** Where the page's script is served, beside the page. */
const scriptPath = (pagePath: `/${string}`) => `${pagePath}/api-reference.js` as const

/**
 * The Scalar API reference browser script (3.4 MB) that `@effect/platform` ships as the string
 * `javascript` of an internal module, the one its `HttpApiScalar.layer` inlines into the page.
 * Imported from a path found at run time, so that esbuild leaves it out of the bundle and the
 * server holds it only once someone has opened the page. Not a public export of the package: an
 * upgrade that moves or renames it fails here, on the first request for the script.
 */
const importScalarScript = Effect.tryPromise({
  try: async () => {
    const packageJson = createRequire(import.meta.url).resolve("@effect/platform/package.json")
    const module: unknown = await import(new URL("dist/esm/internal/httpApiScalar.js", pathToFileURL(packageJson)).href)
    if (!Predicate.hasProperty(module, "javascript") || !Predicate.isString(module.javascript)) {
      throw new Error("@effect/platform's httpApiScalar module has no `javascript` string")
    }
    return module.javascript
  },
  catch: (cause) => new Error("could not load the Scalar API reference script", { cause })
})

// The escapes of @effect/platform's internal `Html` module, which `HttpApiScalar` uses.

/** JSON for inside a `<script>`: `<` and the JavaScript line terminators U+2028/U+2029 escaped. */
const escapeJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, "\\u003c").replace(
    /[\u2028\u2029]/g,
    (c) => c === "\u2028" ? "\\u2028" : "\\u2029"
  )

/** Text for an HTML text node. */
const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")

/** Text for a quoted HTML attribute value. */
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, "&quot;").replace(/'/g, "&#39;")

/** The one inline script of the page: it hands Scalar its configuration. */
const configurationScript = `
      document.getElementById('api-reference').dataset.configuration = JSON.stringify(${
  escapeJson({ _integration: "html", withDefaultFonts: false, authentication: { preferredSecurityScheme: "oauth2" } })
})
    `

/**
 * The page's Content-Security-Policy: scripts only from this server and the one inline script (by
 * its hash), WebAssembly (Scalar compiles a module; `wasm-unsafe-eval` allows that and no `eval`),
 * styles inline as Scalar writes them, no framing, no plugins, no form posts, nothing from elsewhere.
 */
const contentSecurityPolicy = [
  "default-src 'none'",
  `script-src 'self' 'wasm-unsafe-eval' 'sha256-${createHash("sha256").update(configurationScript).digest("base64")}'`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'"
].join("; ")

/** Headers of the page: the policy above, and frame protection for browsers that predate `frame-ancestors`. */
const pageHeaders = {
  "content-security-policy": contentSecurityPolicy,
  "x-frame-options": "DENY",
  "referrer-policy": "no-referrer"
}

/** The page `HttpApiScalar` builds, with its script loaded from `scriptSrc` instead of inlined. */
const pageHtml = (spec: OpenApi.OpenAPISpec, document: Record<string, unknown>, scriptSrc: string) => {
  const description = spec.info.description
  return `<!doctype html>
<html>
  <head>
    <meta charset="utf-8" />
    <title>${escapeText(spec.info.title)}</title>
    ${!description ? "" : `<meta name="description" content="${escapeAttribute(description)}"/>`}
    ${!description ? "" : `<meta name="og:description" content="${escapeAttribute(description)}"/>`}
    <meta
      name="viewport"
      content="width=device-width, initial-scale=1" />
  </head>
  <body>
    <script id="api-reference" type="application/json">
      ${escapeJson(document)}
    </script>
    <script>${configurationScript}</script>
    <script src="${escapeAttribute(scriptSrc)}"></script>
  </body>
</html>`
}

/**
 * The OpenAPI document at `openApiPath` and the interactive API reference (Scalar) at `path` (where
 * `GET /` redirects), without
 * authentication; both name `audience` as the one the page's OAuth2 token request sends. `GET path`
 * answers the page (the document embedded, as `HttpApiScalar.layer` builds it, under a
 * Content-Security-Policy that also forbids framing it) and `GET path/api-reference.js` the Scalar
 * script, loaded on its first request and kept from then on, cacheable for a day. Nothing is fetched
 * from a CDN.
 */
export const ApiReferencePage = (
  options: { readonly path: `/${string}`; readonly openApiPath: `/${string}`; readonly audience: string }
) =>
  HttpApiBuilder.Router.use((router) =>
    Effect.gen(function*() {
      const { api } = yield* HttpApi.Api
      const spec = OpenApi.fromApi(api)
      const document = withAudience({ ...spec }, options.audience)
      // the document names the server as the caller reached it, so that the page sends its requests there
      const served = Effect.map(
        HttpServerRequest.HttpServerRequest,
        (request) => ({ ...document, servers: [{ url: baseUrl(request), description: "This server" }] })
      )
      const page = Effect.map(served, (served) =>
        HttpServerResponse.html(pageHtml(spec, served, scriptPath(options.path))).pipe(
          HttpServerResponse.setHeaders(pageHeaders)
        ))
      const script = yield* Effect.cached(importScalarScript.pipe(Effect.orDie))
      yield* router.get(
        options.openApiPath,
        Effect.map(served, (served) => HttpServerResponse.unsafeJson(served))
      )
      yield* router.get(options.path, page)
      // the root is where a person lands first
      yield* router.get("/", Effect.succeed(HttpServerResponse.redirect(options.path, { status: 302 })))
      yield* router.get(
        scriptPath(options.path),
        Effect.map(script, (javascript) =>
          HttpServerResponse.text(javascript, {
            contentType: "application/javascript; charset=utf-8",
            headers: { "cache-control": "public, max-age=86400" }
          }))
      )
    })
  )
