import type { FullConfig } from '@playwright/test';
import { BASE_APP_PORT, WORKERS } from './env';

/** Fails early, with the fix, when an app server answers but does not serve a Trunk build. */
export default async function globalSetup(_config: FullConfig): Promise<void> {
  // Each worker's simulator serves the build on a port of its own (support/env.ts).
  for (let slot = 0; slot < WORKERS; slot++) await expectBuild(`http://127.0.0.1:${BASE_APP_PORT + slot}`);
}

async function expectBuild(appUrl: string): Promise<void> {
  const response = await fetch(`${appUrl}/`).catch((error: Error) => {
    throw new Error(`The app is not served at ${appUrl}: ${error.message}`);
  });
  const html = await response.text();
  // A Trunk build moved out of index.html by scripts/post-build.mjs: its loader names the wasm.
  if (!response.ok || !/\/loader-[0-9a-f]+\.js/.test(html)) {
    throw new Error(
      `${appUrl}/ is not a Trunk build of the app (HTTP ${response.status}). ` +
        'Build it first at the repository root: trunk build --release (see end2end/README.md).',
    );
  }
}
