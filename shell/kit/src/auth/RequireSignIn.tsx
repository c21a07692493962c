import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../session/SessionProvider.tsx';
import type { SessionMember } from '../session/check.ts';
import { Loader } from '../loader/Loader.tsx';
import { PleaseSignIn } from '../pages/PleaseSignIn.tsx';
import { currentPath, signinRedirect } from './signin.ts';

export interface RequireSignInProps {
  /** Rendered for a signed-in member; a function receives the member. */
  children: ReactNode | ((member: SessionMember) => ReactNode);
  /** true: send the visitor to /signin?returnurl=... ; false (default): show 'Please sign in'. */
  redirect?: boolean;
  /** Replaces the default 'Please sign in' message. */
  fallback?: ReactNode;
}

/** Renders children only for a signed-in member (Loader while the session is being checked). */
export function RequireSignIn({ children, redirect = false, fallback }: RequireSignInProps) {
  const { status, member } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const mustRedirect = redirect && status !== 'LOADING' && !member;

  useEffect(() => {
    if (mustRedirect) signinRedirect((to) => navigate(to, { replace: true }), currentPath(location));
  }, [mustRedirect, navigate, location]);

  if (status === 'LOADING') return <Loader />;
  if (!member) return mustRedirect ? null : <>{fallback ?? <PleaseSignIn />}</>;
  return <>{typeof children === 'function' ? children(member) : children}</>;
}
