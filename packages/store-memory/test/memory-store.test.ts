import { storeConformanceSuite } from "@statement-engine/testkit"
import { MemoryStore } from "../src/index.js"

storeConformanceSuite("memory store", MemoryStore)
