import { type AnalysisError, analyse, type ProductResults, readStatements } from "@statement-engine/analysis"
import { Either, Schema } from "effect"
import { move, transferableSymbol, valueSymbol } from "piscina"
import { filesDigest } from "./files-digest.js"
import { chunkBuffers, productChunks } from "./product-chunks.js"
import { makeRecentRead } from "./recent-read.js"
import { WorkerReply, WorkerTask } from "./worker-messages.js"

const decodeTask = Schema.decodeUnknownSync(WorkerTask)
const encodeReply = Schema.encodeSync(WorkerReply)

/** How long this thread keeps the upload it read last, for the analysis that usually follows. */
const KEEP_READ_MILLIS = 120_000

const recent = makeRecentRead(KEEP_READ_MILLIS)

/** A reply and the buffers it moves to the main thread. */
interface Answer {
  readonly reply: WorkerReply
  readonly transfer: ReadonlyArray<ArrayBuffer>
}

const answer = (reply: WorkerReply): Answer => ({ reply, transfer: [] })

const products = (analysed: Either.Either<ProductResults, AnalysisError>): Answer => {
  if (Either.isLeft(analysed)) return answer({ _tag: "Refused", error: analysed.left })
  const chunks = productChunks(analysed.right)
  return { reply: { _tag: "Products", products: chunks }, transfer: chunkBuffers(chunks) }
}

const run = (task: WorkerTask): Answer => {
  switch (task._tag) {
    case "Preprocess": {
      const read = readStatements(task.files, task.options)
      if (Either.isLeft(read)) return answer({ _tag: "Refused", error: read.left })
      recent.remember(filesDigest(task.files), task.options, read.right)
      return answer({ _tag: "Summary", summary: read.right.summary })
    }
    case "AnalyseKept": {
      const kept = recent.take(task.digest, task.request.options)
      return kept === undefined ? answer({ _tag: "NeedFiles" }) : products(analyse({ ...task.request, files: [] }, kept))
    }
    case "Analyse":
      return products(analyse(task.request))
  }
}

/**
 * The worker entry: decodes a task, runs the pure analysis, answers the encoded reply, the buffers
 * of its product chunks moved to the main thread rather than copied.
 */
export default function handleTask(message: unknown): unknown {
  const { reply, transfer } = run(decodeTask(message))
  return move({ [transferableSymbol]: transfer, [valueSymbol]: encodeReply(reply) })
}
