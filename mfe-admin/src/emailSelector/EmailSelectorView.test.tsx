// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmailSelectorView } from './EmailSelectorView.tsx';
import { CONTACTS } from './testContacts.ts';

afterEach(cleanup);

function setup(flights: readonly string[] | null = ['Alpha', 'Bravo']) {
  render(<EmailSelectorView title="Email selector" members={CONTACTS} flights={flights} />);
  const output = () => screen.getByTestId('email-output').textContent;
  const labels = () =>
    within(screen.getByRole('list', { name: 'Members' }))
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')!);
  /** The listed names as shown ('C/Amn Val Dunmore'), in list order. */
  const names = () => labels().map((label) => label.querySelector('span')!.textContent);
  const ids = () => labels().map((label) => label.querySelector('.adm-es-id')!.textContent);
  const lastNames = () => names().map((name) => name!.split(' ').at(-1));
  const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
  const check = (label: string | RegExp) => fireEvent.click(screen.getByLabelText(label));
  return { output, names, ids, lastNames, click, check };
}

describe('platform §2 email selector: buttons, toggles, sort, list and output box', () => {
  it("starts with 'Add parent emails' on, advanced filters hidden, sorted by Last name, nothing selected", () => {
    const { output, names } = setup();
    expect((screen.getByLabelText('Add parent emails') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Show advanced filters') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('Last name') as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText('Name pattern')).toBeNull();
    expect(names()).toEqual([
      'C/SSgt Val Dunmore',
      'C/MSgt Ada Quarrington',
      '1stLt Sydney Senior',
      'C/Amn Blake Valemont',
    ]);
    expect(output()).toBe('');
  });

  it("Select all: every member's addresses with their parents', unique, joined by '; '", () => {
    const { output, click } = setup();
    click('Select all');
    expect(output()).toBe(
      'val@example.com; dunmore.parent@example.com; quarrington.parent@example.com; sydney@example.com; blake.school@example.com; blake.backup@example.com; valemont.parent@example.com',
    );
    expect(screen.queryByText('Warning: Some selected members do not have an email stored')).toBeNull();
  });

  it("without parent emails: the first available of each member's own addresses, and the missing-email warning", () => {
    const { output, click, check } = setup();
    click('Select all');
    check('Add parent emails');
    expect(output()).toBe('val@example.com; sydney@example.com; blake.school@example.com');
    // Ada Quarrington has only a parent address
    expect(screen.getByRole('status').textContent).toBe(
      'Warning: Some selected members do not have an email stored',
    );
  });

  it('Select all visible adds only the members the filters show; Deselect all empties the output', () => {
    const { output, click, check } = setup();
    check('Show advanced filters');
    fireEvent.change(screen.getByLabelText('Name pattern'), { target: { value: '^val' } });
    click('Select all visible');
    expect(screen.getByText(/2 of 4 members selected; 2 shown/)).toBeDefined();
    expect(output()).toBe(
      'val@example.com; dunmore.parent@example.com; blake.school@example.com; blake.backup@example.com; valemont.parent@example.com',
    );
    click('Deselect all');
    expect(output()).toBe('');
  });

  it('sort by First name and by CAPID reorders the list and the output', () => {
    const { names, ids, output, click, check } = setup();
    check('First name');
    expect(names().map((n) => n!.split(' ')[1])).toEqual(['Ada', 'Blake', 'Sydney', 'Val']);
    check('CAPID');
    expect(ids()).toEqual(['510005', '510012', '510021', '510027']);
    click('Select all');
    check('Add parent emails');
    expect(output()).toBe('sydney@example.com; val@example.com; blake.school@example.com');
  });

  it('advanced filters: rank range (cadets only), member type and the flight filter', () => {
    const { names, lastNames, check } = setup();
    check('Show advanced filters');
    fireEvent.change(screen.getByLabelText('Rank from'), { target: { value: 'c/ssgt' } });
    expect(lastNames()).toEqual(['Dunmore', 'Quarrington']);
    fireEvent.change(screen.getByLabelText('Rank from'), { target: { value: 'not a rank' } });
    expect(names()).toHaveLength(4);
    check('Senior Members');
    expect(lastNames()).toEqual(['Senior']);
    check('All');
    fireEvent.change(screen.getByLabelText('Flight'), { target: { value: 'Bravo' } });
    expect(lastNames()).toEqual(['Quarrington']);
    // hiding the filters lists everyone again
    check('Show advanced filters');
    expect(names()).toHaveLength(4);
  });

  it('an invalid name pattern matches everyone', () => {
    const { names, check } = setup();
    check('Show advanced filters');
    fireEvent.change(screen.getByLabelText('Name pattern'), { target: { value: '([' } });
    expect(names()).toHaveLength(4);
  });

  it('no flight filter when the viewer sees one flight only', () => {
    const { check } = setup(null);
    check('Show advanced filters');
    expect(screen.queryByLabelText('Flight')).toBeNull();
  });

  it('a click on the output box selects its text', () => {
    const { click } = setup();
    click('Select all');
    act(() => {
      fireEvent.click(screen.getByTestId('email-output'));
    });
    expect(window.getSelection()?.toString()).toBe(screen.getByTestId('email-output').textContent);
  });
});
