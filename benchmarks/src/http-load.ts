import type { ServerProcess } from "./server-process.js"

/**
 * A result body's status, read from a completed result's end (parsing a 24 MB result would time the
 * client, not the server) or from a short answer whole.
 */
const statusOf = (body: Uint8Array) =>
  /"status":"(\w+)"/.exec(new TextDecoder().decode(body.length > 64 * 1024 ? body.subarray(body.length - 200) : body))
    ?.[1]

/** One report from upload to a final status; answers the milliseconds it took, or fails. */
export const uploadToCompleted = async (
  server: ServerProcess,
  token: string,
  file: { readonly name: string; readonly bytes: Uint8Array },
  operations: ReadonlyArray<string>
): Promise<number> => {
  const auth = { authorization: `Bearer ${token}` }
  const start = performance.now()
  const form = new FormData()
  form.append("input", new Blob([file.bytes]), file.name)
  const uploaded = await fetch(`${server.url}/v2/report`, { method: "POST", headers: auth, body: form })
  if (uploaded.status !== 200) throw new Error(`upload answered ${uploaded.status}: ${await uploaded.text()}`)
  const id =
    ((await uploaded.json()) as { data: { attributes: { "request-id": string } } }).data.attributes["request-id"]
  const processed = await fetch(`${server.url}/v2/report/process/${id}`, {
    method: "PUT",
    headers: { ...auth, "content-type": "application/json" },
    body: JSON.stringify({ country: "GB", operations })
  })
  if (processed.status !== 202) throw new Error(`process answered ${processed.status}: ${await processed.text()}`)
  for (;;) {
    const result = await fetch(`${server.url}/v2/report/${id}`, { headers: auth })
    if (result.status !== 200) throw new Error(`result answered ${result.status}`)
    const body = new Uint8Array(await result.arrayBuffer())
    const status = statusOf(body)
    if (status === "completed") return performance.now() - start
    if (status === "failed") throw new Error(`report failed: ${new TextDecoder().decode(body)}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** `clients` loops each sending reports back to back for `seconds`. */
export const concurrentLoad = async (
  server: ServerProcess,
  file: { readonly name: string; readonly bytes: Uint8Array },
  operations: ReadonlyArray<string>,
  clients: number,
  seconds: number
) => {
  const token = await server.token()
  const latencies: Array<number> = []
  let errors = 0
  const deadline = performance.now() + seconds * 1000
  const start = performance.now()
  await Promise.all(Array.from({ length: clients }, async () => {
    while (performance.now() < deadline) {
      try {
        latencies.push(await uploadToCompleted(server, token, file, operations))
      } catch {
        errors++
      }
    }
  }))
  const elapsed = (performance.now() - start) / 1000
  return { reports: latencies.length, reportsPerSecond: latencies.length / elapsed, latencies, errors }
}

/** The request id a result or processing record names (in the last bytes of a large result). */
const requestIdOf = (body: Uint8Array) =>
  /"request-id":"([^"]+)"/.exec(
    new TextDecoder().decode(body.length > 64 * 1024 ? body.subarray(body.length - 200) : body)
  )?.[1]

/**
 * As `reportFetchedOnce`, in one call: `POST /v2/report` with the process fields and `Prefer:
 * wait=30`, answered with the result when the run ends within the wait (else held GETs follow).
 */
export const reportInOneCall = async (
  server: ServerProcess,
  token: string,
  file: { readonly name: string; readonly bytes: Uint8Array },
  operations: ReadonlyArray<string>
): Promise<{ readonly bytes: number; readonly id: string }> => {
  const headers = { authorization: `Bearer ${token}`, prefer: "wait=30" }
  const form = new FormData()
  form.append("input", new Blob([file.bytes]), file.name)
  form.append("country", "GB")
  form.append("operations", JSON.stringify(operations))
  let answered = await fetch(`${server.url}/v2/report`, { method: "POST", headers, body: form })
  for (;;) {
    if (answered.status !== 200 && answered.status !== 202) throw new Error(`answered ${answered.status}`)
    const bytes = new Uint8Array(await answered.arrayBuffer())
    const id = requestIdOf(bytes)
    const status = statusOf(bytes)
    if (id === undefined) throw new Error("an answer without a request id")
    if (status === "completed") return { bytes: bytes.length, id }
    if (status !== "processing" && status !== "queued") throw new Error(`report ended ${status ?? "without a status"}`)
    answered = await fetch(`${server.url}/v2/report/${id}`, { headers })
  }
}

/**
 * One report in as few requests as the four-step flow allows: upload, process, then one `GET` held
 * with `Prefer: wait=30` whose completed result is read whole (the result fetched once). Answers the
 * result's size in bytes as served and the report's id, or fails.
 */
export const reportFetchedOnce = async (
  server: ServerProcess,
  token: string,
  file: { readonly name: string; readonly bytes: Uint8Array },
  operations: ReadonlyArray<string>
): Promise<{ readonly bytes: number; readonly id: string }> => {
  const auth = { authorization: `Bearer ${token}` }
  const form = new FormData()
  form.append("input", new Blob([file.bytes]), file.name)
  const uploaded = await fetch(`${server.url}/v2/report`, { method: "POST", headers: auth, body: form })
  if (uploaded.status !== 200) throw new Error(`upload answered ${uploaded.status}: ${await uploaded.text()}`)
  const id =
    ((await uploaded.json()) as { data: { attributes: { "request-id": string } } }).data.attributes["request-id"]
  const processed = await fetch(`${server.url}/v2/report/process/${id}`, {
    method: "PUT",
    headers: { ...auth, "content-type": "application/json" },
    body: JSON.stringify({ country: "GB", operations })
  })
  if (processed.status !== 202) throw new Error(`process answered ${processed.status}: ${await processed.text()}`)
  for (;;) {
    const result = await fetch(`${server.url}/v2/report/${id}`, { headers: { ...auth, prefer: "wait=30" } })
    if (result.status !== 200) throw new Error(`result answered ${result.status}`)
    const bytes = new Uint8Array(await result.arrayBuffer())
    const status = statusOf(bytes)
    if (status === "completed") return { bytes: bytes.length, id }
    if (status !== "processing") throw new Error(`report ended ${status ?? "without a status"}`)
  }
}
