import { SingleBar } from "cli-progress"

/** What a long run tells the person who started it, on stderr: one bar of the run's steps. */
export interface Progress {
  /** Starts the bar over `total` steps. */
  readonly begin: (total: number) => void
  /** One more step done; `step` says what is under way next. */
  readonly step: (next: string) => void
  readonly end: () => void
}

/** A progress that shows nothing (stderr is not a terminal, the run is small, or `--quiet`). */
export const silentProgress: Progress = { begin: () => {}, step: () => {}, end: () => {} }

/** A bar on stderr (cli-progress), drawn even when stderr is not a terminal when `forced`. */
export const barProgress = (stream: NodeJS.WriteStream, forced: boolean): Progress => {
  const bar = new SingleBar({
    stream,
    format: "{bar} {value}/{total} {task}",
    barsize: 30,
    hideCursor: true,
    clearOnComplete: !forced,
    noTTYOutput: forced,
    notTTYSchedule: 250
  })
  let done = 0
  return {
    begin: (total) => bar.start(total, 0, { task: "reading files" }),
    step: (next) => bar.update(++done, { task: next }),
    end: () => bar.stop()
  }
}

/** Runs at least this large, in bytes or files, show a bar by default. */
export const LARGE_RUN = { bytes: 5 * 1024 * 1024, files: 5 } as const
