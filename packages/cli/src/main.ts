#!/usr/bin/env -S node --import tsx
import { Cause, Effect, Either, ManagedRuntime, Option } from "effect"
import { stat } from "node:fs/promises"
import { analyseFiles, CliEngine } from "./analyse-files.js"
import { type CliRequest, parseCliArguments, usage } from "./cli-arguments.js"
import { clientsCommand } from "./clients-command.js"
import { outputOf } from "./formats/output.js"
import { barProgress, LARGE_RUN, type Progress, silentProgress } from "./progress.js"
import { serve } from "./serve.js"
import { sizeText, writeOutput } from "./write-output.js"

/** A bar on stderr when asked, or by default for large runs when stderr is a terminal. */
const progressFor = async (request: CliRequest): Promise<Progress> => {
  if (request.progress === "never") return silentProgress
  if (request.progress === "always") return barProgress(process.stderr, true)
  if (!process.stderr.isTTY) return silentProgress
  const sizes = await Promise.all(request.files.map((f) => stat(f).then((s) => s.size, () => 0)))
  const large = sizes.reduce((a, b) => a + b, 0) >= LARGE_RUN.bytes || request.files.length >= LARGE_RUN.files
  return large ? barProgress(process.stderr, false) : silentProgress
}

const messageOf = (cause: Cause.Cause<unknown>): string =>
  Option.match(Cause.failureOption(cause), {
    onNone: () => Cause.pretty(cause),
    onSome: (error) =>
      typeof error === "string"
        ? error
        : typeof error === "object" && error !== null && "_tag" in error
        ? `${String(error._tag)}${"detail" in error ? `: ${String(error.detail)}` : ""}`
        : String(error)
  })

/** Analyses and writes the output; answers the exit code (0 completed, 1 failed). */
const analyse = async (request: CliRequest): Promise<number> => {
  const progress = await progressFor(request)
  const runtime = ManagedRuntime.make(CliEngine)
  const exit = await runtime.runPromiseExit(
    analyseFiles(request, progress).pipe(
      Effect.flatMap((report) => Effect.map(outputOf(report, request), (parts) => ({ report, parts })))
    )
  )
  await runtime.dispose()
  if (exit._tag === "Failure") {
    progress.end()
    console.error(`statement-engine: ${messageOf(exit.cause)}`)
    return 1
  }
  const bytes = await writeOutput(exit.value.parts, request.out)
  progress.step("done")
  progress.end()
  if (request.out !== undefined && request.progress !== "never") {
    console.error(`statement-engine: wrote ${request.out} (${sizeText(bytes)}, ${request.format})`)
  }
  return exit.value.report.state._tag === "Completed" ? 0 : 1
}

// a reader that stops early (`| head`) closes the pipe: that ends the command quietly, not with a trace
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(0)
  throw error
})

if (process.argv[2] === "serve") {
  await serve()
} else if (process.argv[2] === "clients") {
  const outcome = await Effect.runPromise(clientsCommand(process.argv.slice(3)))
  process.stdout.write(outcome.stdout)
  process.stderr.write(outcome.stderr)
  process.exit(outcome.code)
} else {
  const parsed = parseCliArguments(process.argv.slice(2))
  if (Either.isLeft(parsed)) {
    console.error(parsed.left)
    process.exit(2)
  }
  if (parsed.right === "help") {
    console.log(usage)
    process.exit(0)
  }
  process.exit(await analyse(parsed.right))
}
