// @vitest-environment happy-dom
import type { Event } from '@portal/contracts';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fakeNetwork,
  plainMember,
  renderAt,
  testEvent,
  viewerData,
  type FakeRoute,
} from '../testing/testEvents.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const viewer =
  (e: Event): FakeRoute =>
  (url) =>
    url === `/api/events/${e.id}/viewer` ? { body: viewerData(e) } : undefined;

const markdownEvent = testEvent({
  comments:
    'Bring **water** and:\n\n- a canteen\n- boots\n\n[Camp map](https://example.org/map) <b>raw</b> [bad](javascript:alert(1))',
  memberComments: 'Meet at the *side* gate.\n\n# Parking',
});

describe('events §2 Event viewer: "comments (markdown); member-viewable comments (members only)"', () => {
  it('renders comments and member comments as markdown through the safe renderer', async () => {
    fakeNetwork(plainMember, viewer(markdownEvent));
    renderAt(`/eventviewer/${markdownEvent.id}`);
    expect((await screen.findByText('water')).tagName).toBe('STRONG');
    const comments = screen.getByText('Comments').nextElementSibling!;
    expect([...comments.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['a canteen', 'boots']);
    const map = screen.getByRole('link', { name: 'Camp map' });
    expect(map.getAttribute('href')).toBe('https://example.org/map');
    expect(map.getAttribute('rel')).toBe('noopener noreferrer');
    // raw HTML is shown as text; the javascript: link keeps its words only
    expect(comments.querySelector('b')).toBeNull();
    expect(comments.textContent).toContain('<b>raw</b>');
    expect(screen.getByText('bad').closest('a')).toBeNull();
    // member comments: markdown too, a '#' heading kept below the section's h2
    expect((await screen.findByText('side')).tagName).toBe('EM');
    expect(screen.getByRole('heading', { name: 'Parking' }).tagName).toBe('H3');
  });

  it('"memberComments ... blank for anonymous viewers": no member comments row for an anonymous visitor', async () => {
    // the server blanks memberComments for anonymous viewers (§6); the page shows what it gets
    const anonymous = testEvent({ ...markdownEvent, memberComments: '' });
    fakeNetwork(null, viewer(anonymous));
    renderAt(`/eventviewer/${anonymous.id}`);
    expect((await screen.findByText('water')).tagName).toBe('STRONG');
    expect(screen.queryByText('Member comments')).toBeNull();
    expect(screen.queryByText('side')).toBeNull();
  });
});
