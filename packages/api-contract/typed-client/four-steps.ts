// The README's four steps with a client generated from /openapi.json by openapi-typescript and
// openapi-fetch. test/openapi.test.ts generates `./api.js` beside a copy of this file and type-checks both.
import createClient from "openapi-fetch"
import type { paths } from "./api.js"

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
    throw new Error("errors" in token.error ? token.error.errors[0]?.detail : token.error.error_description)
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
  if (uploaded.data === undefined) throw new Error(uploaded.error.errors[0]?.detail)
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
  if (queued.error !== undefined) throw new Error(queued.error.errors[0]?.detail)

  const result = await api.GET("/v2/report/{requestId}", {
    params: { path: { requestId }, header: { prefer: "wait=20" } },
    headers
  })
  if (result.data === undefined) throw new Error(result.error.errors[0]?.detail)
  const attributes = result.data.data.attributes
  const status: "processing" | "completed" | "failed" = attributes.status
  const titles: Array<string> = (attributes.categorisation?.accounts ?? []).flatMap((account) =>
    account.transactions.map((tx) => tx.category_title)
  )
  const streams = attributes["insights-recurring"]?.currencies.flatMap((c) => c.streams) ?? []
  const monthly: Array<number> = streams.filter((s) => s.cadence === "monthly").map((s) => s.median_amount)
  return { available, status, titles, monthly }
}
