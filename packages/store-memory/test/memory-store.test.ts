import { storeConformanceSuite } from "@statement-engine/testkit/store-conformance"
import { MemoryStore } from "../src/index.js"

storeConformanceSuite("memory store", MemoryStore)
