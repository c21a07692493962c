// The frame of the events pages a member must be signed in for: the page's main element (its own
// class beside evt-page) and its title; signed out, the kit's sign-in prompt or the page's fallback.
import { RequireSignIn, type ApiClient } from '@portal/kit';
import type { ReactNode } from 'react';

export function SignedInPage(props: {
  className: string;
  title: string;
  fallback?: ReactNode;
  children: ReactNode;
}) {
  return (
    <RequireSignIn {...(props.fallback ? { fallback: props.fallback } : {})}>
      <main className={`evt-page ${props.className}`}>
        <h1>{props.title}</h1>
        {props.children}
      </main>
    </RequireSignIn>
  );
}

/** A page's optional client as props for its body (tests pass one; the page uses the kit's). */
export const clientProps = (client: ApiClient | undefined): { client?: ApiClient } =>
  client ? { client } : {};
