import { expect, type Locator, type Page } from '@playwright/test';
import { AreaPage } from './area-pages';
import { definitionOf, escapeRegExp, press } from './form-helpers';

export type CredentialFilter = 'All' | 'Missing' | 'Suggested' | 'Expired';

/**
 * `/jobseeker/credentials`: the tenant's credential requirements in the order the API sent them,
 * each a card (an article named by the credential) with its status, and filters with counts
 * (`?filter=`). English texts.
 */
export class CredentialsPage extends AreaPage {
  readonly path = '/jobseeker/credentials';

  /** "Show credentials": the filter buttons, each "Name N" and pressed when chosen. */
  readonly filters: Locator;
  /** Every credential card shown, in order. */
  readonly cards: Locator;
  /** "The credentials tab is not available for this organization." (also in Spanish). */
  readonly notAvailable: Locator;
  /** Where the page says credentials are changed (it cannot change them). */
  readonly howToUpdate: Locator;
  readonly noneMatch: Locator;
  readonly loadError: Locator;
  readonly tryAgainButton: Locator;
  /** "You're seeing what this device last received, on …" (no connection). */
  readonly lastSeen: Locator;

  constructor(page: Page) {
    super(page, /^(Credentials|Credenciales)$/);
    this.filters = this.main.getByRole('group', { name: /^(Show credentials|Mostrar credenciales)$/ });
    this.cards = this.main.getByRole('listitem').getByRole('article');
    this.notAvailable = this.main.getByText(
      /^(The credentials tab is not available for this organization\.|La sección de credenciales no está disponible para esta organización\.)$/,
    );
    this.howToUpdate = this.main.getByText(/^(To add or renew a credential|Para agregar o renovar una credencial)/);
    this.noneMatch = this.main.getByText('No credentials match this filter.');
    this.loadError = this.main.getByTestId('error-box');
    this.tryAgainButton = this.loadError.getByRole('button', { name: /^(Try again|Reintentar)$/ });
    this.lastSeen = this.main.getByTestId('last-seen');
  }

  /** A filter button; its accessible name is the filter and its count ("Missing 2"). */
  filterButton(filter: CredentialFilter): Locator {
    return this.filters.getByRole('button', { name: new RegExp(`^${filter} \\d+$`) });
  }

  /** The count on a filter button. */
  async filterCount(filter: CredentialFilter): Promise<number> {
    const text = await this.filterButton(filter).innerText();
    return Number(/(\d+)\s*$/.exec(text)?.[1] ?? NaN);
  }

  /** Every filter's count, `{ All: 6, Missing: 2, … }`. */
  async filterCounts(): Promise<Record<CredentialFilter, number>> {
    const counts = {} as Record<CredentialFilter, number>;
    for (const filter of ['All', 'Missing', 'Suggested', 'Expired'] as const) {
      counts[filter] = await this.filterCount(filter);
    }
    return counts;
  }

  /** Presses a filter button and waits until it is the pressed one. */
  async chooseFilter(filter: CredentialFilter): Promise<void> {
    await press(this.filterButton(filter));
    await expect(this.filterButton(filter)).toHaveAttribute('aria-pressed', 'true');
  }

  /** The names of the cards shown, in order. */
  async cardNames(): Promise<string[]> {
    await expect(this.cards.first()).toBeVisible();
    return (await this.cards.getByRole('heading', { level: 2 }).allInnerTexts()).map((name) => name.trim());
  }

  /** The card of a credential, by its name. */
  card(name: string): Locator {
    return this.main.getByRole('article', { name, exact: true });
  }

  /**
   * A card's status line: "Status: Supplied", "Status: Expired", "Status: Expires in 20 days",
   * "Status: Missing Suggested" (the "Status:" part is for screen readers).
   */
  status(name: string): Locator {
    return this.card(name).getByRole('paragraph').filter({ hasText: /^\s*Status:/ });
  }

  /** The card's status reads `text` ("Supplied", "Expired", /Expires in \d+ days/…). */
  async expectStatus(name: string, text: string | RegExp): Promise<void> {
    const pattern = typeof text === 'string' ? escapeRegExp(text) : text.source;
    await expect(this.status(name)).toHaveText(new RegExp(`^\\s*Status:\\s*${pattern}`));
  }

  /** A value of what was supplied ("Region", "Expiry date", "Credential ID"…) on a card. */
  suppliedValue(name: string, label: string): Locator {
    return definitionOf(this.card(name), label);
  }
}
