// What the generated types must refuse; each line below a directive is a type error, or the check fails.
import createClient from "openapi-fetch"
import type { paths } from "./api.js"

export const refused = async (requestId: string) => {
  const api = createClient<paths>({ baseUrl: "http://127.0.0.1:8080" })
  await api.PUT("/v2/report/process/{requestId}", {
    params: { path: { requestId } },
    // @ts-expect-error an operation the API does not have
    body: { country: "GB", operations: ["insights-horoscope"] }
  })
  await api.PUT("/v2/report/process/{requestId}", {
    params: { path: { requestId } },
    // @ts-expect-error a country the API does not support
    body: { country: "ZZ", operations: ["features"] }
  })
  const result = await api.GET("/v2/report/{requestId}", { params: { path: { requestId } } })
  const body = result.data
  if (body === undefined || body.data.type === "report processing status") return undefined
  const stream = body.data.attributes["insights-recurring"]?.currencies[0]?.streams[0]
  // @ts-expect-error a field no recurring stream has
  return stream?.horoscope
}
