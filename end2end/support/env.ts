import * as path from 'node:path';

/**
 * Where the suite finds the simulator (the platform API) and the built app. The suite runs
 * `WORKERS` Playwright workers side by side, each with a simulator of its own (its slot,
 * Playwright's parallel index): slot N uses SIM_PORT + N and APP_PORT + N. The defaults are the
 * ones in public/config.json; override both ports to run beside another copy (see README.md).
 */
export const WORKERS = Number(process.env.E2E_WORKERS ?? 2);
if (!Number.isInteger(WORKERS) || WORKERS < 1) throw new Error(`E2E_WORKERS must be a whole number from 1 up, not ${process.env.E2E_WORKERS}`);
/** Slot 0's ports; SIM_PORT's default is the API port baked into public/config.json. */
export const BASE_SIM_PORT = Number(process.env.SIM_PORT ?? 8787);
export const BASE_APP_PORT = Number(process.env.APP_PORT ?? 8080);
/** This worker's slot: 0 in the runner (the config, the global setup) and with one worker. */
export const SLOT = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const SIM_PORT = BASE_SIM_PORT + SLOT;
export const APP_PORT = BASE_APP_PORT + SLOT;
export const SIM_URL = `http://127.0.0.1:${SIM_PORT}`;
export const APP_URL = `http://127.0.0.1:${APP_PORT}`;
/** The API origin baked into public/config.json. */
export const DEFAULT_SIM_PORT = 8787;
/** The release build under test (Trunk's dist/, or APP_DIR relative to the repository root). */
export const APP_DIR = path.resolve(__dirname, '..', '..', process.env.APP_DIR ?? 'dist');
