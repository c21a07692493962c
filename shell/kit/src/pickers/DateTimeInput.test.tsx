// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateTimeInput, parseDateTimeText } from './DateTimeInput.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const NY_0915 = Date.UTC(2026, 0, 15, 14, 15); // 01/15/2026 09:15 in New York
const M = 60_000;

function Picker({
  start,
  changes,
  zone,
}: {
  start: number | null;
  changes: (number | null)[];
  zone?: string;
}) {
  const [value, setValue] = useState(start);
  return (
    <>
      <label htmlFor="p">When</label>
      <DateTimeInput
        id="p"
        value={value}
        {...(zone ? { zone } : {})}
        onChange={(ms) => {
          changes.push(ms);
          setValue(ms);
        }}
      />
    </>
  );
}
const box = () => screen.getByLabelText('When') as HTMLInputElement;

describe("events §5 'Date picker steps are 15 minutes by default; format MM/dd/yyyy HH:mm'", () => {
  it('shows MM/dd/yyyy HH:mm whatever the browser locale (a text box, never the locale-formatted datetime-local)', () => {
    vi.stubGlobal('navigator', { ...navigator, language: 'de-DE', languages: ['de-DE'] });
    render(<Picker start={NY_0915} changes={[]} />);
    expect(box().type).toBe('text');
    expect(box().value).toBe('01/15/2026 09:15');
    expect(box().placeholder).toBe('MM/dd/yyyy HH:mm');
  });

  it('accepts typed MM/dd/yyyy HH:mm, put on the 15-minute grid, shown so after leaving the box', () => {
    const changes: (number | null)[] = [];
    render(<Picker start={null} changes={changes} />);
    fireEvent.change(box(), { target: { value: '07/04/2026 10:07' } });
    expect(changes).toEqual([Date.UTC(2026, 6, 4, 14, 0)]);
    fireEvent.blur(box());
    expect(box().value).toBe('07/04/2026 10:00');
  });

  it('ArrowUp and ArrowDown move by 15 minutes', () => {
    const changes: (number | null)[] = [];
    render(<Picker start={NY_0915} changes={changes} />);
    fireEvent.keyDown(box(), { key: 'ArrowUp' });
    expect(box().value).toBe('01/15/2026 09:30');
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(changes).toEqual([NY_0915 + 15 * M, NY_0915, NY_0915 - 15 * M]);
  });

  it("a German-style date (dd.MM.yyyy) is not taken: the value stays and the box is marked invalid; '' clears it", () => {
    const changes: (number | null)[] = [];
    render(<Picker start={NY_0915} changes={changes} />);
    fireEvent.change(box(), { target: { value: '04.07.2026 10:00' } });
    expect(changes).toEqual([]);
    expect(box().getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(box(), { target: { value: '' } });
    expect(changes).toEqual([null]);
  });

  it.each([
    ['02/30/2026 10:00', null],
    ['13/01/2026 10:00', null],
    ['01/15/2026 24:00', null],
    ['01/15/2026 09:08', NY_0915],
    ['2026-01-15T09:08', NY_0915],
  ])('reads %s as %s (a pasted yyyy-MM-ddTHH:mm too)', (text, ms) => {
    expect(parseDateTimeText(text)).toBe(ms);
  });

  it('reads the wall time of the zone given (Los Angeles)', () => {
    expect(parseDateTimeText('01/15/2026 09:15', 'America/Los_Angeles')).toBe(Date.UTC(2026, 0, 15, 17, 15));
  });
});
