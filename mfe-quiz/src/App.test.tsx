import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import App from './App.tsx';
import { QUIZ_PATHS } from './routes/paths.ts';
import { samplePath } from './routes/samplePath.ts';

const render = (path: string) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );

describe('mfe_quiz App (exposed ./App)', () => {
  it.each(QUIZ_PATHS.map(samplePath))(
    '%s: not built yet, so the not-found page (platform §2) shows',
    (path) => {
      const html = render(path);
      expect(html).toContain('cannot be found');
      expect(html).toContain(`/${path.split('/')[1]}`);
    },
  );

  it('an unknown path shows the not-found page with its first segment and Go back a page', () => {
    const html = render('/no-such-page/here');
    expect(html).toContain('/no-such-page');
    expect(html).toContain('Go back a page');
  });
});
