/** Builds the web app when dist is missing or older than its sources. */
export function buildWebIfStale(): void;
