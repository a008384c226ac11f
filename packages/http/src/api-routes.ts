import { HttpApi } from "@effect/platform"
import { StatementAnalysisApi } from "@statement-engine/api-contract/api"

/** One endpoint of the `HttpApi` contract: its name, method and path (parameters as `:name` segments). */
export interface ApiRoute {
  readonly name: string
  readonly method: string
  readonly path: string
}

const reflected = (): ReadonlyArray<ApiRoute> => {
  const routes: Array<ApiRoute> = []
  HttpApi.reflect(StatementAnalysisApi, {
    onGroup: () => undefined,
    onEndpoint: ({ endpoint }) => routes.push({ name: endpoint.name, method: endpoint.method, path: endpoint.path })
  })
  return routes
}

/**
 * Every endpoint of the contract, in its order: the one route table. The router is built from the
 * contract itself; the edge's labels and body limits and the report lane's paths derive from this.
 */
export const apiRoutes: ReadonlyArray<ApiRoute> = reflected()

/** The contract's endpoint named `name` (a name the contract does not have is a programming error). */
export const apiRoute = (name: string): ApiRoute => {
  const found = apiRoutes.find((route) => route.name === name)
  if (found === undefined) throw new Error(`the HttpApi contract has no endpoint named ${name}`)
  return found
}

const kebab = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

/** A path as logs and metrics name it: `/v2/report/:requestId` is `/v2/report/{request-id}`. */
export const routeLabel = (path: string): string => path.replace(/:(\w+)/g, (_, name: string) => `{${kebab(name)}}`)

const escaped = (segment: string): string => segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/**
 * A pattern for the paths of `path` (no query string): each parameter is one segment of `segment`
 * characters, captured in order.
 */
export const pathPattern = (path: string, segment = "[^/]+"): RegExp =>
  new RegExp(`^${path.split("/").map((s) => (s.startsWith(":") ? `(${segment})` : escaped(s))).join("/")}$`)
