import vm from "node:vm"
import { describe, expect, it } from "vitest"
import { decodeSingleByte, detectLegacy } from "../src/encoding/detect-legacy.js"

/**
 * The server pre-processes small uploads on its own thread under a 20 ms watchdog, which stops
 * JavaScript wherever it is. The first file that is not UTF-8 loads the encoding libraries then:
 * a load stopped halfway once left a partly run module in Node's module cache, and every later
 * such file was answered 500 (`chardet.analyse is not a function`, `Encoding not recognized`).
 */
describe("the encoding libraries, loaded under a watchdog that stops the load halfway", () => {
  it("load whole on the next call after a stopped load", () => {
    const bytes = new Uint8Array(Buffer.from("Datum;Empfänger;Betrag\n01.02.2024;Müller Straße;-1,50\n", "latin1"))
    const sandbox: { run: () => unknown } = { run: () => undefined }
    const context = vm.createContext(sandbox)
    const script = new vm.Script("run()")
    let stopped = 0
    let detected: unknown
    // a limit too short for loading stops it somewhere inside; longer ones let it finish
    for (let limit = 1; limit <= 400 && detected === undefined; limit += limit < 10 ? 1 : 20) {
      sandbox.run = () => {
        const spinUntil = performance.now() + limit * 0.6
        while (performance.now() < spinUntil) { /* reach into the load before the limit */ }
        return detectLegacy(bytes)
      }
      try {
        detected = script.runInContext(context, { timeout: limit })
      } catch (error) {
        // the error is made in the sandbox's realm, not an instance of this one's Error
        if (!/timed out/.test(String(error))) throw error
        stopped++
      }
    }
    expect(stopped).toBeGreaterThan(0)
    expect(detected).toMatchObject({ encoding: "windows-1252" })
    expect(decodeSingleByte(Uint8Array.of(0xfc), "windows-1252")).toBe("ü")
  })
})
