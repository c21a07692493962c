import { describe, expect, it } from 'vitest';
import { renderAt } from '@portal/kit/testing';
import App from './App.tsx';

describe('mfe_drive App (exposed ./App)', () => {
  it('an unknown path shows the not-found page with its first segment and Go back a page', () => {
    const html = renderAt(App, '/no-such-page/here');
    expect(html).toContain('/no-such-page');
    expect(html).toContain('Go back a page');
  });

  it.each(['/drive', '/drive/f0000000000000000000000000000001', '/filemanagement'])(
    '%s is the drive page, not the not-found page',
    (path) => {
      const html = renderAt(App, path);
      expect(html).not.toContain('cannot be found');
      expect(html).toContain('class="drv"');
    },
  );
});
