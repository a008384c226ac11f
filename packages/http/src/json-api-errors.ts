import type { JsonApiError } from "@statement-engine/api-contract/api-errors"

const titles: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  404: "Not Found",
  409: "Conflict",
  410: "Gone",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  422: "Unprocessable Entity",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable"
}

/** Builds one JSON:API error object. */
export const jsonApiError = (
  status: number,
  code: string,
  detail: string,
  extra: Pick<JsonApiError, "source" | "meta"> = {}
): JsonApiError => ({
  status: String(status),
  code,
  title: titles[status] ?? "Error",
  detail,
  ...extra
})
