/** The built server, relative to the project folder. */
export const serverEntry: string;
/** Node's options for the server. */
export const nodeFlags: string[];
/** What follows `node` in the production start. */
export const productionArgs: string[];
/** The environment the production start adds. */
export const productionEnv: Record<string, string>;
