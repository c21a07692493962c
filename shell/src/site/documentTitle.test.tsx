// @vitest-environment happy-dom
import { defaultRegistry, type Registry } from '@portal/contracts';
import { cleanup, render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DocumentTitle } from './DocumentTitle.tsx';
import { documentTitle, pageNameOf } from './documentTitle.ts';
import { SiteProvider } from './SiteContext.tsx';

describe("platform §3 Website.Separator: the browser title is '{page} {Separator} {site name}'", () => {
  it.each([
    ['Drive', ' - ', 'Demo Squadron', 'Drive - Demo Squadron'],
    ['Drive', '|', 'Demo Squadron', 'Drive | Demo Squadron'],
    ['Drive', ' :: ', 'Demo Squadron', 'Drive :: Demo Squadron'],
    ['Drive', '', 'Demo Squadron', 'Drive Demo Squadron'],
    [null, ' - ', 'Demo Squadron', 'Demo Squadron'],
  ])('page %s, separator %j, site %s -> %s', (page, sep, site, title) => {
    expect(documentTitle(page, sep, site)).toBe(title);
  });

  it('the page name is the last breadcrumb; the home page has none', () => {
    expect(pageNameOf([{ label: 'Home', to: '/' }])).toBeNull();
    expect(
      pageNameOf([
        { label: 'Home', to: '/' },
        { label: 'Administration', to: '/admin' },
        { label: 'Site Configuration', to: '/admin/regedit' },
      ]),
    ).toBe('Site Configuration');
  });
});

describe('document.title follows the registry and the page', () => {
  let served: Registry;
  beforeEach(() => {
    served = defaultRegistry('md001');
    served.Website.Name = 'Demo Squadron';
    served.Website.Separator = ' | ';
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        String(url).includes('/api/registry')
          ? new Response(JSON.stringify(served), { headers: { 'content-type': 'application/json' } })
          : new Response('{}', { status: 404 }),
      ),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("uses the registry's Separator between the page name and the site name", async () => {
    render(
      <MemoryRouter initialEntries={['/admin/regedit']}>
        <SiteProvider>
          <DocumentTitle />
        </SiteProvider>
      </MemoryRouter>,
    );
    await waitFor(() => expect(document.title).toBe('Site Configuration | Demo Squadron'));
  });
});
