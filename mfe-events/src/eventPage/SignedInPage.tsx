// The frame of the events pages a member must be signed in for: the page's main element (its own
// class beside evt-page) and its title; signed out, the kit's sign-in prompt or the page's fallback.
import { adoptStyles, RequireSignIn, type ApiClient } from '@portal/kit';
import type { ComponentType, ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import eventPageCss from './eventPage.css?raw';

adoptStyles('mfe-events-pages', eventPageCss);

interface Frame {
  className: string;
  title: string;
}

export function SignedInPage(props: Frame & { fallback?: ReactNode; children: ReactNode }) {
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

/**
 * The page component of a body in the frame. The body gets the address's :id where the route has
 * one ('' otherwise), and a new body starts for each id.
 */
export function signedInPage(Body: ComponentType<{ id: string; client?: ApiClient }>, frame: Frame) {
  return function Page({ client }: { client?: ApiClient }) {
    const { id = '' } = useParams();
    return (
      <SignedInPage {...frame}>
        <Body key={id} id={id} {...clientProps(client)} />
      </SignedInPage>
    );
  };
}
