import { describe, expect, it } from 'vitest';
import { renderAt } from '@portal/kit/testing';
import App from './App.tsx';

describe('mfe_quiz App (exposed ./App)', () => {
  it('an unknown path shows the not-found page with its first segment and Go back a page', () => {
    const html = renderAt(App, '/no-such-page/here');
    expect(html).toContain('/no-such-page');
    expect(html).toContain('Go back a page');
  });

  it('§2 /capr393quizzer is the insignia and awards quiz, not the not-found page', () => {
    const html = renderAt(App, '/capr393quizzer?seed=1');
    expect(html).not.toContain('cannot be found');
    expect(html).toContain('Insignia and awards quiz');
    expect(html).toContain('Quiz number 1.');
  });
});
