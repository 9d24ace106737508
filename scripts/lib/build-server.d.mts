/** Bundles the server into dist/server; throws when the build fails. */
export function buildServer(): Promise<void>;
/** Builds the server when dist/server is missing or older than its sources. */
export function buildServerIfStale(): Promise<void>;
