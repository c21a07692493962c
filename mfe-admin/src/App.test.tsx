import { describe, expect, it } from 'vitest';
import { renderAt, samplePath } from '@portal/kit/testing';
import App from './App.tsx';
import { ADMIN_PATHS } from './routes/paths.ts';
import { FEATURE_PAGES } from './routes/featurePages.ts';

// Without a SessionProvider the kit's session context reads "loaded, nobody signed in".
const render = (path: string) => renderAt(App, path);

describe('mfe_admin App (exposed ./App)', () => {
  it("platform §2 dashboard: /admin signed out says 'Please sign in'", () => {
    const html = render('/admin');
    expect(html).toContain('Please sign in');
    expect(html).not.toContain('administration');
  });

  const unbuilt = ADMIN_PATHS.filter((p) => p !== '/admin' && !(p in FEATURE_PAGES)).map(samplePath);
  it.each(unbuilt)('%s: not built yet, so the not-found page (platform §2) shows', (path) => {
    expect(render(path)).toContain('cannot be found');
  });

  it('an unknown path shows the not-found page with its first segment and Go back a page', () => {
    const html = render('/no-such-page/here');
    expect(html).toContain('/no-such-page');
    expect(html).toContain('Go back a page');
  });
});
