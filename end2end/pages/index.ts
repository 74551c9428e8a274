export { SignInPage } from './sign-in-page';
export { Shell } from './shell';
export { AreaPage, NotFoundPage, ConfigErrorPage } from './area-pages';
export { JobseekerProfilePage, type ProfileEntry, type CredentialCountName } from './jobseeker-profile-page';
export { CredentialsPage, type CredentialFilter } from './credentials-page';
export { ClientProfilePage } from './client-profile-page';
export { BrowserStorage, type StoredSession } from './browser-storage';
export { signInAs } from './journeys';
export { definitionOf, errorOf, escapeRegExp, expectInvalid, expectNothingOf, expectValid, labelledControl, press } from './form-helpers';
