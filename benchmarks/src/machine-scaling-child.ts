import { Worker } from "node:worker_threads"

/**
 * Two kinds of work, each in its own thread with nothing shared: integer arithmetic, and making
 * objects (a string and a number each) kept for a few batches, as an analysis keeps a statement's
 * rows, so that collections copy and promote them.
 */
const WORK = `
const { parentPort, workerData } = require("node:worker_threads")
const start = performance.now()
if (workerData === "integer") {
  let x = 1
  for (let i = 0; i < 2e8; i++) x = (x * 1103515245 + 12345) | 0
  if (x === 0.5) console.log(x)
} else {
  const kept = []
  for (let batch = 0; batch < 20; batch++) {
    const rows = []
    for (let i = 0; i < 200000; i++) rows.push({ line: i, text: "row " + i, amount: i / 3 })
    kept.push(rows)
    if (kept.length > 4) kept.shift()
  }
}
parentPort.postMessage(performance.now() - start)
`

const onThreads = (threads: number, kind: string): Promise<Array<number>> =>
  Promise.all(Array.from({ length: threads }, () =>
    new Promise<number>((resolve, reject) => {
      const worker = new Worker(WORK, { eval: true, workerData: kind })
      worker.once("message", (ms: number) => {
        resolve(ms)
        void worker.terminate()
      })
      worker.once("error", reject)
    })))

// one and two threads in alternating rounds, the best time of each kept (as the pipeline's figures are)
const bestOne: Record<string, number> = {}
const bestTwo: Record<string, number> = {}
for (let round = 0; round < 4; round++) {
  for (const kind of ["integer", "allocation"]) {
    const [one = Number.NaN] = await onThreads(1, kind)
    const two = Math.max(...(await onThreads(2, kind)))
    bestOne[kind] = Math.min(bestOne[kind] ?? Number.POSITIVE_INFINITY, one)
    bestTwo[kind] = Math.min(bestTwo[kind] ?? Number.POSITIVE_INFINITY, two)
  }
}
// two threads each did one thread's work
const scaling = (kind: string) => (2 * (bestOne[kind] ?? Number.NaN)) / (bestTwo[kind] ?? Number.NaN)
process.stdout.write(`${JSON.stringify({ integer: scaling("integer"), allocation: scaling("allocation") })}\n`)
