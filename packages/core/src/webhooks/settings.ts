import { Either } from "effect"
import { InvalidInput, RequiredParamsMissing } from "../domain/errors.js"
import type { WebhookSettings, WebhookSettingsInput } from "../domain/webhook.js"

type Auth = WebhookSettings["auth"]
type SettingsError = InvalidInput | RequiredParamsMissing

const required = (value: string | undefined, field: string, method: string): Either.Either<string, SettingsError> =>
  value !== undefined && value !== ""
    ? Either.right(value)
    : Either.left(
      new RequiredParamsMissing({
        detail: `${field} is required when auth_method is "${method}".`,
        pointer: `/${field}`
      })
    )

const checkUrl = (
  value: string,
  field: string,
  allowHttp: boolean
): Either.Either<string, SettingsError> => {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return Either.left(new InvalidInput({ detail: `${field} must be an absolute URL.`, pointer: `/${field}` }))
  }
  if (url.protocol !== "https:" && !(allowHttp && url.protocol === "http:")) {
    return Either.left(
      new InvalidInput({
        detail: allowHttp ? `${field} must use http or https.` : `${field} must use https.`,
        pointer: `/${field}`
      })
    )
  }
  if (url.username !== "" || url.password !== "") {
    return Either.left(
      new InvalidInput({ detail: `${field} must not carry credentials; use auth_method.`, pointer: `/${field}` })
    )
  }
  return Either.right(url.toString())
}

const basicFields = ["auth_username", "auth_password"] as const
const oauthFields = [
  "oauth_token_url",
  "oauth_client_id",
  "oauth_client_secret",
  "oauth_audience",
  "oauth_client_audience"
] as const

const stray = (
  input: WebhookSettingsInput,
  fields: ReadonlyArray<keyof WebhookSettingsInput>,
  method: string
): Either.Either<void, SettingsError> => {
  const present = fields.find((field) => input[field] !== undefined)
  return present === undefined
    ? Either.void
    : Either.left(
      new InvalidInput({ detail: `${present} does not apply when auth_method is ${method}.`, pointer: `/${present}` })
    )
}

/**
 * Validates webhook settings: URL shapes (https unless `allowHttp`), and auth fields consistent
 * with `auth_method` ("Basic Auth", "OAuth2", or none for signature only).
 */
export const validateWebhookSettings = (
  input: WebhookSettingsInput,
  allowHttp: boolean
): Either.Either<{ readonly callback_url: string; readonly auth: Auth }, SettingsError> =>
  Either.gen(function*() {
    const callback_url = yield* checkUrl(input.callback_url, "callback_url", allowHttp)
    switch (input.auth_method) {
      case undefined: {
        yield* stray(input, [...basicFields, ...oauthFields], "not set")
        return { callback_url, auth: { _tag: "SignatureOnly" } as const }
      }
      case "Basic Auth": {
        yield* stray(input, oauthFields, `"Basic Auth"`)
        const username = yield* required(input.auth_username, "auth_username", "Basic Auth")
        const password = yield* required(input.auth_password, "auth_password", "Basic Auth")
        if (username.includes(":")) {
          return yield* Either.left(
            new InvalidInput({ detail: "auth_username must not contain a colon.", pointer: "/auth_username" })
          )
        }
        return { callback_url, auth: { _tag: "BasicAuth", username, password } as const }
      }
      case "OAuth2": {
        yield* stray(input, basicFields, `"OAuth2"`)
        const tokenUrl = yield* required(input.oauth_token_url, "oauth_token_url", "OAuth2")
        const token_url = yield* checkUrl(tokenUrl, "oauth_token_url", allowHttp)
        const client_id = yield* required(input.oauth_client_id, "oauth_client_id", "OAuth2")
        const client_secret = yield* required(input.oauth_client_secret, "oauth_client_secret", "OAuth2")
        return {
          callback_url,
          auth: {
            _tag: "OAuth2",
            token_url,
            client_id,
            client_secret,
            audience: input.oauth_audience ?? null,
            scope: input.oauth_client_audience ?? null
          } as const
        }
      }
    }
  })
