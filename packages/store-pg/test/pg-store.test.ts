import { onFreshDatabase } from "@statement-engine/testkit/postgres"
import { storeConformanceSuite } from "@statement-engine/testkit/store-conformance"
import { PgStore } from "../src/index.js"

storeConformanceSuite("PostgreSQL store", onFreshDatabase((url) => PgStore({ url })))
