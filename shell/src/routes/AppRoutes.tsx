import { useLocation } from 'react-router-dom';
import { lazy, Suspense, type ComponentType } from 'react';
import { Loader, RemoteRoutes } from '@portal/kit';
import { shellOwnsPath } from '@portal/contracts';
import { RemotePath } from './RemotePath.tsx';
import { HomePage } from '../pages/static/HomePage.tsx';

// Only the home page ships in the first load; the other shell pages are fetched when opened.
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));
const TermsPage = page(() => import('../pages/static/TermsPage.tsx'), 'TermsPage');
const PrivacyPage = page(() => import('../pages/static/PrivacyPage.tsx'), 'PrivacyPage');
const SigninPage = page(() => import('../pages/signin/SigninPage.tsx'), 'SigninPage');
const CreateAccountPage = page(() => import('../pages/account/CreateAccountPage.tsx'), 'CreateAccountPage');
const UsernameRequestPage = page(
  () => import('../pages/account/UsernameRequestPage.tsx'),
  'UsernameRequestPage',
);
const PasswordResetPage = page(() => import('../pages/account/PasswordResetPage.tsx'), 'PasswordResetPage');
const FinishPasswordResetPage = page(
  () => import('../pages/account/FinishPasswordResetPage.tsx'),
  'FinishPasswordResetPage',
);
const FinishAccountPage = page(() => import('../pages/account/FinishAccountPage.tsx'), 'FinishAccountPage');
const RegisterDiscordPage = page(
  () => import('../pages/account/RegisterDiscordPage.tsx'),
  'RegisterDiscordPage',
);
const SetupMfaPage = page(() => import('../pages/mfa/SetupMfaPage.tsx'), 'SetupMfaPage');

/** The shell's own pages (contracts SHELL_ROUTES), by route path. */
const SHELL_PAGES = {
  '/': HomePage,
  '/signin': SigninPage,
  '/create-account': CreateAccountPage,
  '/usernamerequest': UsernameRequestPage,
  '/passwordreset': PasswordResetPage,
  '/finishpasswordreset/:token': FinishPasswordResetPage,
  '/finishaccount/:token': FinishAccountPage,
  '/registerdiscord/:discordid': RegisterDiscordPage,
  '/terms-and-conditions': TermsPage,
  '/privacy-policy': PrivacyPage,
  '/admin/setupmfa': SetupMfaPage,
};
const SHELL_PATHS = Object.keys(SHELL_PAGES) as Array<keyof typeof SHELL_PAGES>;

function ShellPages() {
  return (
    <Suspense fallback={<Loader />}>
      <RemoteRoutes paths={SHELL_PATHS} pages={SHELL_PAGES} />
    </Suspense>
  );
}

/**
 * Shell pages first, then the remote that owns the path by the remotes' run-time routes, else the
 * not-found page (foundation "Front end").
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  if (shellOwnsPath(pathname)) return <ShellPages />;
  return <RemotePath pathname={pathname} />;
}
