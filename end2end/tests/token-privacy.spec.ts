import { accounts, expect, test } from '../fixtures';
import { BrowserStorage, CredentialsPage, JobseekerProfilePage, Shell, SignInPage } from '../pages';

test('the token never appears in a URL, the console or the page', async ({ page, sim, diagnostics }) => {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  page.context().on('request', (request) => urls.push(request.url()));
  const signIn = new SignInPage(page);
  const shell = new Shell(page);
  const profile = new JobseekerProfilePage(page);

  // Through the sign-in with a code, every signed-in page, a reload, a wrong address, sign-out.
  await page.clock.install();
  await signIn.goto();
  await signIn.requestCode(accounts.ana.email);
  // The user reads the e-mail for half a minute (see readTheEmail in one-time-code.spec.ts).
  await page.clock.runFor(31_000);
  await signIn.signInWithCode((await sim.outbox(accounts.ana.email)).code, { keep: true });
  await profile.expectShown();
  const token = (await new BrowserStorage(page).localSession())?.token ?? '';
  expect(token).toMatch(/^[A-Za-z0-9]{24}$/);
  await shell.navigateTo('Credentials');
  await new CredentialsPage(page).expectShown();
  await page.reload();
  await new CredentialsPage(page).expectShown();
  await page.goto('/client/profile');
  await profile.expectShown();
  await page.goto('/nowhere');
  const visibleText = await page.locator('body').innerText();
  await shell.signOut();

  expect(urls).toContain(`${new URL(page.url()).origin}/jobseeker/credentials`);
  expect(urls.filter((url) => url.includes(token))).toEqual([]);
  expect(diagnostics.messages.filter((m) => m.text.includes(token) || m.url.includes(token))).toEqual([]);
  expect(visibleText).not.toContain(token);
  // Nor did any request carry it in its address.
  const logged = await sim.requests();
  expect(logged.length).toBeGreaterThan(0);
  expect(logged.filter((r) => r.path.includes(token) || r.query.includes(token))).toEqual([]);
});
