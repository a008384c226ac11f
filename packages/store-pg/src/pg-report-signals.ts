import { SqlClient } from "@effect/sql"
import { PgClient } from "@effect/sql-pg"
import { makeLocalReportSignals, ReportSignals } from "@statement-engine/core"
import { Deferred, Effect, Layer, Stream } from "effect"
import { randomUUID } from "node:crypto"

/** The notification channel report signals travel on, in the database the engines share. */
export const reportSignalChannel = "statement_engine_report_settled"

/** How long one probe is awaited before the next is sent, and how many are sent before starting anyway. */
const PROBE_INTERVAL_MILLIS = 100
const LISTEN_READY_PROBES = 50

/** The pause before listening again after the listening connection failed. */
const RELISTEN_DELAY_MILLIS = 1_000

/**
 * A pause in real time, whatever clock the engine is given (a test's included): these waits are on the
 * database connection.
 */
const realSleep = (millis: number) =>
  Effect.async<void>((resume) => {
    const timer = setTimeout(() => resume(Effect.void), millis)
    return Effect.sync(() => clearTimeout(timer))
  })

/**
 * Report signals across every engine process on one PostgreSQL database: `publish` sends
 * `NOTIFY` (after the state it announces is committed), and one `LISTEN` connection per process
 * hands each notification to the subscribers in this process. The layer is ready once its own
 * probe notification came back. When the listening connection fails it listens again, and wakes every
 * subscriber so that none waits for a notification sent while it was not listening.
 */
export const PgReportSignals: Layer.Layer<ReportSignals, never, PgClient.PgClient | SqlClient.SqlClient> = Layer.scoped(
  ReportSignals,
  Effect.gen(function*() {
    const pg = yield* PgClient.PgClient
    const sql = yield* SqlClient.SqlClient
    const local = yield* makeLocalReportSignals
    const probe = `probe:${randomUUID()}`
    const listening = yield* Deferred.make<void>()
    const notify = (payload: string) => sql`SELECT pg_notify(${reportSignalChannel}, ${payload})`.pipe(Effect.asVoid)
    const received = (payload: string) =>
      payload === probe ? Deferred.succeed(listening, undefined) : local.publish(payload)
    yield* pg.listen(reportSignalChannel).pipe(
      Stream.runForEach(received),
      Effect.catchAllCause((cause) => Effect.logWarning("report signals stopped listening; listening again", cause)),
      Effect.zipRight(local.publishAll),
      Effect.zipRight(realSleep(RELISTEN_DELAY_MILLIS)),
      Effect.forever,
      Effect.forkScoped
    )
    // LISTEN starts inside the stream: sending ourselves a probe until it comes back says it is active
    const heard = Deferred.await(listening).pipe(Effect.as(true))
    yield* notify(probe).pipe(
      Effect.ignore,
      Effect.zipRight(Effect.raceFirst(heard, realSleep(PROBE_INTERVAL_MILLIS).pipe(Effect.as(false)))),
      Effect.repeat({ until: (done) => done, times: LISTEN_READY_PROBES })
    )
    return {
      publish: (requestId) =>
        notify(requestId).pipe(
          // this process's subscribers are woken even when the notification cannot be sent
          Effect.catchAll((error) => Effect.logWarning("a report signal was not sent", error)),
          Effect.zipRight(local.publish(requestId))
        ),
      subscribe: local.subscribe
    }
  })
)
