import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The signed-in pages, kept thin while their screens are being built (issues 3 and 4): each knows
 * its address and its main heading. Add user actions here as the screens land, and give the
 * heading its real name then (the placeholders say "jobseeker_profile", "credentials" and
 * "client_profile").
 */
abstract class AreaPage {
  abstract readonly path: string;
  /** The page's level-1 heading, inside <main>. */
  readonly heading: Locator;

  constructor(readonly page: Page, headingName: RegExp) {
    this.heading = page.getByRole('main').getByRole('heading', { level: 1, name: headingName });
  }

  async goto(): Promise<void> {
    await this.page.goto(this.path);
  }

  /** Waits until this page is the one shown. */
  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(new RegExp(`${this.path}$`));
    await expect(this.heading).toBeVisible();
  }
}

/** `/jobseeker/profile`: the job seeker's landing page (onboarding, summary, profile form). */
export class JobseekerProfilePage extends AreaPage {
  readonly path = '/jobseeker/profile';
  constructor(page: Page) {
    super(page, /profile|perfil/i);
  }
}

/** `/jobseeker/credentials`: the tenant's credential requirements. */
export class CredentialsPage extends AreaPage {
  readonly path = '/jobseeker/credentials';
  constructor(page: Page) {
    super(page, /credential/i);
  }
}

/** `/client/profile`: the company profile forms. */
export class ClientProfilePage extends AreaPage {
  readonly path = '/client/profile';
  constructor(page: Page) {
    super(page, /profile|perfil/i);
  }
}

/** The not-found page, shown for any unknown address. */
export class NotFoundPage {
  readonly heading: Locator;
  readonly startPageLink: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { name: 'Page not found', level: 1 });
    this.startPageLink = main.getByRole('link', { name: 'Go to the start page' });
  }
}

/** The full-page error when config.json is missing or unusable. */
export class ConfigErrorPage {
  readonly heading: Locator;
  readonly alert: Locator;

  constructor(readonly page: Page) {
    this.alert = page.getByRole('main').getByRole('alert');
    this.heading = this.alert.getByRole('heading', { name: 'The app is not configured', level: 1 });
  }
}
