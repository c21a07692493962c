// An admin page (adm-page, its heading first) for members a rule lets in; a member it refuses reads
// 'You do not have permission to access this page', and a visitor 'Please sign in'.
import { ACCESS_MESSAGES } from '@portal/contracts';
import { RequirePermission, type RequirePermissionProps } from '@portal/kit';
import type { ReactNode } from 'react';

export function PermittedPage({
  title,
  intro,
  allowed,
  children,
}: Omit<RequirePermissionProps, 'denied'> & {
  title: string;
  /** What the page is for, shown to everyone under the heading. */
  intro?: ReactNode;
}) {
  return (
    <div className="adm-page">
      <h1>{title}</h1>
      {intro}
      <RequirePermission allowed={allowed} denied={<p>{ACCESS_MESSAGES.noPermissionAccessPage}</p>}>
        {children}
      </RequirePermission>
    </div>
  );
}
