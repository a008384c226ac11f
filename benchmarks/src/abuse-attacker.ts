/**
 * The attacker of `bench:abuse`, in a process of its own: `lanes` loops each sending crafted 56 KB
 * statements back to back (and asking for their analysis, with a webhook, when one is accepted) for
 * `seconds`. Arguments: server URL, bearer token, lanes, seconds. Prints the answers as one JSON line.
 */
import { implementedOperations } from "@statement-engine/analysis"
import { type Answer, processReport, upload } from "./abuse-http.js"
import { craftedFiles } from "./abuse-inputs.js"

const [url = "", token = "", lanes = "10", seconds = "20"] = process.argv.slice(2)
const server = { url }
const encoder = new TextEncoder()
const files = craftedFiles.map((file) => ({ name: file.name, bytes: encoder.encode(file.text) }))
const uploads: Array<Answer> = []
const processed: Array<Answer> = []
const until = Date.now() + Number(seconds) * 1000
await Promise.all(Array.from({ length: Number(lanes) }, async (_, lane) => {
  for (let i = lane; Date.now() < until; i += Number(lanes)) {
    const file = files[i % files.length]!
    const answer = await upload(server, token, file.name, file.bytes)
    uploads.push(answer)
    if (answer.status === 200 && answer.id !== undefined) {
      processed.push(await processReport(server, token, answer.id, implementedOperations, true))
    }
  }
}))
const brief = (answers: ReadonlyArray<Answer>) => answers.map(({ ms, status }) => ({ ms, status }))
console.log(JSON.stringify({ uploads: brief(uploads), processed: brief(processed) }))
