import type { Page } from '@playwright/test';

/** Where the app keeps the signed-in session (src/session/stored.rs). */
const SESSION_KEY = 'staffing.session';

export interface StoredSession {
  token: string;
  tenant: string;
  user: Record<string, unknown>;
}

/** What the app keeps in the browser's storage, read as the user's browser has it. */
export class BrowserStorage {
  constructor(readonly page: Page) {}

  /** The session kept in localStorage ("Keep me signed in") or null. */
  async localSession(): Promise<StoredSession | null> {
    return this.read('localStorage');
  }

  /** The session kept in sessionStorage (this tab only) or null. */
  async tabSession(): Promise<StoredSession | null> {
    return this.read('sessionStorage');
  }

  /** Every key and value of both storages, to search for what must not be kept. */
  async everything(): Promise<string[]> {
    return this.page.evaluate(() =>
      [localStorage, sessionStorage].flatMap((s) =>
        Object.keys(s).flatMap((k) => [k, s.getItem(k) ?? '']),
      ),
    );
  }

  private async read(area: 'localStorage' | 'sessionStorage'): Promise<StoredSession | null> {
    const json = await this.page.evaluate(
      ([area, key]) => window[area as 'localStorage' | 'sessionStorage'].getItem(key),
      [area, SESSION_KEY] as const,
    );
    return json === null ? null : (JSON.parse(json) as StoredSession);
  }
}
