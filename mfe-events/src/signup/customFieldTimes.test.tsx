// @vitest-environment happy-dom
// A read-only date field of the sign-up form reads 'HH:MM on MM/DD/YYYY' in the account's zone, the
// zone its picker writes, not New York's whatever the account.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TimeZoneContext } from '../timeZone/accountZone.tsx';
import { CustomFieldInputs } from './CustomFieldInputs.tsx';

afterEach(cleanup);

// 14:00 UTC on 4 July 2026: 07:00 in Los Angeles
const WHEN = Date.UTC(2026, 6, 4, 14, 0);
const field = {
  type: 'DATE' as const,
  title: 'Physical due',
  preFill: WHEN,
  displayToMember: true,
  allowMemberToModify: false,
};

function renderIn(zone: string | null) {
  return render(
    <TimeZoneContext.Provider value={zone}>
      <CustomFieldInputs
        fields={[field]}
        values={[{ type: 'DATE', title: 'Physical due', value: WHEN }]}
        manager={false}
        onChange={() => undefined}
      />
    </TimeZoneContext.Provider>,
  );
}

describe("read-only custom dates: 'HH:MM on MM/DD/YYYY' in the account's zone", () => {
  it('a Los Angeles account reads Los Angeles time', () => {
    const { container } = renderIn('America/Los_Angeles');
    expect(screen.getByText('Physical due').tagName).toBe('SPAN');
    expect(container.querySelector('.signup-field-value')?.textContent).toBe('07:00 on 07/04/2026');
  });

  it('while the zone loads, no time rather than one in the wrong zone', () => {
    const { container } = renderIn(null);
    expect(container.querySelector('.signup-field-value')?.textContent).toBe('');
  });
});
