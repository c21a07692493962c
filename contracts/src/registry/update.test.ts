import { describe, expect, it } from 'vitest';
import { defaultRegistry, isValidFaviconName } from '../entities/registry.ts';
import { parseBody } from '../validation/parseBody.ts';
import {
  faviconFileError,
  registryUpdateRequest,
  REGISTRY_MESSAGES,
  type RegistryUpdateInput,
} from './update.ts';

function validInput(): RegistryUpdateInput {
  const { accountID: _id, ...rest } = defaultRegistry('md001');
  const { FaviconID: _f, ...Website } = rest.Website;
  return { ...rest, Website };
}

const parse = (body: unknown) => parseBody(registryUpdateRequest, body);

describe('platform §2 Site configuration: the PUT /registry body', () => {
  it('the default registry is a valid body', () => {
    expect(parse(validInput()).ok).toBe(true);
  });

  it("'Empty mailing or meeting addresses are saved as none' (all lines blank -> null)", () => {
    const body = validInput();
    body.Contact.MeetingAddress = { Name: ' ', FirstLine: '', SecondLine: '' };
    body.Contact.MailingAddress = { Name: 'Hangar 3 ', FirstLine: '', SecondLine: '' };
    const r = parse(body);
    expect(r.ok && r.value.Contact.MeetingAddress).toBeNull();
    expect(r.ok && r.value.Contact.MailingAddress).toEqual({
      Name: 'Hangar 3',
      FirstLine: '',
      SecondLine: '',
    });
  });

  it('an empty social link is stored as not set (null), a set one trimmed', () => {
    const body = validInput();
    body.Contact.Flickr = '   ';
    body.Contact.Discord = ' https://discord.example.com/x ';
    const r = parse(body);
    expect(r.ok && r.value.Contact.Flickr).toBeNull();
    expect(r.ok && r.value.Contact.Discord).toBe('https://discord.example.com/x');
  });

  it.each([
    ['America/New_York', true],
    ['America/Chicago', true],
    ['America/Denver', true],
    ['America/Los_Angeles', true],
    ['America/Arizona', true],
    ['America/Anchorage', true],
    ['America/Hawaii', true],
    ['America/Puerto_Rico', true],
    ['Europe/London', false],
    ['America/Phoenix', false],
  ])('§9 timezone options only: %s -> %s', (tz, ok) => {
    const body = validInput();
    body.Website.Timezone = tz;
    const r = parse(body);
    expect(r.ok).toBe(ok);
    if (!r.ok) expect(r.error.message).toBe("Website.Timezone must be an element of the enum 'Timezone'");
  });

  it('flight names: trimmed, not empty, unique without regard to case', () => {
    const body = validInput();
    body.RankAndFile.Flights = [' Alpha ', 'Bravo'];
    const r = parse(body);
    expect(r.ok && r.value.RankAndFile.Flights).toEqual(['Alpha', 'Bravo']);

    body.RankAndFile.Flights = ['Alpha', '  '];
    const empty = parse(body);
    expect(!empty.ok && empty.error.message).toBe(REGISTRY_MESSAGES.flightNameEmpty);

    body.RankAndFile.Flights = ['Alpha', 'alpha'];
    const dup = parse(body);
    expect(!dup.ok && dup.error.message).toBe('Flight names must be unique (alpha)');
  });

  it('the site name cannot be empty; counts are whole numbers in range', () => {
    const body = validInput();
    body.Website.Name = '  ';
    const r = parse(body);
    expect(!r.ok && r.error.message).toBe(REGISTRY_MESSAGES.siteNameEmpty);

    const counts = validInput();
    counts.Website.PhotoLibraryImagesPerPage = 0;
    expect(parse(counts).ok).toBe(false);
    counts.Website.PhotoLibraryImagesPerPage = 1.5;
    expect(parse(counts).ok).toBe(false);
  });

  it('a missing section is refused with the validator message', () => {
    const { Contact: _c, ...rest } = validInput();
    const r = parse(rest);
    expect(!r.ok && r.error.message).toBe('Contact is required');
  });
});

describe("platform §2 'Favicon must be a file ending .png, .ico or .jpg'", () => {
  it.each([
    ['unit.png', true],
    ['unit.ico', true],
    ['unit.jpg', true],
    ['UNIT.PNG', true],
    ['unit.jpeg', false],
    ['unit.gif', false],
    ['unit.png.exe', false],
    ['png', false],
    ['', false],
  ])('%s -> %s', (name, ok) => {
    expect(faviconFileError(name)).toBe(ok ? null : 'Favicon must be a file ending .png, .ico or .jpg');
    expect(isValidFaviconName(name)).toBe(ok);
  });
});
