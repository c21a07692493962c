// Platform §7 "GET and PUT /registry (full registry)" and §2 Site configuration: the PUT body, its
// rules, and how empty values are stored. GET answers the Registry schema of entities/registry.ts.
import { z } from 'zod';
import { TIMEZONE_OPTIONS } from '../constants/timezones.ts';
import { registerEnumName } from '../validation/enumNames.ts';
import type { RegistryAddress } from '../entities/registry.ts';

/** §9: only these timezone values can be saved ("stored with America/ prefix"). */
export const RegistryTimezone = z.enum(TIMEZONE_OPTIONS.map((o) => o.value) as [string, ...string[]]);
registerEnumName(RegistryTimezone, 'Timezone');

export const REGISTRY_LIMITS = {
  text: 200,
  socialLink: 300,
  flightName: 40,
  flights: 50,
  separator: 10,
  imagesPerPage: { min: 1, max: 500 },
  upcomingEvents: { min: 0, max: 50 },
} as const;

export const REGISTRY_MESSAGES = {
  siteNameEmpty: 'Site name cannot be empty',
  flightNameEmpty: 'Flight name cannot be empty',
  flightNamesUnique: 'Flight names must be unique',
  favicon: 'Favicon must be a file ending .png, .ico or .jpg',
} as const;

const text = (max: number = REGISTRY_LIMITS.text) => z.string().max(max, `must be at most ${max} characters`);

/** A social link: a handle or URL; empty (or only spaces) is stored as null ("not set"). */
const SocialLink = text(REGISTRY_LIMITS.socialLink)
  .nullable()
  .transform((v) => (v === null || v.trim() === '' ? null : v.trim()));

/** §2 "Empty mailing or meeting addresses are saved as none": all three lines blank -> null. */
export function addressOrNone(address: RegistryAddress | null): RegistryAddress | null {
  if (!address) return null;
  const trimmed = {
    Name: address.Name.trim(),
    FirstLine: address.FirstLine.trim(),
    SecondLine: address.SecondLine.trim(),
  };
  return trimmed.Name === '' && trimmed.FirstLine === '' && trimmed.SecondLine === '' ? null : trimmed;
}

const AddressInput = z
  .object({ Name: text(), FirstLine: text(), SecondLine: text() })
  .nullable()
  .transform(addressOrNone);

const FlightName = z
  .string()
  .trim()
  .min(1, REGISTRY_MESSAGES.flightNameEmpty)
  .max(REGISTRY_LIMITS.flightName, `must be at most ${REGISTRY_LIMITS.flightName} characters`);

/** Flight names compare without case: 'Alpha' and 'alpha' would be the same flight to a person. */
export function duplicateFlightNames(flights: readonly string[]): string[] {
  const seen = new Set<string>();
  const dups = new Set<string>();
  for (const f of flights) {
    const key = f.trim().toLowerCase();
    if (seen.has(key)) dups.add(f.trim());
    seen.add(key);
  }
  return [...dups];
}

const Flights = z
  .array(FlightName)
  .max(REGISTRY_LIMITS.flights, `At most ${REGISTRY_LIMITS.flights} flights`)
  .superRefine((flights, ctx) => {
    const dups = duplicateFlightNames(flights);
    if (dups.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `${REGISTRY_MESSAGES.flightNamesUnique} (${dups.join(', ')})`,
      });
    }
  });

const int = (min: number, max: number) =>
  z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`);

/**
 * PUT /api/registry body: the full registry except accountID (always the caller's account).
 * Website.FaviconID is chosen with the drive's file picker; a body without it keeps the stored one.
 * `flightRenames` lets members follow a renamed flight; members of a flight that is no longer
 * listed become Unassigned.
 */
export const registryUpdateRequest = z.object({
  Contact: z.object({
    FaceBook: SocialLink,
    Flickr: SocialLink,
    Instagram: SocialLink,
    LinkedIn: SocialLink,
    Twitter: SocialLink,
    YouTube: SocialLink,
    Discord: SocialLink,
    MeetingAddress: AddressInput,
    MailingAddress: AddressInput,
  }),
  RankAndFile: z.object({ Flights: Flights }),
  Website: z.object({
    Name: text(100).trim().min(1, REGISTRY_MESSAGES.siteNameEmpty),
    UnitName: text(100).trim(),
    PhotoLibraryImagesPerPage: int(REGISTRY_LIMITS.imagesPerPage.min, REGISTRY_LIMITS.imagesPerPage.max),
    Separator: text(REGISTRY_LIMITS.separator),
    ShowUpcomingEventCount: int(REGISTRY_LIMITS.upcomingEvents.min, REGISTRY_LIMITS.upcomingEvents.max),
    Timezone: RegistryTimezone,
    // The favicon chosen with the drive's file picker (a drive file id, or null for none);
    // optional, so a body without it keeps the stored value
    FaviconID: z
      .string()
      .regex(/^[0-9a-f]{32}$/, 'Favicon must be a drive file id (32 hexadecimal characters)')
      .nullish(),
  }),
  flightRenames: z
    .array(z.object({ from: FlightName, to: FlightName }))
    .max(REGISTRY_LIMITS.flights)
    .optional(),
});
/** What the page sends (before the server's normalising). */
export type RegistryUpdateInput = z.input<typeof registryUpdateRequest>;
/** What the server stores (empty links and addresses as null, names trimmed). */
export type RegistryUpdate = z.output<typeof registryUpdateRequest>;

/** §2 "Favicon must be a file ending .png, .ico or .jpg": the message for a chosen file, or null. */
export function faviconFileError(fileName: string): string | null {
  return /\.(png|ico|jpg)$/i.test(fileName.trim()) ? null : REGISTRY_MESSAGES.favicon;
}

/**
 * The browser event a page dispatches after saving the registry, so the shell's header and footer
 * (which cannot be imported by a remote) reload it: `window.dispatchEvent(new Event(REGISTRY_CHANGED_EVENT))`.
 */
export const REGISTRY_CHANGED_EVENT = 'portal:registry-changed';
