import { PDFDocument } from "@cantoo/pdf-lib"

/**
 * A generated PDF encrypted with `userPassword` (needed to open it) through @cantoo/pdf-lib, a fork
 * of pdf-lib that writes the standard security handler: pdf-lib itself cannot encrypt. AES-256 by
 * default, as banks' portals write today; `aes-128` for the older handler (`/V 4`).
 */
export const encryptPdf = async (
  bytes: Uint8Array,
  userPassword: string,
  algorithm: "aes-256" | "aes-128" = "aes-256"
): Promise<Uint8Array> => {
  const doc = await PDFDocument.load(bytes)
  doc.encrypt({
    userPassword,
    ownerPassword: `${userPassword}-owner`,
    algorithm: algorithm === "aes-256" ? "AES-256" : "AES-128"
  })
  return doc.save({ useObjectStreams: false })
}
