/**
 * The abuse check of issue 29, run on demand: `npx --yes pnpm@10 bench:abuse` (`-- --quick` for a
 * short smoke run). Everything stays on 127.0.0.1.
 *
 * 1. One server (in-memory store, two workers, rate limits off): a client probes it with normal
 *    requests (a read of a finished report every 100 ms, a small upload every second, a small report
 *    with a webhook every two seconds), first alone, then while another client keeps ten crafted
 *    56 KB statements in flight and its webhook receiver trickles a byte every few seconds.
 *    Target: every normal request answered within 250 ms.
 * 2. A fresh server under 32 clients sending 1 MB statements back to back for 45 s, its resident
 *    memory sampled through the load and for 20 s after. Target: under 500 MB throughout.
 *
 * `-- --only=crafted` or `-- --only=memory` runs one part; `-- --store-mb=N` bounds the second
 * server's in-memory store to N MB instead of its default (`STATEMENT_ENGINE_MEMORY_MAX_MB`), and
 * `-- --server-env=NAME=value` (repeatable) gives that server more environment.
 *
 * The third promise, nothing lost or doubled through SIGKILL and a PostgreSQL restart, is
 * `bench:chaos`. The table is printed; a run's figures are recorded in `docs/decisions/abuse-bench.md`.
 */
import { implementedOperations } from "@statement-engine/analysis"
import { generateCsvOfSize } from "@statement-engine/testkit"
import { Schema } from "effect"
import { spawn } from "node:child_process"
import { cpus, loadavg, totalmem } from "node:os"
import {
  type Answer,
  type Client,
  clientsEnv,
  cpuMs,
  describeStatuses,
  eventLoopLagMaxMs,
  getReport,
  mainThreadMemoryMb,
  processReport,
  reportStatus,
  setWebhook,
  tokenFor,
  upload
} from "./abuse-http.js"
import { craftedFiles } from "./abuse-inputs.js"
import { countingReceiver, trickleReceiver } from "./abuse-receivers.js"
import { cpuTicks, stealShare } from "./cpu-steal.js"
import { quantile } from "./measure.js"
import { scriptArguments } from "./script-process.js"
import { type ServerProcess, startServerProcess } from "./server-process.js"

const quick = process.argv.includes("--quick")
const argument = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3)
const only = argument("only")
const storeMb = argument("store-mb")
// `--server-env=NAME=value`, repeatable: more environment for the second part's server
const serverEnv = Object.fromEntries(
  process.argv.filter((a) => a.startsWith("--server-env=")).map((a) => {
    const pair = a.slice("--server-env=".length)
    return [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]
  })
)
const BASELINE_SECONDS = quick ? 4 : 10
const ATTACK_SECONDS = quick ? 8 : 20
const IN_FLIGHT = 10
const TRICKLE_EVERY_MS = 3_000
const LOAD_CLIENTS = 32
const LOAD_SECONDS = quick ? 10 : 45
const AFTER_SECONDS = quick ? 5 : 20
const LATENCY_TARGET_MS = 250
const RSS_TARGET_MB = 500

const mallory: Client = { id: "mallory", secret: "mallory-secret-0123456789" }
const alice: Client = { id: "alice", secret: "alice-secret-0123456789" }
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`)
const rows: Array<readonly [string, string]> = []
const report = (what: string, value: string) => {
  rows.push([what, value])
  log(`${what}: ${value}`)
}
let seed = 0
const smallCsv = () => generateCsvOfSize(4 * 1024, `abuse-${seed++}`)

/** Uploads and processes one small statement; answers its id and the time the PUT was accepted. */
const submitSmall = async (server: ServerProcess, token: string, useWebhook: boolean) => {
  const file = smallCsv()
  const uploaded = await upload(server, token, file.name, file.bytes)
  if (uploaded.id === undefined) return { uploaded, id: undefined, acceptedAt: 0 }
  await processReport(server, token, uploaded.id, ["categorisation"], useWebhook)
  return { uploaded, id: uploaded.id, acceptedAt: Date.now() }
}

const awaitFinal = async (server: ServerProcess, token: string, id: string, limitMs: number) => {
  const deadline = Date.now() + limitMs
  for (;;) {
    const status = await reportStatus(server, token, id)
    if (status === "completed" || status === "failed" || Date.now() > deadline) return status
    await sleep(100)
  }
}

/** What the normal client saw over one window. */
interface Probes {
  readonly reads: Array<Answer>
  readonly plainReads: Array<Answer>
  readonly uploads: Array<Answer>
  readonly webhooks: Array<{ readonly id: string; readonly acceptedAt: number }>
}

/**
 * The normal client's requests for `seconds`: a read every 100 ms (gzip and uncompressed in turn), an
 * upload every second, a report with a webhook every 2 s.
 */
const probe = async (server: ServerProcess, token: string, readId: string, seconds: number): Promise<Probes> => {
  const probes: Probes = { reads: [], plainReads: [], uploads: [], webhooks: [] }
  let read = 0
  const until = Date.now() + seconds * 1000
  const every = async (ms: number, step: () => Promise<void>) => {
    while (Date.now() < until) {
      const next = Date.now() + ms
      await step()
      await sleep(Math.max(0, next - Date.now()))
    }
  }
  await Promise.all([
    // every other read asks for the result uncompressed: gzip streams it through more event-loop turns
    every(100, async () => {
      const compressed = read++ % 2 === 0
      const answers = compressed ? probes.reads : probes.plainReads
      answers.push(await getReport(server, token, readId, compressed))
    }),
    every(1_000, async () => {
      const file = smallCsv()
      probes.uploads.push(await upload(server, token, file.name, file.bytes))
    }),
    every(2_000, async () => {
      const { id, acceptedAt } = await submitSmall(server, token, true)
      if (id !== undefined) probes.webhooks.push({ id, acceptedAt })
    })
  ])
  return probes
}

const AttackResult = Schema.parseJson(Schema.Struct({
  uploads: Schema.Array(Schema.Struct({ status: Schema.Number, ms: Schema.Number })),
  processed: Schema.Array(Schema.Struct({ status: Schema.Number, ms: Schema.Number }))
}))

/**
 * The crafted uploads, from a process of their own (`abuse-attacker.ts`): in this one, building and
 * sending them would delay the normal client's requests before they left and after they came back.
 */
const attack = (server: ServerProcess, token: string) =>
  new Promise<typeof AttackResult.Type>((resolve, reject) => {
    const args = [server.url, token, String(IN_FLIGHT), String(ATTACK_SECONDS)]
    const child = spawn(process.execPath, scriptArguments(new URL("./abuse-attacker.ts", import.meta.url), args), {
      stdio: ["ignore", "pipe", "inherit"]
    })
    let out = ""
    child.stdout.on("data", (chunk) => (out += String(chunk)))
    child.on("error", reject)
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`the attacker exited with ${code}`))
      resolve(Schema.decodeUnknownSync(AttackResult)(out.trim().split("\n").at(-1)))
    })
  })

const latencies = (answers: ReadonlyArray<Answer>): string => {
  const ms = answers.map((a) => a.ms)
  return `p50 ${Math.round(quantile(ms, 0.5))} ms, p95 ${Math.round(quantile(ms, 0.95))} ms, slowest ${
    Math.round(Math.max(...ms))
  } ms over ${ms.length} (${describeStatuses(answers)})`
}

const webhookDelays = (probes: Probes, arrivedAt: ReadonlyMap<string, number>): string => {
  const delays = probes.webhooks.map((w) => (arrivedAt.get(w.id) ?? Number.NaN) - w.acceptedAt)
  const missing = delays.filter(Number.isNaN).length
  const arrived = delays.filter((d) => !Number.isNaN(d))
  return `p50 ${Math.round(quantile(arrived, 0.5))} ms, slowest ${
    Math.round(Math.max(...arrived))
  } ms over ${arrived.length}, ${missing} not arrived`
}

const slowest = (answers: ReadonlyArray<Answer>) => Math.max(...answers.map((a) => a.ms))

/** Part 1: normal requests alone, then beside crafted files and a trickling webhook receiver. */
const crafted = async (): Promise<boolean> => {
  const trickle = await trickleReceiver(TRICKLE_EVERY_MS)
  const normal = await countingReceiver()
  const server = await startServerProcess(2, {
    env: { STATEMENT_ENGINE_CLIENTS: clientsEnv([mallory, alice]), STATEMENT_ENGINE_ALLOW_PRIVATE_CALLBACKS: "1" }
  })
  try {
    const [malloryToken, aliceToken] = [await tokenFor(server, mallory), await tokenFor(server, alice)]
    await setWebhook(server, malloryToken, trickle.url)
    await setWebhook(server, aliceToken, normal.url)
    const first = await submitSmall(server, aliceToken, false)
    if (first.id === undefined || await awaitFinal(server, aliceToken, first.id, 60_000) !== "completed") {
      throw new Error(`the first report did not complete: ${JSON.stringify(first.uploaded)}`)
    }
    await eventLoopLagMaxMs(server)
    const baseline = await probe(server, aliceToken, first.id, BASELINE_SECONDS)
    const baselineLag = await eventLoopLagMaxMs(server)
    // the trickling receiver's deliveries: more than its concurrency bound, each held to the deadline
    for (let i = 0; i < 8; i++) await submitSmall(server, malloryToken, true)
    const cpuBefore = cpuMs(server.pid)
    const [attacked, abuse] = await Promise.all([
      probe(server, aliceToken, first.id, ATTACK_SECONDS),
      attack(server, malloryToken)
    ])
    const cpuAfter = cpuMs(server.pid)
    const attackLag = await eventLoopLagMaxMs(server)
    await sleep(5_000)
    report("normal reads alone (GET a finished report, gzip)", latencies(baseline.reads))
    report("normal reads alone, uncompressed (in turn with those, one every 100 ms)", latencies(baseline.plainReads))
    report("normal small uploads alone (4 KB CSV every second)", latencies(baseline.uploads))
    report("webhooks of the normal client alone: PUT accepted → arrived", webhookDelays(baseline, normal.arrivedAt))
    report("event loop's longest stall alone (prom-client)", `${Math.round(baselineLag)} ms`)
    report(
      `crafted 56 KB uploads, ${IN_FLIGHT} in flight for ${ATTACK_SECONDS} s (${craftedFiles.length} shapes)`,
      `${latencies(abuse.uploads)}; analyses asked for: ${describeStatuses(abuse.processed)}`
    )
    const perUpload = (ms: number) => (ms / abuse.uploads.length).toFixed(1)
    const mainMs = cpuAfter.main - cpuBefore.main
    report(
      "server CPU time per crafted upload over the attack (normal requests included)",
      `main thread ${perUpload(mainMs)} ms, other threads (workers, collector) ${
        perUpload(cpuAfter.all - cpuBefore.all - mainMs)
      } ms; the process used ${Math.round((cpuAfter.all - cpuBefore.all) / ATTACK_SECONDS / 10)}% of one core`
    )
    report(
      `trickling receiver (a byte every ${TRICKLE_EVERY_MS / 1000} s)`,
      `${trickle.connections()} connections, at most ${trickle.mostAtOnce()} at once, each cut after ${
        Math.round(quantile(trickle.heldMs, 0.5) / 100) / 10
      } s (median), ${Math.round(Math.max(...trickle.heldMs) / 100) / 10} s at most`
    )
    report("normal reads meanwhile (gzip)", latencies(attacked.reads))
    report("normal reads meanwhile, uncompressed", latencies(attacked.plainReads))
    report("normal small uploads meanwhile", latencies(attacked.uploads))
    report("webhooks of the normal client meanwhile", webhookDelays(attacked, normal.arrivedAt))
    report("event loop's longest stall meanwhile", `${Math.round(attackLag)} ms`)
    const worst = Math.max(slowest(attacked.reads), slowest(attacked.plainReads), slowest(attacked.uploads))
    const ok = worst <= LATENCY_TARGET_MS &&
      [...attacked.reads, ...attacked.plainReads, ...attacked.uploads].every((a) => a.status === 200)
    report(
      `every normal request answered within ${LATENCY_TARGET_MS} ms under attack`,
      `${ok ? "pass" : "FAIL"} (slowest ${Math.round(worst)} ms)`
    )
    return ok
  } finally {
    await server.stop()
    trickle.close()
    normal.close()
  }
}

/** Part 2: resident memory through 45 s of 32 clients and after. */
const memoryUnderLoad = async (): Promise<boolean> => {
  const server = await startServerProcess(2, {
    env: { ...serverEnv, ...(storeMb === undefined ? {} : { STATEMENT_ENGINE_MEMORY_MAX_MB: storeMb }) }
  })
  try {
    const token = await server.token()
    const file = generateCsvOfSize(1024 * 1024, "abuse-load")
    const start = server.rssMb()
    const samples: Array<number> = []
    let sampling = true
    const sampler = (async () => {
      while (sampling) {
        samples.push(server.rssMb())
        await sleep(250)
      }
    })()
    const answers: Array<Answer> = []
    const finals: Array<string> = []
    const loadStart = Date.now()
    const until = loadStart + LOAD_SECONDS * 1000
    await Promise.all(Array.from({ length: LOAD_CLIENTS }, async () => {
      while (Date.now() < until) {
        const uploaded = await upload(server, token, file.name, file.bytes)
        answers.push(uploaded)
        if (uploaded.id === undefined) {
          await sleep(200)
          continue
        }
        const processed = await processReport(server, token, uploaded.id, implementedOperations, false)
        answers.push(processed)
        if (processed.status === 202) finals.push((await awaitFinal(server, token, uploaded.id, 120_000)) ?? "unread")
      }
    }))
    // a client's last report, begun before the end, is waited for: the load lasts that much longer
    const loadSeconds = Math.round((Date.now() - loadStart) / 1000)
    const duringPeak = Math.max(...samples)
    const atEnd = server.rssMb()
    const mainAtEnd = await mainThreadMemoryMb(server)
    await sleep(AFTER_SECONDS * 1000)
    const mainAfter = await mainThreadMemoryMb(server)
    sampling = false
    await sampler
    const afterPeak = Math.max(...samples)
    const after = server.rssMb()
    const count = (s: string) => finals.filter((f) => f === s).length
    report(
      `${LOAD_CLIENTS} clients × 1 MB statements for ${LOAD_SECONDS} s${
        storeMb === undefined ? "" : ` (store bounded to ${storeMb} MB)`
      }${Object.keys(serverEnv).length === 0 ? "" : ` (${JSON.stringify(serverEnv)})`}`,
      `${loadSeconds} s until every client's last report ended: ${count("completed")} completed, ${
        count("failed")
      } failed, ${finals.length - count("completed") - count("failed")} unfinished; answers ${
        describeStatuses(answers)
      }`
    )
    report(
      "server RSS (sampled every 250 ms)",
      `${Math.round(start)} MB at start, peak ${Math.round(duringPeak)} MB during the load, ${
        Math.round(atEnd)
      } MB at its end, ${Math.round(after)} MB ${AFTER_SECONDS} s after (peak then ${Math.round(afterPeak)} MB)`
    )
    report("server peak RSS (VmHWM)", `${Math.round(server.peakRssMb())} MB`)
    const describe = (m: { heap: number; external: number }) =>
      `heap ${Math.round(m.heap)} MB, external ${Math.round(m.external)} MB`
    report(
      "main thread's memory at the load's end and after (the rest of RSS is the workers, code, malloc)",
      `${describe(mainAtEnd)}; ${describe(mainAfter)}`
    )
    const ok = server.peakRssMb() < RSS_TARGET_MB && count("failed") === 0
    report(`RSS under ${RSS_TARGET_MB} MB through the load and after`, ok ? "pass" : "FAIL")
    return ok
  } finally {
    await server.stop()
  }
}

const ticks = cpuTicks()
const startedAt = new Date()
const load = loadavg()[0]!
const ok1 = only === "memory" || await crafted()
const ok2 = only === "crafted" || await memoryUnderLoad()
report("machine: CPU time given to other guests (steal)", `${(100 * stealShare(ticks, cpuTicks())).toFixed(1)}%`)
report(
  "machine: load average (1 min) at start and end",
  `${load.toFixed(1)} and ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`
)
const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? "cpu"}, ${
  Math.round(totalmem() / 2 ** 30)
} GiB, Node ${process.version}`
console.log(
  [
    "",
    `Abuse run: ${startedAt.toISOString().slice(0, 16).replace("T", " ")} UTC on ${machine}${
      quick ? " (quick mode)" : ""
    }.`,
    "",
    "| check | result |",
    "|---|---|",
    ...rows.map(([what, value]) => `| ${what} | ${value} |`)
  ].join("\n")
)
process.exit(ok1 && ok2 ? 0 : 1)
