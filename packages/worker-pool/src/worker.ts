import { analyseToJson, readStatements } from "@statement-engine/analysis"
import { Either, Schema } from "effect"
import { makeRecentRead } from "./recent-read.js"
import { WorkerReply, WorkerTask } from "./worker-messages.js"

const decodeTask = Schema.decodeUnknownSync(WorkerTask)
const encodeReply = Schema.encodeSync(WorkerReply)

/** How long this thread keeps the upload it read last, for the analysis that usually follows. */
const KEEP_READ_MILLIS = 120_000

const recent = makeRecentRead(KEEP_READ_MILLIS)

const run = (task: WorkerTask): WorkerReply => {
  switch (task._tag) {
    case "Preprocess": {
      const read = readStatements(task.files, task.options)
      if (Either.isRight(read)) recent.remember(task.files, task.options, read.right)
      return Either.match(read, {
        onLeft: (error) => ({ _tag: "Refused", error }),
        onRight: (r) => ({ _tag: "Summary", summary: r.summary })
      })
    }
    case "Analyse":
      return Either.match(analyseToJson(task.request, recent.take(task.request.files, task.request.options)), {
        onLeft: (error) => ({ _tag: "Refused", error }),
        onRight: (products) => ({ _tag: "Products", products })
      })
  }
}

/** The worker entry: decodes a task, runs the pure analysis, answers the encoded reply. */
export default function handleTask(message: unknown): unknown {
  return encodeReply(run(decodeTask(message)))
}
