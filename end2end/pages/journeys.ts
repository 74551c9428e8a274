import type { Page } from '@playwright/test';
import type { Account } from '../fixtures/accounts';
import { ClientProfilePage } from './client-profile-page';
import { JobseekerProfilePage } from './jobseeker-profile-page';
import { SignInPage } from './sign-in-page';

/**
 * Signs `account` in with its password from the sign-in page of its tenant, and waits for the
 * home page of its area: the job seeker profile for a freelancer, the client profile otherwise.
 */
export async function signInAs(
  page: Page,
  account: Account,
  options: { keep?: boolean } = {},
): Promise<void> {
  const signIn = new SignInPage(page);
  await signIn.goto(account.tenant);
  await signIn.signInWithPassword(account.email, account.password, options);
  const home =
    account.userType === 'freelancer' ? new JobseekerProfilePage(page) : new ClientProfilePage(page);
  await home.expectShown();
}
