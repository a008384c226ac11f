import type { ScoringModel } from "@statement-engine/analysis"

/**
 * A scoring model the host application registers: a typed function over one currency's feature
 * vector (the `features` product), and the clients it is granted to (`"all"` for every client).
 * It appears in `available-models` for those clients and runs in `credit-scores` after the
 * analysis, in the engine's process (a host function cannot cross into a worker thread).
 */
export interface HostScoringModel extends ScoringModel {
  readonly clients: "all" | ReadonlyArray<string>
}

/** True when `model` is granted to `clientId`. */
export const grantedTo = (model: HostScoringModel, clientId: string): boolean =>
  model.clients === "all" || model.clients.includes(clientId)
