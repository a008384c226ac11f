import { Either, Redacted } from "effect"
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto"

/** One AES-256 key, and the id written beside everything it seals so the right key opens it. */
export interface SecretKey {
  readonly id: string
  readonly bytes: Redacted.Redacted<Buffer>
}

/** The key that seals new secrets, and older keys that still open what they sealed (rotation). */
export interface SecretKeys {
  readonly current: SecretKey
  readonly previous: ReadonlyArray<SecretKey>
}

const KEY_BYTES = 32
const IV_BYTES = 12
const TAG_BYTES = 16
/** What every sealed value starts with: the format, then the key id. */
const PREFIX = "se-sealed:v1:"

const keyOf = (bytes: Buffer): SecretKey => ({
  // a digest of the key, so the id tells nothing about the key and two keys never share one
  id: createHash("sha256").update("statement-engine secret key id\0").update(bytes).digest("hex").slice(0, 16),
  bytes: Redacted.make(bytes)
})

/**
 * A key as configured: 32 bytes written as 64 hex digits or as base64 (`openssl rand -base64 32`).
 * Answers why not otherwise, without repeating the value.
 */
export const parseSecretKey = (text: string): Either.Either<SecretKey, string> => {
  const value = text.trim()
  const bytes = /^[0-9a-fA-F]{64}$/.test(value)
    ? Buffer.from(value, "hex")
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(value)
    ? Buffer.from(value, "base64")
    : undefined
  return bytes?.length === KEY_BYTES
    ? Either.right(keyOf(bytes))
    : Either.left("expected 32 random bytes as 64 hex digits or base64 (openssl rand -base64 32)")
}

/** Keys made at random for this process only: what they seal is unreadable after a restart. */
export const ephemeralSecretKeys = (): SecretKeys => ({ current: keyOf(randomBytes(KEY_BYTES)), previous: [] })

/** True when `value` is sealed (by any key), false for plain text. */
export const isSealed = (value: string): boolean => value.startsWith(PREFIX)

/** The id of the key that sealed `value`, if it is sealed. */
export const sealedBy = (value: string): string | undefined =>
  isSealed(value) ? value.slice(PREFIX.length).split(":")[0] : undefined

/**
 * Encrypts `plaintext` with the current key (AES-256-GCM, a random 96-bit IV); `context` (who and
 * which field it belongs to) is authenticated with it, so a sealed value moved to another record
 * no longer opens.
 */
export const sealSecret = (keys: SecretKeys, plaintext: string, context: string): string => {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv("aes-256-gcm", Redacted.value(keys.current.bytes), iv)
  cipher.setAAD(Buffer.from(context, "utf8"))
  const sealed = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()])
  const parts = [iv, sealed, cipher.getAuthTag()].map((part) => part.toString("base64url"))
  return `${PREFIX}${keys.current.id}:${parts.join(":")}`
}

/**
 * The plain text of a value `sealSecret` made with any of `keys` under the same `context`; a value
 * that is not sealed is plain text already (stored before secrets were encrypted) and answered as
 * it is. Answers why it cannot be opened otherwise (unknown key, damaged or moved value).
 */
export const openSecret = (keys: SecretKeys, value: string, context: string): Either.Either<string, string> => {
  if (!isSealed(value)) return Either.right(value)
  const [keyId, iv, sealed, tag, ...rest] = value.slice(PREFIX.length).split(":")
  if (iv === undefined || sealed === undefined || tag === undefined || rest.length > 0) {
    return Either.left("the sealed value is malformed")
  }
  const key = [keys.current, ...keys.previous].find((candidate) => candidate.id === keyId)
  if (key === undefined) {
    return Either.left(`it was sealed with key ${keyId}, which is neither the current nor a previous key`)
  }
  const ivBytes = Buffer.from(iv, "base64url")
  const tagBytes = Buffer.from(tag, "base64url")
  if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) return Either.left("the sealed value is malformed")
  try {
    const decipher = createDecipheriv("aes-256-gcm", Redacted.value(key.bytes), ivBytes)
    decipher.setAAD(Buffer.from(context, "utf8"))
    decipher.setAuthTag(tagBytes)
    return Either.right(
      Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString("utf8")
    )
  } catch {
    return Either.left("the sealed value does not authenticate (damaged, or moved from another record)")
  }
}
