// The README's four steps with a client generated from /openapi.json by openapi-typescript and
// openapi-fetch. test/openapi.test.ts generates `./api.js` beside a copy of this file and type-checks both.
import createClient from "openapi-fetch"
import type { paths } from "./api.js"

/** The first error's detail, in our profile's JSON:API body or the original profile's top-level array. */
const detailOf = (
  error: { readonly errors: ReadonlyArray<{ readonly detail: string }> } | ReadonlyArray<{ readonly detail: string }>
) => "errors" in error ? error.errors[0]?.detail : error[0]?.detail

export const fourSteps = async (baseUrl: string, clientId: string, clientSecret: string, statement: Blob) => {
  const api = createClient<paths>({ baseUrl })
  const token = await api.POST("/oauth/token", {
    body: {
      audience: "statement-engine",
      client_id: clientId,
      client_secret: clientSecret,
      grant_type: "client_credentials"
    }
  })
  if (token.data === undefined) {
    throw new Error("error_description" in token.error ? token.error.error_description : detailOf(token.error))
  }
  const headers = { authorization: `Bearer ${token.data.access_token}` }

  const uploaded = await api.POST("/v2/report", {
    headers,
    body: { input: [""], options: JSON.stringify({ currency: "GBP" }) },
    bodySerializer: (body) => {
      const form = new FormData()
      form.append("input", statement, "statement.csv")
      if (body.options !== undefined) form.append("options", body.options)
      return form
    }
  })
  if (uploaded.data === undefined) throw new Error(detailOf(uploaded.error))
  // the upload also answers the one-call flow's record and result; without its fields, this record
  const record = uploaded.data.data
  if (record.type !== "report pre-processing record") throw new Error(`unexpected ${record.type}`)
  const requestId = record.attributes["request-id"]
  const available: ReadonlyArray<"categorisation" | "insights-recurring" | (string & {})> =
    record.attributes["available-operations"]

  const queued = await api.PUT("/v2/report/process/{requestId}", {
    params: { path: { requestId } },
    headers,
    body: { country: "GB", operations: ["categorisation", "insights-recurring"] }
  })
  if (queued.error !== undefined) throw new Error(detailOf(queued.error))

  const result = await api.GET("/v2/report/{requestId}", {
    params: { path: { requestId }, header: { prefer: "wait=20" } },
    headers
  })
  if (result.data === undefined) throw new Error(detailOf(result.error))
  const body = result.data
  // the original profile's completed result says so in its type
  if (body.data.type === "report processing status") {
    const original = body.data.attributes
    const titles: Array<string> = (original.categorisation?.accounts ?? []).flatMap((account) =>
      account.currencies.flatMap((currency) => currency.transactions.map((tx) => tx.title))
    )
    return { available, status: original.status, titles, monthly: [] }
  }
  const attributes = body.data.attributes
  const status: "processing" | "completed" | "failed" = attributes.status
  const titles: Array<string> = (attributes.categorisation?.accounts ?? []).flatMap((account) =>
    account.transactions.map((tx) => tx.category_title)
  )
  const streams = attributes["insights-recurring"]?.currencies.flatMap((c) => c.streams) ?? []
  const monthly: Array<number> = streams.filter((s) => s.cadence === "monthly").map((s) => s.median_amount)
  return { available, status, titles, monthly }
}
