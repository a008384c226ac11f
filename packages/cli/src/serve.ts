/**
 * `statement-engine serve`: the HTTP server's module starts it on import, with the settings from the
 * environment, and ends the process itself on SIGTERM or SIGINT. Loaded only for this command, so
 * `analyse` does not load the HTTP packages.
 */
export const serve = async (): Promise<void> => {
  await import("@statement-engine/http/main")
}
