export { SignInPage } from './sign-in-page';
export { Shell } from './shell';
export {
  JobseekerProfilePage,
  CredentialsPage,
  ClientProfilePage,
  NotFoundPage,
  ConfigErrorPage,
} from './area-pages';
export { BrowserStorage, type StoredSession } from './browser-storage';
export { signInAs } from './journeys';
