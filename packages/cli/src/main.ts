#!/usr/bin/env -S node --import tsx
import { Cause, Effect, Either, ManagedRuntime, Option } from "effect"
import { writeFile } from "node:fs/promises"
import { analyseFiles, CliEngine } from "./analyse-files.js"
import { parseCliArguments, usage } from "./cli-arguments.js"
import { clientsCommand } from "./clients-command.js"
import { reportDocument } from "./report-document.js"

if (process.argv[2] === "clients") {
  const outcome = await Effect.runPromise(clientsCommand(process.argv.slice(3)))
  process.stdout.write(outcome.stdout)
  process.stderr.write(outcome.stderr)
  process.exit(outcome.code)
}

const parsed = parseCliArguments(process.argv.slice(2))
if (Either.isLeft(parsed)) {
  console.error(parsed.left)
  process.exit(2)
}
if (parsed.right === "help") {
  console.log(usage)
  process.exit(0)
}
const request = parsed.right
const runtime = ManagedRuntime.make(CliEngine)
const exit = await runtime.runPromiseExit(analyseFiles(request))
await runtime.dispose()
if (exit._tag === "Failure") {
  const failure = Cause.failureOption(exit.cause)
  const message = Option.match(failure, {
    onNone: () => Cause.pretty(exit.cause),
    onSome: (error) =>
      typeof error === "string" ? error : "detail" in error ? `${error._tag}: ${error.detail}` : error._tag
  })
  console.error(`statement-engine: ${message}`)
  process.exit(1)
}
const document = JSON.stringify(reportDocument(exit.value), null, 2)
if (request.out === undefined) console.log(document)
else await writeFile(request.out, `${document}\n`)
process.exit(exit.value.state._tag === "Completed" ? 0 : 1)
