import { accounts, expect, test } from '../fixtures';
import { ClientProfilePage, signInAs } from '../pages';

const { client, cliente } = accounts;

/**
 * How far along a client is: each form's status and count (GOV.UK's task list), said when a field
 * is left, and "Next required question", which goes to what Save would refuse, then to Save.
 */
test.describe('How far along the company profile is', () => {
  test('the task list names each form with its status and count, and follows the answers to "Completed"', { tag: '@journey' }, async ({ page }) => {
    await signInAs(page, client);
    const profile = new ClientProfilePage(page);
    await expect(profile.taskList.getByRole('listitem')).toHaveCount(2);
    // As the platform sent them: a phone and a country missing, and a billing phone.
    await profile.expectTask('Company profile', '12 of 16 answered', 'In progress');
    await profile.expectTask('Billing details', '3 of 8 answered', 'In progress');

    await profile.fillPhone('Billing phone', 'Chile', '9 8765 4321');
    await profile.field('Billing contact name').fill('Ana');
    await profile.expectTask('Billing details', '5 of 8 answered', 'Completed');
    // Said when the field is left, not while typing.
    await profile.field('Notes for the billing team').focus();
    await expect(profile.progressSaid).toHaveText('Billing details: Completed, 5 of 8 answered.');

    // An answer Save would refuse, optional or not, is not "Completed".
    await profile.field('Paper copies per invoice').fill('two');
    await profile.expectTask('Billing details', '4 of 8 answered', 'In progress');
    await profile.field('Paper copies per invoice').fill('3');

    // A link moves to its form.
    await profile.taskLink('Billing details').click();
    await expect(profile.form('Billing details').getByRole('heading', { level: 2 })).toBeFocused();

    await profile.fillPhone('Contact phone', 'Chile', '2 2345 6789');
    await profile.choose('Country', 'Chile');
    await profile.expectTask('Company profile', '14 of 16 answered', 'Completed');
    await expect(profile.nextRequiredButton).toHaveText('Nothing required is left: go to the end');
    // What the list says is what Save does.
    await profile.save();
    await expect(profile.savedNotice).toBeVisible();

    // Kept on this device: the same after a reload.
    await page.reload();
    await profile.expectShown();
    await profile.expectTask('Company profile', '14 of 16 answered', 'Completed');
    await profile.expectTask('Billing details', '5 of 8 answered', 'Completed');
  });

  test('in Spanish, one short form gets a single line in the same words', { tag: '@journey' }, async ({ page }) => {
    await signInAs(page, cliente);
    const profile = new ClientProfilePage(page);
    await expect(profile.taskList).toHaveCount(0);
    await expect(profile.taskLine).toHaveText('En curso 9 de 15 respondidas');
    await expect(profile.nextRequiredButton).toHaveText('Siguiente pregunta obligatoria');

    await profile.nextRequiredButton.click();
    await expect(profile.field('Nombre de la empresa')).toBeFocused();
    await profile.field('Nombre de la empresa').fill('Café Latam');
    await profile.nextRequiredButton.click();
    await expect(profile.field('Teléfono de contacto')).toBeFocused();
    await expect(profile.progressSaid).toHaveText('Perfil de la empresa: En curso, 10 de 15 respondidas.');
    await profile.fillPhone('Teléfono de contacto', 'Chile', '2 2345 6789');
    await profile.choose('País', 'Chile');
    await expect(profile.taskLine).toHaveText('Completado 12 de 15 respondidas');
    await expect(profile.nextRequiredButton).toHaveText('No queda nada obligatorio: ir al final');
    await profile.nextRequiredButton.click();
    await expect(profile.saveButton).toBeFocused();
  });

  test('"Next required question" works from the keyboard and goes round to the first', async ({ page }) => {
    await signInAs(page, client);
    const profile = new ClientProfilePage(page);
    // Reached with Tab from the last field, and pressed with Enter, then with Space.
    await profile.field('Service rating').focus();
    await page.keyboard.press('Tab');
    await expect(profile.nextRequiredButton).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(profile.field('Contact phone')).toBeFocused();
    await expect(profile.field('Contact phone')).toBeInViewport();
    await profile.nextRequiredButton.focus();
    await page.keyboard.press(' ');
    await expect(profile.field('Country')).toBeFocused();
    await profile.nextRequiredButton.press('Enter');
    await expect(profile.field('Billing phone')).toBeFocused();
    // Round to the first again.
    await profile.nextRequiredButton.press('Enter');
    await expect(profile.field('Contact phone')).toBeFocused();
  });
});

test.describe('"Next required question" on a 320-pixel phone', () => {
  test.use({ viewport: { width: 320, height: 568 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

  test('stays at the bottom of the screen beside Save and never covers the field it moves to', { tag: '@journey' }, async ({ page }) => {
    await signInAs(page, client);
    const profile = new ClientProfilePage(page);
    await expect(profile.nextRequiredButton).toBeInViewport();
    await expect(profile.saveButton).toBeInViewport();
    for (const label of ['Contact phone', 'Country', 'Billing phone']) {
      await profile.nextRequiredButton.tap();
      const field = profile.field(label);
      await expect(field).toBeFocused();
      await expect(field).toBeInViewport();
      // Both buttons still within reach, and the field clear of them.
      const [box, bar] = await Promise.all([
        field.boundingBox(),
        page.locator('.form-actions--sticky').boundingBox(),
      ]);
      expect(box && bar && box.y + box.height <= bar.y, `${label} is above the buttons`).toBe(true);
      await expect(profile.saveButton).toBeInViewport();
    }
  });
});
