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

test('the token stays out of every address, request, console line, page text and error, and sign-out removes it from both storages', async ({
  page,
  sim,
  diagnostics,
  expectConsoleErrors,
}) => {
  expectConsoleErrors(
    /status of 500 .*\/api\/v1\/(create_or_update_jobseeker|jobseeker\/get_credentials_requirements)/,
    /status of 401 .*\/api\/v1\/jobseeker\/get_credentials_requirements/,
  );
  const ana = accounts.ana;
  /** Every address the browser opened or requested, with what else each request carried. */
  const requests: { url: string; body: string; headers: Record<string, string> }[] = [];
  const navigated: string[] = [];
  page.on('framenavigated', (frame) => navigated.push(frame.url()));
  page.context().on('request', (request) =>
    requests.push({ url: request.url(), body: request.postData() ?? '', headers: request.headers() }),
  );
  /** The visible text and title of every state the user saw, errors included. */
  const seen: string[] = [];
  const look = async (): Promise<void> => {
    seen.push(`${await page.title()}\n${await page.locator('body').innerText()}`);
  };
  const tokens = new Set<string>();
  const storage = new BrowserStorage(page);
  const signIn = new SignInPage(page);
  const shell = new Shell(page);
  const profile = new JobseekerProfilePage(page);
  const credentials = new CredentialsPage(page);

  // Signed in on this device ("Keep me signed in": localStorage).
  await signIn.goto();
  await signIn.signInWithPassword(ana.email, ana.password, { keep: true });
  await profile.expectEditMode();
  await expect(profile.credentialCountLink('Missing')).toBeVisible();
  tokens.add((await storage.localSession())?.token ?? '');
  await look();

  // A failed save, its message, then a successful one.
  await profile.fill({ 'Full name': 'Ana Torres Vidal' });
  await sim.fault('create_or_update_jobseeker', 'status500');
  await profile.submit();
  await expect(profile.saveError).toBeVisible();
  await look();
  await profile.tryAgainButton.click();
  await expect(profile.notice).toHaveText('Your profile was saved.');
  await look();

  // The credentials page, an unreadable answer and a failure, each with its message.
  await sim.fault('get_credentials_requirements', 'malformed_json');
  await shell.navigateTo('Credentials');
  await expect(credentials.loadError).toBeVisible();
  await look();
  await sim.fault('get_credentials_requirements', 'status500');
  await credentials.tryAgainButton.click();
  await expect(credentials.loadError).toContainText('Internal Server Error');
  await look();
  await credentials.tryAgainButton.click();
  await expect(credentials.cards.first()).toBeVisible();
  await page.reload();
  await expect(credentials.cards.first()).toBeVisible();
  await look();
  await page.goto('/nowhere');
  await look();

  // The session ends on a 401; signing in again for this tab only (sessionStorage).
  await sim.fault('get_credentials_requirements', 'unauthorized');
  await page.goto('/jobseeker/credentials');
  await expect(signIn.sessionEndedNotice).toBeVisible();
  await look();
  expect(await storage.localSession()).toBeNull();
  expect(await storage.tabSession()).toBeNull();
  await signIn.signInWithPassword(ana.email, ana.password);
  await credentials.expectShown();
  await expect(credentials.cards.first()).toBeVisible();
  tokens.add((await storage.tabSession())?.token ?? '');
  await look();

  // Signed in on both storages at once (another tab kept its session), then sign-out.
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key, value),
    ['staffing.session', JSON.stringify(await storage.tabSession())] as const,
  );
  await shell.signOut();
  await look();

  for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9]{24}$/);
  expect(tokens.size, 'each sign-in gets its own token').toBe(2);
  const leaks = (text: string): boolean => [...tokens].some((token) => text.includes(token));
  expect(navigated.length).toBeGreaterThan(5);
  expect(navigated.filter(leaks)).toEqual([]);
  expect(requests.filter((r) => r.url.includes('/api/v1/')).length).toBeGreaterThan(8);
  expect(requests.filter((r) => leaks(r.url)).map((r) => r.url)).toEqual([]);
  expect(requests.filter((r) => leaks(r.body)).map((r) => r.url)).toEqual([]);
  // Every header but the one meant for it (Authentication) is clean: no Referer, no Cookie.
  const otherHeaders = requests.flatMap((r) =>
    Object.entries(r.headers)
      .filter(([name, value]) => name !== 'authentication' && leaks(value))
      .map(([name]) => `${name} of ${r.url}`),
  );
  expect(otherHeaders).toEqual([]);
  // It did travel where it should: in Authentication, to the calls made for the user.
  const withToken = requests.filter((r) => tokens.has(r.headers['authentication'] ?? ''));
  expect(withToken.length).toBeGreaterThan(3);
  expect(diagnostics.messages.length).toBeGreaterThan(0);
  expect(diagnostics.messages.filter((m) => leaks(m.text) || leaks(m.url))).toEqual([]);
  expect(seen).toHaveLength(10);
  expect(seen.filter(leaks)).toEqual([]);
  // The simulator saw no token in any address either.
  const logged = await sim.requests();
  expect(logged.filter((r) => leaks(r.path) || leaks(r.query) || leaks(r.body))).toEqual([]);

  // Sign-out removed it from both storages, and nothing else there holds it.
  expect(await storage.localSession()).toBeNull();
  expect(await storage.tabSession()).toBeNull();
  expect((await storage.everything()).filter(leaks)).toEqual([]);
});
