/** What the edge needs to know of a route: its label in logs and metrics, and which body limit applies. */
export interface RouteInfo {
  /** The route's template, as metrics and logs name it (`other` for paths the server does not serve). */
  readonly label: string
  /** `json` and `token` bodies are read by the edge within their limit; `upload` bodies by the upload reader. */
  readonly body: "json" | "token" | "upload"
}

const table: ReadonlyArray<readonly [RegExp, string, RouteInfo["body"]]> = [
  [/^\/oauth\/token$/, "/oauth/token", "token"],
  [/^\/v2\/report$/, "/v2/report", "upload"],
  [/^\/v2\/report\/process\/[^/]+$/, "/v2/report/process/{request-id}", "json"],
  [/^\/v2\/report\/[^/]+$/, "/v2/report/{request-id}", "json"],
  [/^\/v2\/available-models$/, "/v2/available-models", "json"],
  [/^\/v2\/category-tree\/[^/]+$/, "/v2/category-tree/{country}", "json"],
  [/^\/v2\/webhook-settings$/, "/v2/webhook-settings", "json"],
  [/^\/$/, "/", "json"],
  [/^\/docs$/, "/docs", "json"],
  [/^\/docs\/api-reference\.js$/, "/docs/api-reference.js", "json"],
  [/^\/openapi\.json$/, "/openapi.json", "json"],
  [/^\/healthz$/, "/healthz", "json"],
  [/^\/readyz$/, "/readyz", "json"],
  [/^\/metrics$/, "/metrics", "json"]
]

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
