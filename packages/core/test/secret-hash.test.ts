import { Effect } from "effect"
import { createHash } from "node:crypto"
import { describe, expect, it } from "vitest"
import { hashSecret, randomToken, tokenHash, verifySecret } from "../src/services/secret-hash.js"

// Known answers computed with Python's hashlib: scrypt(N=16384, r=8, p=1, 32 bytes) of
// "correct horse battery" with the salt 00 01 … 0f, and SHA-256 of "abc" (FIPS 180-2's example).
const knownHash = "scrypt$AAECAwQFBgcICQoLDA0ODw==$6W7GuoxjojaYIg83x/wEKSXUMMf+reyc6wSvA8q7ny8="

const run = <A>(effect: Effect.Effect<A>) => Effect.runPromise(effect)

describe("client secret hashing", () => {
  it("verifies a secret against a hash made elsewhere with the same scrypt parameters", async () => {
    expect(await run(verifySecret("correct horse battery", knownHash))).toBe(true)
    expect(await run(verifySecret("correct horse battery!", knownHash))).toBe(false)
    expect(await run(verifySecret("", knownHash))).toBe(false)
  })

  it("hashes as scrypt$salt$key with a fresh 16-byte salt and a 32-byte key", async () => {
    const first = await run(hashSecret("s3cret-0123456789"))
    const second = await run(hashSecret("s3cret-0123456789"))
    expect(first).not.toBe(second)
    for (const hash of [first, second]) {
      const [scheme, salt, key, ...rest] = hash.split("$")
      expect(scheme).toBe("scrypt")
      expect(Buffer.from(salt!, "base64")).toHaveLength(16)
      expect(Buffer.from(key!, "base64")).toHaveLength(32)
      expect(rest).toEqual([])
    }
  })

  it("verifies what it hashed, and nothing else", async () => {
    const hash = await run(hashSecret("s3cret-0123456789"))
    expect(await run(verifySecret("s3cret-0123456789", hash))).toBe(true)
    expect(await run(verifySecret("s3cret-012345678", hash))).toBe(false)
    expect(await run(verifySecret("S3cret-0123456789", hash))).toBe(false)
  })

  it.each([
    ["another scheme", knownHash.replace("scrypt$", "bcrypt$")],
    ["no key", "scrypt$AAECAwQFBgcICQoLDA0ODw=="],
    ["nothing", ""],
    ["a part too many", `${knownHash}$AAAA`],
    ["empty salt and key", "scrypt$$"],
    ["a key too short", "scrypt$AAECAwQFBgcICQoLDA0ODw==$6W7GuoxjojaYIg83x/wEKSXUMMf+reyc6wSvA8q7"],
    ["a key too long", `scrypt$AAECAwQFBgcICQoLDA0ODw==$${"A".repeat(64)}`]
  ])("refuses a stored hash with %s, without throwing", async (_why, stored) => {
    expect(await run(verifySecret("correct horse battery", stored))).toBe(false)
  })
})

describe("tokens", () => {
  it("are random base64url, 32 bytes unless told", () => {
    const tokens = Array.from({ length: 20 }, () => randomToken())
    expect(new Set(tokens).size).toBe(20)
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect(Buffer.from(token, "base64url")).toHaveLength(32)
    }
    expect(Buffer.from(randomToken(16), "base64url")).toHaveLength(16)
  })

  it("are stored as their SHA-256, hex", () => {
    expect(tokenHash("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    const token = randomToken()
    expect(tokenHash(token)).toBe(createHash("sha256").update(token).digest("hex"))
  })
})
