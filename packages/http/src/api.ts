export * from "@statement-engine/api-contract/api"
