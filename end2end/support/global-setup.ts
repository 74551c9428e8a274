import type { FullConfig } from '@playwright/test';
import { APP_URL } from './env';

/** Fails early, with the fix, when the app server answers but does not serve a Trunk build. */
export default async function globalSetup(_config: FullConfig): Promise<void> {
  const response = await fetch(`${APP_URL}/`).catch((error: Error) => {
    throw new Error(`The app is not served at ${APP_URL}: ${error.message}`);
  });
  const html = await response.text();
  // A Trunk build moved out of index.html by scripts/post-build.mjs: its loader names the wasm.
  if (!response.ok || !/\/loader-[0-9a-f]+\.js/.test(html)) {
    throw new Error(
      `${APP_URL}/ is not a Trunk build of the app (HTTP ${response.status}). ` +
        'Build it first at the repository root: trunk build --release (see end2end/README.md).',
    );
  }
}
