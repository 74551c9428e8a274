import type { Page } from '@playwright/test';
import { accounts, expect, test } from '../fixtures';
import {
  ClientProfilePage,
  CredentialsPage,
  JobseekerProfilePage,
  NotFoundPage,
  Shell,
  SignInPage,
  signInAs,
} from '../pages';

/**
 * Opens `path` signed out: the sign-in page stands there instead, where Ana signs in with her
 * password. Where she lands next is what the caller checks.
 */
async function signInFrom(page: Page, path: string): Promise<void> {
  const signIn = new SignInPage(page);
  await page.goto(path);
  await signIn.expectShown();
  await signIn.signInWithPassword(accounts.ana.email, accounts.ana.password);
}

test.describe('Who sees which page', () => {
  test('a client lands in the client area and is kept out of job seeker pages', { tag: '@journey' }, async ({ page }) => {
    const client = new ClientProfilePage(page);
    const shell = new Shell(page);
    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.signInWithPassword(accounts.client.email, accounts.client.password);
    await client.expectShown();
    await expect(shell.navLink('Company profile')).toBeVisible();
    await expect(shell.navLink('My profile')).toHaveCount(0);

    // Reference rule 1: job seeker pages are never shown to a non-freelancer.
    await page.goto('/jobseeker/profile');
    await client.expectShown();
    await page.goto('/jobseeker/credentials');
    await client.expectShown();
  });

  test('a freelancer is kept out of the client area', async ({ page }) => {
    await signInAs(page, accounts.ana);

    await page.goto('/client/profile');

    await new JobseekerProfilePage(page).expectShown();
  });

  test('signed out, a job seeker page asks for sign-in and comes back after it', { tag: '@journey' }, async ({ page }) => {
    await signInFrom(page, '/jobseeker/profile');

    await new JobseekerProfilePage(page).expectShown();
  });

  test('signed out, the credentials page comes back after sign-in, not the default page', async ({ page }) => {
    await signInFrom(page, '/jobseeker/credentials');

    await new CredentialsPage(page).expectShown();
  });

  test('the start page sends each visitor where they belong', async ({ page }) => {
    await signInFrom(page, '/');
    await new JobseekerProfilePage(page).expectShown();
    await page.goto('/');
    await new JobseekerProfilePage(page).expectShown();
    await page.goto('/sign-in');
    await new JobseekerProfilePage(page).expectShown();
  });

  test('an unknown address shows "Page not found" with a way back', async ({ page }) => {
    const notFound = new NotFoundPage(page);
    await page.goto('/no/such/page');

    await expect(notFound.heading).toBeVisible();
    await expect(page.getByRole('main')).toContainText('There is nothing at this address.');
    await expect(page).toHaveTitle(/Page not found/);

    await notFound.startPageLink.click();
    await new SignInPage(page).expectShown();
  });
});
