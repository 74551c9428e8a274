import { expect, type Locator, type Page } from '@playwright/test';
import { AreaPage } from './area-pages';
import {
  definitionOf,
  errorOf,
  escapeRegExp,
  expectInvalid,
  labelledControl,
  press,
} from './form-helpers';

/** What a test can type into the profile form, by the field's visible label. */
export interface ProfileEntry {
  'Full name'?: string;
  /** The country of the calling-code selector, by its English name ("Chile"). */
  'Country code'?: string;
  /** The national number (or a whole `+56 …` number). */
  Phone?: string;
  'Contact e-mail'?: string;
  Address?: string;
  Country?: string;
  City?: string;
  /** The choice as labelled in the UI language ("Female", "Mujer"). */
  Gender?: string;
  /** `yyyy-mm-dd`, what a date input takes. */
  'Date of birth'?: string;
  'Resume link'?: string;
}

/** The three alternatives of "Missing/Expired/Expiring" in the onboarding credential counts. */
export type CredentialCountName = 'Missing' | 'Expired' | 'Expiring';

/**
 * `/jobseeker/profile`: the job seeker's landing page, with the onboarding overview (completeness,
 * checklist, credential counts), the summary card of the saved profile, and the create/edit form.
 * Texts are the English ones unless a method takes the text.
 */
export class JobseekerProfilePage extends AreaPage {
  readonly path = '/jobseeker/profile';

  /** The welcome line shown while the job seeker has no profile yet. */
  readonly createIntro: Locator;

  /** "Your onboarding". */
  readonly onboarding: Locator;
  /** "Your profile is N% complete". */
  readonly completeness: Locator;
  readonly progressBar: Locator;
  /** The "Still missing" list: one link per missing item, leading to its field. */
  readonly checklist: Locator;
  readonly checklistDone: Locator;
  /** "See all credentials". */
  readonly allCredentialsLink: Locator;

  /** "Your saved profile": the record as the platform returned it. */
  readonly summary: Locator;
  readonly summaryPicture: Locator;
  /** The initial shown instead of a picture (its text for screen readers is "No picture"). */
  readonly summaryNoPicture: Locator;

  /** The form section, "Create your profile" or "Edit your profile". */
  readonly form: Locator;
  readonly formHeading: Locator;
  /** "Save my profile" (creating) or "Save changes". */
  readonly submitButton: Locator;
  readonly savingButton: Locator;
  readonly discardDraftButton: Locator;
  /** "Your unsaved changes from your last visit are back in the form." */
  readonly draftRestoredNotice: Locator;
  /** The outcome line under the form: created, saved, nothing to save, discarded. */
  readonly notice: Locator;
  /** "You're offline. Your changes are kept on this device…": a save waiting for the connection. */
  readonly pendingSave: Locator;
  /** After an invalid submit: "Please fix these fields:" and one link per problem. */
  readonly errorSummary: Locator;
  readonly errorSummaryLinks: Locator;
  /** The platform's refusal or a network problem, with "Try again" when it can help. */
  readonly saveError: Locator;
  readonly tryAgainButton: Locator;
  readonly addPictureButton: Locator;

  constructor(page: Page) {
    super(page, /^(My profile|Mi perfil)$/);
    const main = this.main;
    this.createIntro = main.getByText(/^(Welcome! Create your profile|¡Bienvenido! Crea tu perfil)/);

    this.onboarding = main.getByRole('region', { name: /^(Your onboarding|Tu incorporación)$/ });
    this.completeness = this.onboarding.getByText(/^(Your profile is \d+% complete|Tu perfil está completo al \d+%)$/);
    this.progressBar = this.onboarding.getByRole('progressbar');
    this.checklist = this.onboarding
      .getByRole('heading', { name: /^(Still missing|Aún falta)$/ })
      .locator('xpath=following-sibling::ul[1]');
    this.checklistDone = this.onboarding.getByText(/^(Your profile has everything we ask for\.|Tu perfil tiene todo lo que pedimos\.)$/);
    this.allCredentialsLink = this.onboarding.getByRole('link', { name: /^(See all credentials|Ver todas las credenciales)$/ });

    this.summary = main.getByRole('region', { name: /^(Your saved profile|Tu perfil guardado)$/ });
    this.summaryPicture = this.summary.getByRole('img', { name: /^(Profile picture|Foto de perfil)$/ });
    this.summaryNoPicture = this.summary.getByText(/^(No picture|Sin foto)$/);

    const formName = /^(Create your profile|Edit your profile|Crea tu perfil|Edita tu perfil)$/;
    this.form = main.getByRole('region', { name: formName });
    this.formHeading = this.form.getByRole('heading', { level: 2, name: formName });
    this.submitButton = this.form.getByRole('button', {
      name: /^(Save my profile|Save changes|Guardar mi perfil|Guardar cambios)$/,
    });
    this.savingButton = this.form.getByRole('button', {
      name: /^(Saving… (Save my profile|Save changes)|Guardando… (Guardar mi perfil|Guardar cambios))$/,
    });
    this.discardDraftButton = this.form.getByRole('button', {
      name: /^(Discard my changes|Descartar mis cambios)$/,
    });
    this.draftRestoredNotice = this.form.getByText(
      /^(Your unsaved changes from your last visit are back in the form\.|Tus cambios sin guardar de tu última visita están de vuelta en el formulario\.)$/,
    );
    this.notice = this.form.getByText(
      /^(Your profile was (created|saved)\.|There are no changes to save\.|Unsaved changes discarded\.|Tu perfil fue (creado|guardado)\.|No hay cambios para guardar\.|Cambios sin guardar descartados\.)$/,
    );
    this.pendingSave = this.form.getByTestId('pending-save');
    this.errorSummary = this.form.getByTestId('error-summary');
    this.errorSummaryLinks = this.errorSummary.getByRole('link');
    this.saveError = this.form.getByTestId('error-box');
    this.tryAgainButton = this.saveError.getByRole('button', { name: /^(Try again|Reintentar)$/ });
    this.addPictureButton = this.form.getByRole('button', { name: /Add a picture link|Agregar un enlace de foto/ });
  }

  /** Waits for the form in create mode ("Create your profile"). */
  async expectCreateMode(): Promise<void> {
    await this.expectShown();
    await expect(this.formHeading).toHaveText(/^(Create your profile|Crea tu perfil)$/);
  }

  /** Waits for the form in edit mode ("Edit your profile"). */
  async expectEditMode(): Promise<void> {
    await this.expectShown();
    await expect(this.formHeading).toHaveText(/^(Edit your profile|Edita tu perfil)$/);
  }

  /**
   * A control of the form by its visible label: "Full name", "Phone" (the number box), "Country
   * code" (the calling-code selector), "Country", "Date of birth", "Picture 1 link"…
   */
  field(label: string): Locator {
    return labelledControl(this.form, label);
  }

  /** Types `values` into their fields, in the form's order (selects choose by their text). */
  async fill(values: ProfileEntry): Promise<void> {
    for (const [label, value] of Object.entries(values) as [keyof ProfileEntry, string][]) {
      if (value === undefined) continue;
      if (label === 'Country code') {
        await this.chooseCountryCode(value);
      } else if (label === 'Gender') {
        await this.field('Gender').selectOption({ label: value });
      } else {
        await this.field(label).fill(value);
      }
    }
  }

  /**
   * Picks the country (English name, e.g. "Chile") in the phone's calling-code selector, with a
   * plain `selectOption` and no focus first, as autofill and QA scripts do.
   */
  async chooseCountryCode(country: string, selectorLabel = 'Country code'): Promise<void> {
    const select = this.form.getByRole('combobox', { name: selectorLabel, exact: true });
    const option = select.getByRole('option', {
      name: new RegExp(`^${escapeRegExp(country)} \\(\\+\\d+\\)$`),
    });
    await expect(option).toHaveCount(1);
    await select.selectOption({ label: (await option.textContent()) ?? country });
  }

  /** Adds a picture link at the end of the list and types `url` into it. */
  async addPicture(url: string): Promise<void> {
    const rows = this.form.getByRole('textbox', { name: /^(Picture|Enlace de la foto) \d+( link)?$/ });
    const before = await rows.count();
    await press(this.addPictureButton);
    await expect(rows).toHaveCount(before + 1);
    await rows.nth(before).fill(url);
  }

  /** Presses "Save my profile" / "Save changes"; does not wait for the outcome. */
  async submit(): Promise<void> {
    await press(this.submitButton);
  }

  /** Presses "Discard my changes". */
  async discardDraft(): Promise<void> {
    await press(this.discardDraftButton);
  }

  /** The error message tied to a field (its `aria-describedby`). */
  async fieldError(label: string): Promise<Locator> {
    return errorOf(this.field(label));
  }

  /** The field is marked invalid and describes `message` as its error. */
  async expectFieldError(label: string, message: string | RegExp): Promise<void> {
    await expectInvalid(this.field(label), message);
  }

  /** The lines of the error summary, in order. */
  async errorSummaryLines(): Promise<string[]> {
    return (await this.errorSummaryLinks.allInnerTexts()).map((line) => line.trim());
  }

  /** The value the summary card shows for `label` ("Phone", "Date of birth", "City"…). */
  summaryValue(label: string): Locator {
    return definitionOf(this.summary, label);
  }

  /** The texts of the checklist's items ("A profile picture", "Your resume"…), in order. */
  async checklistItems(): Promise<string[]> {
    return (await this.checklist.getByRole('link').allInnerTexts()).map((item) => item.trim());
  }

  /** The checklist link of an item; following it focuses its field. */
  checklistLink(item: string): Locator {
    return this.checklist.getByRole('link', { name: item, exact: true });
  }

  /** The onboarding's link with the count of missing, expired or expiring credentials. */
  credentialCountLink(name: CredentialCountName): Locator {
    const text = { Missing: 'Missing', Expired: 'Expired', Expiring: 'Expiring within \\d+ days' }[name];
    return this.onboarding.getByRole('link', { name: new RegExp(`^${text}: \\d+$`) });
  }

  /** The number in a credential count link. */
  async credentialCount(name: CredentialCountName): Promise<number> {
    const text = await this.credentialCountLink(name).innerText();
    return Number(/(\d+)\s*$/.exec(text)?.[1] ?? NaN);
  }
}
