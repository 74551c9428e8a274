import { expect, type Locator, type Page } from '@playwright/test';
import { AreaPage } from './area-pages';
import { errorOf, escapeRegExp, expectInvalid, labelledControl, press } from './form-helpers';

/**
 * `/client/profile`: the company profile forms rendered from the platform's field definitions.
 * Each form is a region named by its title; its controls are found by their labels. Save keeps
 * the answers on this device (the platform has no call to store them).
 */
export class ClientProfilePage extends AreaPage {
  readonly path = '/client/profile';

  /** Every form, in order. */
  readonly forms: Locator;
  readonly saveButton: Locator;
  /** After an invalid Save: "Please fix these fields:" and one link per invalid field. */
  readonly errorSummary: Locator;
  readonly errorSummaryLinks: Locator;
  /** "Unsaved answers from your last visit were restored." */
  readonly draftNotice: Locator;
  readonly discardDraftButton: Locator;
  /** "Saved on this device. …" */
  readonly savedNotice: Locator;
  /** "Your answers are kept on this device only…" */
  readonly localOnlyNote: Locator;
  readonly noForms: Locator;
  /** A failed load (network, timeout, malformed answer) with "Try again". */
  readonly loadError: Locator;
  readonly tryAgainButton: Locator;
  /** "Your forms": each form's title as a link, its status and how many of its fields are answered. */
  readonly taskList: Locator;
  /** A page of one short form: its status and count on one line. */
  readonly taskLine: Locator;
  /** "Next required question", or "Nothing required is left: go to the end". */
  readonly nextRequiredButton: Locator;
  /** What is said, politely, when a field is left and its form's counts changed. */
  readonly progressSaid: Locator;

  constructor(page: Page) {
    super(page, /^(Company profile|Perfil de empresa)$/);
    const main = this.main;
    // Each form is a <section> named by its title: the only regions of the page.
    this.forms = main.getByRole('region');
    this.saveButton = main.getByRole('button', { name: /^(Save|Guardar)$/ });
    this.errorSummary = main.getByTestId('error-summary');
    this.errorSummaryLinks = this.errorSummary.getByRole('link');
    this.draftNotice = main.getByText(
      /^(Unsaved answers from your last visit were restored\.|Se recuperaron respuestas sin guardar de tu última visita\.)$/,
    );
    this.discardDraftButton = main.getByRole('button', { name: /^(Discard my changes|Descartar mis cambios)$/ });
    this.savedNotice = main.getByText(/^(Saved on this device\.|Guardado en este dispositivo\.)/);
    this.localOnlyNote = main.getByText(/^(Your answers are kept on this device only|Tus respuestas se guardan solo en este dispositivo)/);
    this.noForms = main.getByText(/^(There is no profile form for this organization yet\.|Esta organización aún no tiene un formulario de perfil\.)$/);
    this.loadError = main.getByTestId('error-box');
    this.tryAgainButton = this.loadError.getByRole('button', { name: /^(Try again|Reintentar)$/ });
    this.taskList = main.getByRole('list', { name: /^(Your forms|Tus formularios)$/ });
    this.taskLine = main.locator('.task-line');
    this.nextRequiredButton = main.getByRole('button', {
      name: /^(Next required question|Siguiente pregunta obligatoria|Nothing required is left: go to the end|No queda nada obligatorio: ir al final)$/,
    });
    this.progressSaid = main.locator('[aria-live="polite"]#cf-progress-said');
  }

  /** A form's line in the task list: its link, named by the form's title. */
  taskLink(title: string): Locator {
    return this.taskList.getByRole('link', { name: title, exact: true });
  }

  /** The status and count a form's task list link is described by ("4 of 8 answered In progress"). */
  async expectTask(title: string, count: string, status: string): Promise<void> {
    await expect(this.taskLink(title)).toHaveAccessibleDescription(`${count} ${status}`);
  }

  /** A form by its title ("Company profile", "Billing details"). */
  form(title: string): Locator {
    return this.main.getByRole('region', { name: title, exact: true });
  }

  /** The titles of the forms, in order. */
  async formTitles(): Promise<string[]> {
    await expect(this.forms.first()).toBeVisible();
    return (await this.forms.getByRole('heading', { level: 2 }).allInnerTexts()).map((t) => t.trim());
  }

  /**
   * A control by its label, in one form or anywhere on the page. A phone field's label names its
   * number box; its calling-code selector is `phoneCode(label)`.
   */
  field(label: string, formTitle?: string): Locator {
    return labelledControl(formTitle ? this.form(formTitle) : this.main, label);
  }

  /**
   * One box of a group of radio buttons or checkboxes: the group is named by its legend, each box by
   * its option's text. `.check()` and `.uncheck()` work on it as on any box.
   */
  choice(groupLabel: string, option: string, formTitle?: string): Locator {
    return this.field(groupLabel, formTitle).getByLabel(option, { exact: true });
  }

  /** The calling-code selector of a phone field (the one in the same group as the number box). */
  phoneCode(label: string, formTitle?: string): Locator {
    const scope = formTitle ? this.form(formTitle) : this.main;
    return scope
      .getByRole('group', { name: new RegExp(`^${escapeRegExp(label)}(\\s*\\*)?$`) })
      .getByRole('combobox', { name: /^(Country code|Código de país)$/ });
  }

  /**
   * Picks a calling code for a phone field by country name, then types the number. Plain
   * `selectOption`, without focusing the selector first: as autofill and QA scripts do, so a
   * selector that lists its countries only once used fails here.
   */
  async fillPhone(label: string, country: string, number: string, formTitle?: string): Promise<void> {
    const select = this.phoneCode(label, formTitle);
    const option = select.getByRole('option', { name: new RegExp(`^${escapeRegExp(country)} \\(\\+\\d+\\)$`) });
    await expect(option).toHaveCount(1);
    await select.selectOption({ label: (await option.textContent()) ?? country });
    await this.field(label, formTitle).fill(number);
  }

  /** Picks a dropdown's option by its text with a plain `selectOption` (no focus first). */
  async choose(label: string, option: string, formTitle?: string): Promise<void> {
    await this.field(label, formTitle).selectOption({ label: option });
  }

  /**
   * Every select of the page holds its whole list: the app fills them in right after the first
   * paint, and marks each form's root when it is done.
   */
  async expectListsComplete(): Promise<void> {
    const roots = this.main.locator('.dynamic-form');
    await expect(roots.first()).toBeAttached();
    await expect(roots.and(this.main.locator(':not([data-lists="complete"])'))).toHaveCount(0);
  }

  /** The texts of a dropdown's options, in order (the first is the empty "Choose…"). */
  async optionTexts(label: string, formTitle?: string): Promise<string[]> {
    await this.expectListsComplete();
    return (await this.field(label, formTitle).getByRole('option').allTextContents()).map((t) => t.trim());
  }

  /** The values (keys) of a dropdown's options, in order. */
  async optionValues(label: string, formTitle?: string): Promise<string[]> {
    await this.expectListsComplete();
    return this.field(label, formTitle)
      .getByRole('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  }

  /** Presses Save; does not wait for the outcome. */
  async save(): Promise<void> {
    await press(this.saveButton);
  }

  /** Presses "Discard my changes": the form goes back to what was saved (or sent). */
  async discardDraft(): Promise<void> {
    await press(this.discardDraftButton);
  }

  /** The error message tied to a field (its `aria-describedby`). */
  async fieldError(label: string, formTitle?: string): Promise<Locator> {
    return errorOf(this.field(label, formTitle));
  }

  /** The field is marked invalid and describes `message` as its error. */
  async expectFieldError(label: string, message: string | RegExp, formTitle?: string): Promise<void> {
    await expectInvalid(this.field(label, formTitle), message);
  }

  /** The lines of the error summary, in order. */
  async errorSummaryLines(): Promise<string[]> {
    return (await this.errorSummaryLinks.allInnerTexts()).map((line) => line.trim());
  }
}
