import type { ReactNode } from 'react';
import { useSession } from '../session/SessionProvider.tsx';
import type { SessionMember } from '../session/check.ts';
import { RequireSignIn } from './RequireSignIn.tsx';

export interface RequirePermissionProps {
  /** The rule (a pure function from contracts) deciding for the signed-in member. */
  allowed: (member: SessionMember, superUser: boolean) => boolean;
  /** Shown to a signed-in member the rule refuses. */
  denied: ReactNode;
  /** Rendered for a member the rule allows; a function receives the member and the super user flag. */
  children: ReactNode | ((member: SessionMember, superUser: boolean) => ReactNode);
}

/** Renders children for a signed-in member whom `allowed` lets in; 'Please sign in' otherwise. */
export function RequirePermission({ allowed, denied, children }: RequirePermissionProps) {
  return (
    <RequireSignIn>{(member) => <Permitted {...{ allowed, denied, children, member }} />}</RequireSignIn>
  );
}

function Permitted({
  allowed,
  denied,
  children,
  member,
}: RequirePermissionProps & { member: SessionMember }) {
  const { superUser } = useSession();
  if (!allowed(member, superUser)) return <>{denied}</>;
  return <>{typeof children === 'function' ? children(member, superUser) : children}</>;
}
