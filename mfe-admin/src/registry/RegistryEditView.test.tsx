// @vitest-environment happy-dom
import { defaultRegistry, type Registry, type RegistryUpdateInput } from '@portal/contracts';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RegistryEditView } from './RegistryEditView.tsx';

vi.mock('@portal/kit/driveFileInput', () => ({
  loadDriveFileInput: () => Promise.reject(new Error('no drive in component tests')),
}));

afterEach(cleanup);

function registry(): Registry {
  const r = defaultRegistry('md001');
  r.Website.Name = 'Demo Squadron';
  r.RankAndFile.Flights = ['Alpha', 'Bravo', 'Charlie'];
  r.Contact.FaceBook = 'demo';
  r.Contact.MeetingAddress = { Name: 'Hangar', FirstLine: '1 Airport Rd', SecondLine: '' };
  return r;
}

function setup(
  onSave = vi.fn(
    async (body: RegistryUpdateInput) => ({ ...registry(), ...body, accountID: 'md001' }) as Registry,
  ),
) {
  render(<RegistryEditView registry={registry()} onSave={onSave} />);
  return onSave;
}

const section = (name: string) => screen.getByRole('region', { name });
const group = (name: string) => screen.getByRole('group', { name });
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const saveButton = () => screen.getByRole('button', { name: 'Save' });
async function clickSave() {
  await act(async () => {
    fireEvent.click(saveButton());
  });
}

describe('platform §2 Site configuration page', () => {
  it('has the sections Contact, Rank & File and Website with the §3 fields and the favicon', async () => {
    setup();
    for (const label of ['Facebook', 'Flickr', 'Instagram', 'LinkedIn', 'Twitter', 'YouTube', 'Discord']) {
      expect(within(section('Contact')).getByLabelText(label)).toBeDefined();
    }
    expect(within(group('Meeting Address')).getByLabelText('First line')).toBeDefined();
    expect(within(group('Mailing Address')).getByLabelText('Second line')).toBeDefined();
    expect(within(section('Rank & File')).getByLabelText('Flight 2')).toHaveProperty('value', 'Bravo');
    const website = section('Website');
    for (const label of [
      'Site name',
      'Unit name',
      'Photo library images per page',
      'Separator',
      'Upcoming events shown',
    ]) {
      expect(within(website).getByLabelText(label)).toBeDefined();
    }
    // the drive cannot be loaded here (mocked below): the favicon's fallback field
    expect(await within(website).findByLabelText('Favicon file ID')).toBeDefined();
  });

  it('§9 timezone options with their labels', () => {
    setup();
    const options = within(screen.getByLabelText('Timezone'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual([
      'New York EST',
      'Chicago CST',
      'Denver MST',
      'Los Angeles PST',
      'Arizona',
      'Alaska',
      'Hawaii',
      'Puerto Rico',
    ]);
  });

  it('saves the full registry; an emptied address is sent blank (the server saves it as none); a clear result', async () => {
    const onSave = setup();
    type(screen.getByLabelText('Site name'), 'Renamed Squadron');
    const meeting = group('Meeting Address');
    type(within(meeting).getByLabelText('Name'), '');
    type(within(meeting).getByLabelText('First line'), '');
    fireEvent.change(screen.getByLabelText('Timezone'), { target: { value: 'America/Anchorage' } });
    await clickSave();
    const body = onSave.mock.calls[0]![0];
    expect(body.Website).toMatchObject({ Name: 'Renamed Squadron', Timezone: 'America/Anchorage' });
    expect(body.Contact.MeetingAddress).toEqual({ Name: '', FirstLine: '', SecondLine: '' });
    expect(body.Contact.FaceBook).toBe('demo');
    expect(body.Website.FaviconID).toBeNull();
    expect(screen.getByText('Site configuration saved.')).toBeDefined();
  });

  it('Rank & File: add, rename, remove and reorder flights; a rename is sent so members follow it', async () => {
    const onSave = setup();
    const rank = section('Rank & File');
    type(within(rank).getByLabelText('Flight 1'), 'Able');
    fireEvent.click(within(rank).getByRole('button', { name: 'Remove Bravo' }));
    fireEvent.click(within(rank).getByRole('button', { name: 'Move Charlie up' }));
    fireEvent.click(within(rank).getByRole('button', { name: 'Add flight' }));
    type(within(rank).getByLabelText('Flight 3'), 'Delta');
    expect(within(rank).getByText(/members of Bravo become Unassigned/)).toBeDefined();
    await clickSave();
    const body = onSave.mock.calls[0]![0];
    expect(body.RankAndFile.Flights).toEqual(['Charlie', 'Able', 'Delta']);
    expect(body.flightRenames).toEqual([{ from: 'Alpha', to: 'Able' }]);
  });

  it('refuses before sending: empty site name, duplicate or empty flights', async () => {
    const onSave = setup();
    type(screen.getByLabelText('Site name'), ' ');
    await clickSave();
    expect(screen.getByRole('alert').textContent).toBe('Site name cannot be empty');
    type(screen.getByLabelText('Site name'), 'Ok');
    type(screen.getByLabelText('Flight 2'), 'alpha');
    await clickSave();
    expect(screen.getByText('Flight names must be unique (alpha)')).toBeDefined();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("shows the server's message when the save fails", async () => {
    setup(vi.fn().mockRejectedValue(new Error('You do not have permission to do that')));
    await clickSave();
    expect(screen.getByRole('alert').textContent).toBe('You do not have permission to do that');
    expect(screen.queryByText('Site configuration saved.')).toBeNull();
  });
});
