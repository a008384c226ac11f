import { apiRoutes, pathPattern, routeLabel } from "../api-routes.js"

/** What the edge needs to know of a route: its label in logs and metrics, and which body limit applies. */
export interface RouteInfo {
  /** The route's template, as metrics and logs name it (`other` for paths the server does not serve). */
  readonly label: string
  /** `json` and `token` bodies are read by the edge within their limit; `upload` bodies by the upload reader. */
  readonly body: "json" | "token" | "upload"
}

/** The bodies the edge reads for an endpoint of the contract: JSON unless named here. */
const contractBodies: Readonly<Record<string, RouteInfo["body"]>> = { token: "token", upload: "upload" }

/** Paths served beside the contract (the start page, docs, OpenAPI, health and metrics). */
const besideContract = ["/", "/docs", "/docs/api-reference.js", "/openapi.json", "/healthz", "/readyz", "/metrics"]

/** The contract's routes (one per path), then those beside it: each path's pattern, label and body. */
const table: ReadonlyArray<readonly [RegExp, string, RouteInfo["body"]]> = [
  ...new Map(apiRoutes.map((route) => [route.path, route])).values()
].map((route) => [pathPattern(route.path), routeLabel(route.path), contractBodies[route.name] ?? "json"] as const)
  .concat(besideContract.map((path) => [pathPattern(path), path, "json"] as const))

/** The route a request path belongs to (its query string ignored). */
export const routeOf = (url: string): RouteInfo => {
  const query = url.indexOf("?")
  const path = query < 0 ? url : url.slice(0, query)
  const found = table.find(([pattern]) => pattern.test(path))
  return found === undefined ? { label: "other", body: "json" } : { label: found[1], body: found[2] }
}

const methods = new Set(["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"])

/** The method as metrics name it: one of the standard ones, or `other`. */
export const methodLabel = (method: string): string => methods.has(method) ? method : "other"
