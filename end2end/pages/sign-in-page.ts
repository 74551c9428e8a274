import { expect, type Locator, type Page } from '@playwright/test';

/** `/sign-in`: e-mail and password, or an e-mailed one-time code. Finds its controls in English or Spanish. */
export class SignInPage {
  readonly heading: Locator;
  /** "Signing in to <organization>". */
  readonly tenantLine: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly keepSignedIn: Locator;
  readonly shareLocation: Locator;
  readonly signInButton: Locator;
  readonly emailMeACodeButton: Locator;
  /** "We sent a one-time code to <address>. Enter it below." */
  readonly codeSentNotice: Locator;
  readonly code: Locator;
  readonly signInWithCodeButton: Locator;
  /** "Send a new code", or "Send a new code (N s)" during the cool-down. */
  readonly sendNewCodeButton: Locator;
  readonly usePasswordButton: Locator;
  /** The form's error box (server message, network failure, timeout). */
  readonly error: Locator;
  readonly tryAgainButton: Locator;
  /** "Your session ended…", after a forced sign-out. */
  readonly sessionEndedNotice: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { name: /^(Sign in|Iniciar sesión)$/, level: 1 });
    this.tenantLine = main.getByText(/^(Signing in to|Inicias sesión en) /);
    this.email = main.getByRole('textbox', { name: /^(E-mail|Correo electrónico)\s*\*?$/ });
    // A password input has no ARIA role; its <label> finds it.
    this.password = main.getByLabel(/^(Password|Contraseña)\s*\*?$/);
    this.keepSignedIn = main.getByRole('checkbox', { name: /^(Keep me signed in|Mantener la sesión iniciada)/ });
    this.shareLocation = main.getByRole('checkbox', { name: /^(Share my location|Compartir mi ubicación)/ });
    this.signInButton = main.getByRole('button', { name: /^(Sign in|Iniciar sesión)$/ });
    this.emailMeACodeButton = main.getByRole('button', { name: /^(E-mail me a one-time code|Envíame un código de un solo uso)$/ });
    this.codeSentNotice = main.getByText(/^(We sent a one-time code to|Enviamos un código de un solo uso a) /);
    this.code = main.getByRole('textbox', { name: /^(One-time code|Código de un solo uso)\s*\*?$/ });
    this.signInWithCodeButton = main.getByRole('button', { name: /^(Sign in with the code|Iniciar sesión con el código)$/ });
    this.sendNewCodeButton = main.getByRole('button', { name: /^(Send a new code|Enviar un código nuevo)/ });
    this.usePasswordButton = main.getByRole('button', { name: /^(Use my password instead|Usar mi contraseña)$/ });
    // The box that takes the focus when it answers what the user did; its words are in the
    // `role="alert"` inside it (ErrorBox).
    this.error = main.getByTestId('error-box');
    this.tryAgainButton = this.error.getByRole('button', { name: /^(Try again|Reintentar)$/ });
    this.sessionEndedNotice = main.getByText(/^(Your session ended|Tu sesión terminó)/);
  }

  /** Opens the sign-in page, for `tenant` if given (`?tenant=`, which the browser remembers). */
  async goto(tenant?: string): Promise<void> {
    await this.page.goto(tenant ? `/sign-in?tenant=${encodeURIComponent(tenant)}` : '/sign-in');
    await this.expectShown();
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/\/sign-in(\?|$)/);
    await expect(this.heading).toBeVisible();
  }

  async expectTenant(name: string): Promise<void> {
    await expect(this.tenantLine).toHaveText(`Signing in to ${name}`);
  }

  /** Fills the form and presses "Sign in"; does not wait for the outcome. */
  async signInWithPassword(
    email: string,
    password: string,
    options: { keep?: boolean } = {},
  ): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.keepSignedIn.setChecked(options.keep ?? false);
    await this.signInButton.click();
  }

  /** Asks for a one-time code and waits until the page asks for it. */
  async requestCode(email: string): Promise<void> {
    await this.email.fill(email);
    await this.emailMeACodeButton.click();
    await expect(this.code).toBeVisible();
  }

  /** Enters the code and presses "Sign in with the code"; does not wait for the outcome. */
  async signInWithCode(code: string, options: { keep?: boolean } = {}): Promise<void> {
    await this.code.fill(code);
    await this.keepSignedIn.setChecked(options.keep ?? false);
    await this.signInWithCodeButton.click();
  }

  async expectError(text: string | RegExp): Promise<void> {
    await expect(this.error).toContainText(text);
  }
}
