import { Effect } from "effect"
import { createHash, randomBytes, scrypt, timingSafeEqual } from "node:crypto"

const KEY_LENGTH = 32
const COST = 16384

const derive = (secret: string, salt: Buffer) =>
  Effect.async<Buffer>((resume) => {
    // Stryker disable next-line ObjectLiteral: equivalent, these are Node's defaults, written out so the stored hash's parameters show here
    scrypt(secret, salt, KEY_LENGTH, { N: COST, r: 8, p: 1 }, (error, key) => {
      resume(error ? Effect.die(error) : Effect.succeed(key))
    })
  })

/** Hashes a client secret with scrypt and a random salt: `scrypt$<salt b64>$<key b64>`. */
export const hashSecret = (secret: string): Effect.Effect<string> =>
  Effect.gen(function*() {
    const salt = randomBytes(16)
    const key = yield* derive(secret, salt)
    return `scrypt$${salt.toString("base64")}$${key.toString("base64")}`
  })

/** Checks a secret against a hash made by `hashSecret`, in constant time. */
export const verifySecret = (secret: string, stored: string): Effect.Effect<boolean> =>
  Effect.gen(function*() {
    const parts = stored.split("$")
    if (parts.length !== 3 || parts[0] !== "scrypt") return false
    const expected = Buffer.from(parts[2]!, "base64")
    const actual = yield* derive(secret, Buffer.from(parts[1]!, "base64"))
    return expected.length === actual.length && timingSafeEqual(expected, actual)
  })

/** A new random token or secret, base64url. */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString("base64url")

/** SHA-256 of a token, hex: how tokens are stored and looked up. */
export const tokenHash = (token: string): string => createHash("sha256").update(token).digest("hex")
