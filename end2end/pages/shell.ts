import { expect, type Locator, type Page } from '@playwright/test';

/** The frame around every page: organization, navigation, language, sign-out, live region. */
export class Shell {
  readonly banner: Locator;
  readonly navigation: Locator;
  readonly language: Locator;
  readonly signOutButton: Locator;
  /** Polite status messages for screen readers (saved, sent, signed out). */
  readonly liveRegion: Locator;
  /** "You're offline…" or "You're back online." under the header (docs/offline.md). */
  readonly connectionNotice: Locator;
  /** "A new version is available." with its "Reload" button. */
  readonly updateNotice: Locator;
  readonly reloadButton: Locator;

  constructor(readonly page: Page) {
    this.banner = page.getByRole('banner');
    this.navigation = this.banner.getByRole('navigation', { name: /^(Main|Principal)$/ });
    this.language = this.banner.getByRole('combobox', { name: /^(Language|Idioma)$/ });
    this.signOutButton = this.banner.getByRole('button', { name: /^(Sign out|Cerrar sesión)$/ });
    this.liveRegion = page.getByTestId('live-region');
    this.connectionNotice = page.getByTestId('connection-notice');
    this.updateNotice = page.getByTestId('update-notice');
    this.reloadButton = this.updateNotice.getByRole('button', { name: /^(Reload|Recargar)$/ });
  }

  /** A link of the main navigation ("My profile", "Credentials", "Company profile"). */
  navLink(name: string): Locator {
    return this.navigation.getByRole('link', { name, exact: true });
  }

  async navigateTo(name: string): Promise<void> {
    await this.navLink(name).click();
  }

  /** The organization shown in the header. */
  async expectTenant(name: string): Promise<void> {
    await expect(this.banner.getByText(/^(Organization|Organización): \S/)).toHaveText(
      new RegExp(`: ${escape(name)}$`),
    );
  }

  async switchLanguage(language: 'English' | 'Español'): Promise<void> {
    await this.language.selectOption({ label: language });
  }

  /** Presses "Sign out" and waits for the sign-in page. */
  async signOut(): Promise<void> {
    await this.signOutButton.click();
    await expect(this.page).toHaveURL(/\/sign-in$/);
  }
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
