import { describe, expect, it } from "vitest"
import { routeOf } from "../src/edge/routes.js"

// Labels and bodies written from the API's documented paths (docs/api.md), not from the code.
describe("the edge's routes, derived from the HttpApi contract", () => {
  it("labels every served path by its template and gives it its body limit", () => {
    const cases: ReadonlyArray<readonly [string, string, string]> = [
      ["/oauth/token", "/oauth/token", "token"],
      ["/v2/report", "/v2/report", "upload"],
      ["/v2/report?x=1", "/v2/report", "upload"],
      ["/v2/report/process/abc-1", "/v2/report/process/{request-id}", "json"],
      ["/v2/report/abc-1", "/v2/report/{request-id}", "json"],
      ["/v2/report/abc-1/report.html", "/v2/report/{request-id}/report.html", "json"],
      ["/v2/available-models", "/v2/available-models", "json"],
      ["/v2/category-tree/GB", "/v2/category-tree/{country}", "json"],
      ["/v2/webhook-settings", "/v2/webhook-settings", "json"],
      ["/", "/", "json"],
      ["/docs/api-reference.js", "/docs/api-reference.js", "json"],
      ["/metrics", "/metrics", "json"]
    ]
    for (const [url, label, body] of cases) expect(routeOf(url), url).toEqual({ label, body })
  })

  it("names a path it does not serve other", () => {
    for (const url of ["/nope", "/v2/report/a/b", "/docs/api-referenceXjs", "/oauth/token/x"]) {
      expect(routeOf(url), url).toEqual({ label: "other", body: "json" })
    }
  })
})
