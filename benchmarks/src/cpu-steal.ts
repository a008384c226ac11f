import { readFileSync } from "node:fs"

/** The machine's CPU time so far, in clock ticks: all of it, and what a hypervisor gave to other guests. */
export interface CpuTicks {
  readonly total: number
  readonly steal: number
}

/**
 * The machine's CPU time so far from the first line of `/proc/stat` (user, nice, system, idle,
 * iowait, irq, softirq, steal; guest time is counted in user already), or `undefined` where there
 * is no such file.
 */
export const cpuTicks = (): CpuTicks | undefined => {
  let line: string
  try {
    line = readFileSync("/proc/stat", "utf8").split("\n", 1)[0] ?? ""
  } catch {
    return undefined
  }
  const fields = line.trim().split(/\s+/)
  if (fields[0] !== "cpu" || fields.length < 9) return undefined
  const ticks = fields.slice(1, 9).map(Number)
  if (ticks.some((tick) => !Number.isFinite(tick))) return undefined
  return { total: ticks.reduce((sum, tick) => sum + tick, 0), steal: ticks[7] ?? 0 }
}

/**
 * The share (0..1) of the machine's CPU time between two readings that the hypervisor ran other
 * guests on instead (steal): on a shared host, how far a run's figures were slowed from outside.
 */
export const stealShare = (from: CpuTicks | undefined, to: CpuTicks | undefined): number =>
  from === undefined || to === undefined || to.total <= from.total
    ? Number.NaN
    : (to.steal - from.steal) / (to.total - from.total)
