/** One file taken through the API as a client does: upload, process, poll to the end. */

/** What the API made of one upload, in the terms two servers are compared in. */
export interface FlowAnswer {
  /** `upload 400 CODE`, `process 409 CODE`, `completed` or `failed CODE`. */
  readonly outcome: string
  readonly transactions: number
  /** Net per currency, to the cent, `EUR:-12.30` joined by `;` in currency order. */
  readonly net: string
  /** Every HTTP status seen on the way (a 5xx among them fails the suites). */
  readonly statuses: ReadonlyArray<number>
}

interface Categorised {
  readonly accounts?: ReadonlyArray<
    { readonly transactions?: ReadonlyArray<{ readonly amount?: number; readonly currency?: string }> }
  >
}

interface Body {
  readonly errors?: ReadonlyArray<{ readonly code?: string }>
  readonly code?: string
  readonly error?: string
  readonly data?: {
    readonly attributes?: {
      readonly "request-id"?: string
      readonly status?: string
      readonly errors?: ReadonlyArray<{ readonly code?: string }>
      readonly categorisation?: Categorised
    }
  }
}

const readBody = async (response: Response): Promise<Body> => {
  const text = await response.text()
  try {
    return JSON.parse(text) as Body
  } catch {
    return { error: `not JSON: ${text.slice(0, 80)}` }
  }
}

/** The code an error answer names, or `NO_CODE` when it names none (a finding in itself). */
export const codeOf = (body: Body): string => body.errors?.[0]?.code ?? body.code ?? body.error ?? "NO_CODE"

const netOf = (categorised: Categorised | undefined): { transactions: number; net: string } => {
  const net = new Map<string, number>()
  let transactions = 0
  for (const account of categorised?.accounts ?? []) {
    for (const t of account.transactions ?? []) {
      transactions++
      net.set(t.currency ?? "?", (net.get(t.currency ?? "?") ?? 0) + Math.round((t.amount ?? 0) * 100))
    }
  }
  const text = [...net].sort(([a], [b]) => a.localeCompare(b)).map(([c, cents]) => `${c}:${(cents / 100).toFixed(2)}`)
  return { transactions, net: text.join(";") }
}

export interface FlowRequest {
  readonly url: string
  readonly token: string
  readonly name: string
  readonly bytes: Uint8Array
  /** The upload's `options` field, when one is sent. */
  readonly options?: Readonly<Record<string, unknown>>
  readonly country?: string
  /** How long to poll for the end of processing. */
  readonly timeoutMillis?: number
}

/** Uploads one file, processes it with categorisation, and polls until it is completed or failed. */
export const analyseOverHttp = async (request: FlowRequest): Promise<FlowAnswer> => {
  const auth = { authorization: `Bearer ${request.token}` }
  const statuses: Array<number> = []
  const form = new FormData()
  form.append("input", new Blob([request.bytes]), request.name)
  if (request.options !== undefined) form.append("options", JSON.stringify(request.options))
  const uploaded = await fetch(`${request.url}/v2/report`, { method: "POST", headers: auth, body: form })
  statuses.push(uploaded.status)
  const record = await readBody(uploaded)
  const none = { transactions: 0, net: "", statuses }
  if (uploaded.status !== 200) return { outcome: `upload ${uploaded.status} ${codeOf(record)}`, ...none }
  const id = record.data?.attributes?.["request-id"] ?? ""
  const put = await fetch(`${request.url}/v2/report/process/${id}`, {
    method: "PUT",
    headers: { ...auth, "content-type": "application/json" },
    body: JSON.stringify({
      ...(request.country === undefined ? {} : { country: request.country }),
      operations: ["categorisation"]
    })
  })
  statuses.push(put.status)
  const processing = await readBody(put)
  if (put.status !== 202) return { outcome: `process ${put.status} ${codeOf(processing)}`, ...none }
  const deadline = Date.now() + (request.timeoutMillis ?? 60_000)
  for (let wait = 5;; wait = Math.min(wait * 2, 200)) {
    const polled = await fetch(`${request.url}/v2/report/${id}`, { headers: auth })
    statuses.push(polled.status)
    const result = await readBody(polled)
    const attributes = result.data?.attributes
    if (polled.status !== 200) return { outcome: `result ${polled.status} ${codeOf(result)}`, ...none }
    if (attributes?.status === "completed") {
      return { outcome: "completed", ...netOf(attributes.categorisation), statuses }
    }
    if (attributes?.status === "failed") {
      return { outcome: `failed ${attributes.errors?.[0]?.code ?? "NO_CODE"}`, ...none }
    }
    if (Date.now() > deadline) return { outcome: `still ${attributes?.status ?? "?"} after the deadline`, ...none }
    await new Promise((resolve) => setTimeout(resolve, wait))
  }
}

/** Runs `task` over `items` with at most `limit` at once, in order of the items. */
export const inBatches = async <A, B>(
  items: ReadonlyArray<A>,
  limit: number,
  task: (item: A) => Promise<B>
): Promise<Array<B>> => {
  const out: Array<B> = new Array(items.length)
  let next = 0
  const lane = async () => {
    while (next < items.length) {
      const i = next++
      out[i] = await task(items[i] as A)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane))
  return out
}
