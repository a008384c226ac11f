import type { HttpServerRequest } from "@effect/platform"

/** The absolute base URL the caller reached this server at (honouring `X-Forwarded-Proto` / `-Host`). */
export const baseUrl = (request: HttpServerRequest.HttpServerRequest): string => {
  const forwardedProto = request.headers["x-forwarded-proto"]?.split(",")[0]?.trim()
  const forwardedHost = request.headers["x-forwarded-host"]?.split(",")[0]?.trim()
  const host = forwardedHost ?? request.headers.host ?? "localhost"
  return `${forwardedProto === "https" ? "https" : "http"}://${host}`
}
