// The site configuration form's state and its conversion to the PUT /registry body. Pure, so the
// rules (empty addresses sent blank and saved as none; renamed flights tracked) are tested alone.
import type { Registry, RegistryAddress, RegistryUpdateInput } from '@portal/contracts';

export const SOCIAL_FIELDS = [
  { key: 'FaceBook', label: 'Facebook' },
  { key: 'Flickr', label: 'Flickr' },
  { key: 'Instagram', label: 'Instagram' },
  { key: 'LinkedIn', label: 'LinkedIn' },
  { key: 'Twitter', label: 'Twitter' },
  { key: 'YouTube', label: 'YouTube' },
  { key: 'Discord', label: 'Discord' },
] as const;
export type SocialKey = (typeof SOCIAL_FIELDS)[number]['key'];

/** An address's lines, in the order the form shows them. */
export const ADDRESS_FIELDS = [
  { key: 'Name', label: 'Name' },
  { key: 'FirstLine', label: 'First line' },
  { key: 'SecondLine', label: 'Second line' },
] as const;

/** The website's text and number settings, in the order the form shows them (a text one has a maxLength). */
export const WEBSITE_FIELDS = [
  { key: 'Name', label: 'Site name', maxLength: 100 },
  { key: 'UnitName', label: 'Unit name', maxLength: 100 },
  { key: 'PhotoLibraryImagesPerPage', label: 'Photo library images per page' },
  {
    key: 'Separator',
    label: 'Separator',
    hint: "Between the page name and the site name in the browser's title",
    maxLength: 10,
  },
  { key: 'ShowUpcomingEventCount', label: 'Upcoming events shown' },
] as const;

export interface FlightRow {
  /** Stable id for React keys and focus. */
  id: number;
  name: string;
  /** The name as loaded; null for a flight added on the page. */
  original: string | null;
}

export interface RegistryForm {
  social: Record<SocialKey, string>;
  meeting: RegistryAddress;
  mailing: RegistryAddress;
  flights: FlightRow[];
  website: {
    Name: string;
    UnitName: string;
    PhotoLibraryImagesPerPage: number | null;
    Separator: string;
    ShowUpcomingEventCount: number | null;
    Timezone: string;
    /** The favicon file (drive file id), or none. */
    FaviconID: string | null;
  };
}

const blankAddress = (): RegistryAddress => ({ Name: '', FirstLine: '', SecondLine: '' });

let nextRowId = 1;
export const newFlightRow = (name = '', original: string | null = null): FlightRow => ({
  id: nextRowId++,
  name,
  original,
});

export function formFromRegistry(registry: Registry): RegistryForm {
  const c = registry.Contact;
  const social = Object.fromEntries(SOCIAL_FIELDS.map((f) => [f.key, c[f.key] ?? ''])) as Record<
    SocialKey,
    string
  >;
  const w = registry.Website;
  return {
    social,
    meeting: c.MeetingAddress ? { ...c.MeetingAddress } : blankAddress(),
    mailing: c.MailingAddress ? { ...c.MailingAddress } : blankAddress(),
    flights: registry.RankAndFile.Flights.map((name) => newFlightRow(name, name)),
    website: {
      Name: w.Name,
      UnitName: w.UnitName,
      PhotoLibraryImagesPerPage: w.PhotoLibraryImagesPerPage,
      Separator: w.Separator,
      ShowUpcomingEventCount: w.ShowUpcomingEventCount,
      Timezone: w.Timezone,
      FaviconID: w.FaviconID ?? null,
    },
  };
}

/**
 * The PUT body. Blank addresses and links are sent as they are; the server stores them as none
 * (null). A loaded flight whose name changed is sent as a rename, so its members follow it.
 */
export function requestFromForm(form: RegistryForm): RegistryUpdateInput {
  const flightRenames = form.flights
    .filter((f) => f.original !== null && f.name.trim() !== '' && f.name.trim() !== f.original)
    .map((f) => ({ from: f.original!, to: f.name.trim() }));
  return {
    Contact: {
      ...form.social,
      MeetingAddress: form.meeting,
      MailingAddress: form.mailing,
    },
    RankAndFile: { Flights: form.flights.map((f) => f.name) },
    Website: {
      ...form.website,
      // an emptied number field is sent as null and refused with the validator's message
      PhotoLibraryImagesPerPage: form.website.PhotoLibraryImagesPerPage as number,
      ShowUpcomingEventCount: form.website.ShowUpcomingEventCount as number,
    },
    ...(flightRenames.length > 0 ? { flightRenames } : {}),
  };
}

/** Moves the flight at `index` by `step` (-1 up, +1 down); out of range changes nothing. */
export function moveFlight(flights: readonly FlightRow[], index: number, step: -1 | 1): FlightRow[] {
  const to = index + step;
  if (to < 0 || to >= flights.length) return [...flights];
  const next = [...flights];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** Flights that were loaded and are no longer listed: their members become Unassigned on save. */
export function removedFlights(form: RegistryForm, loaded: readonly string[]): string[] {
  const kept = new Set(form.flights.map((f) => f.original).filter((o): o is string => o !== null));
  return loaded.filter((name) => !kept.has(name));
}
