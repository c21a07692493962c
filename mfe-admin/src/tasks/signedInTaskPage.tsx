// The tasks pages are for signed-in members ('Please sign in' otherwise); each gets the member, the
// session's super user flag and the API client (a test's fake, else the portal's).
import type { Member } from '@portal/contracts';
import { apiClient, RequireSignIn, useSession, type ApiClient } from '@portal/kit';
import type { ComponentType } from 'react';
import { adoptAdminStyles } from '../styles/adoptAdminStyles.ts';
import tasksCss from './tasks.css?raw';

adoptAdminStyles('mfe-admin-tasks', tasksCss);

export interface TaskPageProps {
  member: Member;
  superUser: boolean;
  client: ApiClient;
}

export function signedInTaskPage(Page: ComponentType<TaskPageProps>) {
  return function SignedInTaskPage({ client = apiClient }: { client?: ApiClient }) {
    const { superUser } = useSession();
    return (
      <RequireSignIn>
        {(member) => <Page member={member} superUser={superUser} client={client} />}
      </RequireSignIn>
    );
  };
}
