import { analyse, preprocess } from "@statement-engine/analysis"
import { Either, Schema } from "effect"
import { WorkerReply, WorkerTask } from "./worker-messages.js"

const decodeTask = Schema.decodeUnknownSync(WorkerTask)
const encodeReply = Schema.encodeSync(WorkerReply)

const run = (task: WorkerTask): WorkerReply => {
  switch (task._tag) {
    case "Preprocess":
      return Either.match(preprocess(task.files, task.options), {
        onLeft: (error) => ({ _tag: "Refused", error }),
        onRight: (summary) => ({ _tag: "Summary", summary })
      })
    case "Analyse":
      return Either.match(analyse(task.request), {
        onLeft: (error) => ({ _tag: "Refused", error }),
        onRight: (products) => ({ _tag: "Products", products })
      })
  }
}

/** The worker entry: decodes a task, runs the pure analysis, answers the encoded reply. */
export default function handleTask(message: unknown): unknown {
  return encodeReply(run(decodeTask(message)))
}
