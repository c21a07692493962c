// @vitest-environment happy-dom
// Breadcrumbs name an event by its name, not its number: a page that loaded the event names its
// crumb, and the shell's crumbs read the name.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EventCrumbName, eventCrumbKey, forgetCrumbNames, nameCrumb, useCrumbNames } from './crumbNames.ts';

afterEach(() => {
  cleanup();
  forgetCrumbNames();
});

function Crumb({ id }: { id: number }) {
  const names = useCrumbNames();
  return <p>{names[eventCrumbKey(id)] ?? `Event ${id}`}</p>;
}

describe("breadcrumbs with the event's name", () => {
  it('a page that shows the event names its crumb; the crumb follows a rename', () => {
    const { rerender } = render(
      <>
        <Crumb id={42} />
        <EventCrumbName event={null} />
      </>,
    );
    expect(screen.getByText('Event 42').tagName).toBe('P');
    rerender(
      <>
        <Crumb id={42} />
        <EventCrumbName event={{ id: 42, name: 'Summer Bivouac' }} />
      </>,
    );
    expect(screen.getByText('Summer Bivouac').tagName).toBe('P');
    act(() => nameCrumb(eventCrumbKey(42), 'Winter Bivouac'));
    expect(screen.getByText('Winter Bivouac').tagName).toBe('P');
  });

  it('a blank name leaves the number', () => {
    render(
      <>
        <Crumb id={7} />
        <EventCrumbName event={{ id: 7, name: '   ' }} />
      </>,
    );
    expect(screen.getByText('Event 7').tagName).toBe('P');
  });
});
