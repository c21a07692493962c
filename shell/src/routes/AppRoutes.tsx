import { useLocation } from 'react-router-dom';
import { RemoteRoutes } from '@portal/kit';
import { shellOwnsPath } from '@portal/contracts';
import { RemotePath } from './RemotePath.tsx';
import { HomePage } from '../pages/static/HomePage.tsx';
import { TermsPage } from '../pages/static/TermsPage.tsx';
import { PrivacyPage } from '../pages/static/PrivacyPage.tsx';
import { SigninPage } from '../pages/signin/SigninPage.tsx';
import { CreateAccountPage } from '../pages/account/CreateAccountPage.tsx';
import { UsernameRequestPage } from '../pages/account/UsernameRequestPage.tsx';
import { PasswordResetPage } from '../pages/account/PasswordResetPage.tsx';
import { FinishPasswordResetPage } from '../pages/account/FinishPasswordResetPage.tsx';
import { FinishAccountPage } from '../pages/account/FinishAccountPage.tsx';
import { RegisterDiscordPage } from '../pages/account/RegisterDiscordPage.tsx';
import { SetupMfaPage } from '../pages/mfa/SetupMfaPage.tsx';

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
  return <RemoteRoutes paths={SHELL_PATHS} pages={SHELL_PAGES} />;
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
