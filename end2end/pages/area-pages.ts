import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A signed-in page: it knows its address and its main heading. The three screens extend it
 * (jobseeker-profile-page.ts, credentials-page.ts, client-profile-page.ts).
 */
export abstract class AreaPage {
  abstract readonly path: string;
  /** The page's level-1 heading, inside <main>. */
  readonly heading: Locator;
  readonly main: Locator;

  constructor(readonly page: Page, headingName: RegExp | string) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: headingName });
  }

  async goto(): Promise<void> {
    await this.page.goto(this.path);
  }

  /** Waits until this page is the one shown. */
  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(new RegExp(`${this.path}(\\?|$)`));
    await expect(this.heading).toBeVisible();
  }
}

/** The not-found page, shown for any unknown address (English or Spanish). */
export class NotFoundPage {
  readonly heading: Locator;
  readonly startPageLink: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { name: /^(Page not found|Página no encontrada)$/, level: 1 });
    this.startPageLink = main.getByRole('link', { name: /^(Go to the start page|Ir al inicio)$/ });
  }
}

/** The full-page error when config.json is missing or unusable (English or Spanish). */
export class ConfigErrorPage {
  readonly heading: Locator;
  readonly alert: Locator;

  constructor(readonly page: Page) {
    this.alert = page.getByRole('main').getByRole('alert');
    this.heading = this.alert.getByRole('heading', {
      name: /^(The app is not configured|La aplicación no está configurada)$/,
      level: 1,
    });
  }
}
