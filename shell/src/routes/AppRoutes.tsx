import { Route, Routes, useLocation } from 'react-router-dom';
import { NotFoundPage } from '@portal/kit';
import { remoteForPath, shellOwnsPath } from '@portal/contracts';
import { RemoteArea } from '../remotes/RemoteArea.tsx';
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

/** The shell's own pages (contracts SHELL_ROUTES). */
function ShellPages() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/signin" element={<SigninPage />} />
      <Route path="/create-account" element={<CreateAccountPage />} />
      <Route path="/usernamerequest" element={<UsernameRequestPage />} />
      <Route path="/passwordreset" element={<PasswordResetPage />} />
      <Route path="/finishpasswordreset/:token" element={<FinishPasswordResetPage />} />
      <Route path="/finishaccount/:token" element={<FinishAccountPage />} />
      <Route path="/registerdiscord/:discordid" element={<RegisterDiscordPage />} />
      <Route path="/terms-and-conditions" element={<TermsPage />} />
      <Route path="/privacy-policy" element={<PrivacyPage />} />
      <Route path="/admin/setupmfa" element={<SetupMfaPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/** Shell pages first, then the remote that owns the path, else the not-found page (foundation "Front end"). */
export function AppRoutes() {
  const { pathname } = useLocation();
  if (shellOwnsPath(pathname)) return <ShellPages />;
  const remote = remoteForPath(pathname);
  // key: switching remotes mounts a fresh area; moving inside one remote keeps it mounted.
  if (remote) return <RemoteArea key={remote} remote={remote} />;
  return <NotFoundPage />;
}
