import { Either } from "effect"
import vm from "node:vm"
import { AnalysisLimitExceeded } from "./domain/errors.js"

/** A context of its own whose one script calls the `run` it is given. */
const sandbox: { run: () => unknown } = { run: () => undefined }
let context: vm.Context | undefined
let script: vm.Script | undefined

/** `vm` accepts whole milliseconds from 1 to 2^31 - 1. */
const MAX_TIMEOUT = 2 ** 31 - 1

const isTimeout = (error: unknown) =>
  typeof error === "object" && error !== null && "code" in error && error.code === "ERR_SCRIPT_EXECUTION_TIMEOUT"

/**
 * Runs `work` on the calling thread and stops it once it has run `limitMillis`: `vm`'s watchdog
 * thread terminates the running JavaScript (`work` included, though it belongs to this context),
 * so a synchronous analysis cannot hold the thread past its limit. What `work` throws is thrown.
 * Work stopped midway leaves nothing behind but the caches it filled, which the analysis fills
 * whole or not at all.
 */
export const runWithinTime = <A>(limitMillis: number, work: () => A): Either.Either<A, AnalysisLimitExceeded> => {
  if (!Number.isFinite(limitMillis) || limitMillis >= MAX_TIMEOUT) return Either.right(work())
  context ??= vm.createContext(sandbox)
  script ??= new vm.Script("run()")
  const previous = sandbox.run
  sandbox.run = work
  try {
    return Either.right(script.runInContext(context, { timeout: Math.max(1, Math.ceil(limitMillis)) }) as A)
  } catch (error) {
    if (!isTimeout(error)) throw error
    return Either.left(
      new AnalysisLimitExceeded({
        limit: "time",
        detail: `The analysis ran longer than its time limit of ${Math.ceil(limitMillis)} ms and was stopped.`
      })
    )
  } finally {
    sandbox.run = previous
  }
}
