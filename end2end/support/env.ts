import * as path from 'node:path';

/**
 * Where the suite finds the simulator (the platform API) and the built app. The defaults are the
 * ones in public/config.json; override both ports to run beside another copy (see README.md).
 */
export const SIM_PORT = Number(process.env.SIM_PORT ?? 8787);
export const APP_PORT = Number(process.env.APP_PORT ?? 8080);
export const SIM_URL = `http://127.0.0.1:${SIM_PORT}`;
export const APP_URL = `http://127.0.0.1:${APP_PORT}`;
/** The API origin baked into public/config.json. */
export const DEFAULT_SIM_PORT = 8787;
/** The release build under test (Trunk's dist/, or APP_DIR relative to the repository root). */
export const APP_DIR = path.resolve(__dirname, '..', '..', process.env.APP_DIR ?? 'dist');
