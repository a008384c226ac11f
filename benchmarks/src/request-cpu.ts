import { implementedOperations } from "@statement-engine/analysis"
import { fixed } from "./measure.js"
import { type ServerProcess, startServerProcess } from "./server-process.js"
import { processCpuMs, smallStatement, threadCpuMs } from "./small-statements.js"

/**
 * The server's CPU per request of each kind a small report makes, one request at a time (so the
 * figures hardly depend on the rest of the machine): `npx tsx src/request-cpu.ts [--rounds N] [--cpu-prof DIR] [--node-flag FLAG]`.
 * Prints, per kind, the server's CPU (every thread) and the main thread's, in ms per request.
 */
const argument = (name: string) => {
  const at = process.argv.indexOf(name)
  return at < 0 ? undefined : process.argv[at + 1]
}
const rounds = Number(argument("--rounds") ?? 200)
const profileDir = argument("--cpu-prof")
const file = smallStatement()

const mainThreadMs = (pid: number) => threadCpuMs(pid).get("main thread") ?? 0

/** CPU of `count` runs of `one`, after `count / 10` untimed ones (`one` is told which are timed). */
const cpuOf = async (server: ServerProcess, count: number, one: (timed: boolean) => Promise<void>) => {
  for (let i = 0; i < Math.ceil(count / 10); i++) await one(false)
  const all = processCpuMs(server.pid)
  const main = mainThreadMs(server.pid)
  for (let i = 0; i < count; i++) await one(true)
  return { all: (processCpuMs(server.pid) - all) / count, main: (mainThreadMs(server.pid) - main) / count }
}

const server = await startServerProcess(2, {
  nodeFlags: [
    ...(profileDir === undefined ? [] : ["--cpu-prof", `--cpu-prof-dir=${profileDir}`]),
    ...(argument("--node-flag") === undefined ? [] : [argument("--node-flag") ?? ""])
  ]
})
try {
  const auth = { authorization: `Bearer ${await server.token()}` }
  const upload = async () => {
    const form = new FormData()
    form.append("input", new Blob([file.bytes]), file.name)
    const response = await fetch(`${server.url}/v2/report`, { method: "POST", headers: auth, body: form })
    const body = (await response.json()) as { data: { attributes: { "request-id": string } } }
    return body.data.attributes["request-id"]
  }
  const processReport = async (id: string) => {
    const response = await fetch(`${server.url}/v2/report/process/${id}`, {
      method: "PUT",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({ country: "GB", operations: implementedOperations })
    })
    await response.arrayBuffer()
  }
  const result = async (id: string, headers: Record<string, string>) => {
    const response = await fetch(`${server.url}/v2/report/${id}`, { headers: { ...auth, ...headers } })
    if (response.status !== 200) throw new Error(`result answered ${response.status}`)
    return response.arrayBuffer()
  }
  // the main thread's CPU by phase of a report, summed over the timed rounds
  const phases = { upload: 0, process: 0, "run and held result": 0 }
  const report = await cpuOf(server, rounds, async (timed) => {
    const at0 = mainThreadMs(server.pid)
    const id = await upload()
    const at1 = mainThreadMs(server.pid)
    await processReport(id)
    const at2 = mainThreadMs(server.pid)
    await result(id, { prefer: "wait=30" })
    const at3 = mainThreadMs(server.pid)
    if (!timed) return
    phases.upload += at1 - at0
    phases.process += at2 - at1
    phases["run and held result"] += at3 - at2
  })
  // the same with the run left alone to finish before one plain poll: the run's own main-thread CPU
  const unheld = { run: 0, result: 0 }
  await cpuOf(server, rounds / 2, async (timed) => {
    const id = await upload()
    await processReport(id)
    const at0 = mainThreadMs(server.pid)
    await new Promise((resolve) => setTimeout(resolve, 250))
    const at1 = mainThreadMs(server.pid)
    await result(id, {})
    const at2 = mainThreadMs(server.pid)
    if (!timed) return
    unheld.run += at1 - at0
    unheld.result += at2 - at1
  })
  const id = await upload()
  await processReport(id)
  await result(id, { prefer: "wait=30" })
  const gzip = await cpuOf(server, rounds, () => result(id, {}).then(() => undefined))
  const plain = await cpuOf(server, rounds, () => result(id, { "accept-encoding": "identity" }).then(() => undefined))
  const uploads = await cpuOf(server, rounds, () => upload().then(() => undefined))
  const line = (name: string, cpu: { readonly all: number; readonly main: number }) =>
    `${name}: ${fixed(cpu.all, 2)} ms server CPU, ${fixed(cpu.main, 2)} ms main thread`
  console.log(`${rounds} of each, one at a time; peak RSS ${fixed(server.peakRssMb(), 0)} MB`)
  console.log(line("report (upload, process, held result)", report))
  console.log(
    `  main thread by phase: ${
      Object.entries(phases).map(([name, ms]) => `${name} ${fixed(ms / rounds, 2)}`).join(", ")
    } ms`
  )
  console.log(
    `  a run left to finish (250 ms), then one poll: run ${fixed(unheld.run / (rounds / 2), 2)}, poll ${
      fixed(unheld.result / (rounds / 2), 2)
    } ms main thread`
  )
  console.log(line("completed result, gzip", gzip))
  console.log(line("completed result, plain", plain))
  console.log(line("upload alone", uploads))
} finally {
  await server.stop()
}
