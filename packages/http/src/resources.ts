export * from "@statement-engine/api-contract/resources"
