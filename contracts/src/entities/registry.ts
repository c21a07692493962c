import { z } from 'zod';

/** Platform §3 Registry: an account's site configuration. */
export const RegistryAddress = z.object({
  Name: z.string(),
  FirstLine: z.string(),
  SecondLine: z.string(),
});
export type RegistryAddress = z.infer<typeof RegistryAddress>;

/** Social links are null when not set (the footer shows only the ones that are set). */
export const RegistryContact = z.object({
  FaceBook: z.string().nullable(),
  Flickr: z.string().nullable(),
  Instagram: z.string().nullable(),
  LinkedIn: z.string().nullable(),
  Twitter: z.string().nullable(),
  YouTube: z.string().nullable(),
  Discord: z.string().nullable(),
  /** §2 Site configuration: empty addresses are saved as none (null). */
  MeetingAddress: RegistryAddress.nullable(),
  MailingAddress: RegistryAddress.nullable(),
});
export type RegistryContact = z.infer<typeof RegistryContact>;

export const RegistryRankAndFile = z.object({
  Flights: z.array(z.string()),
});
export type RegistryRankAndFile = z.infer<typeof RegistryRankAndFile>;

export const RegistryWebsite = z.object({
  Name: z.string(),
  UnitName: z.string(),
  PhotoLibraryImagesPerPage: z.number().int(),
  Separator: z.string(),
  ShowUpcomingEventCount: z.number().int(),
  Timezone: z.string(),
  FaviconID: z.string().nullish(),
});
export type RegistryWebsite = z.infer<typeof RegistryWebsite>;

export const Registry = z.object({
  accountID: z.string(),
  Contact: RegistryContact,
  RankAndFile: RegistryRankAndFile,
  Website: RegistryWebsite,
});
export type Registry = z.infer<typeof Registry>;

/** §2: the header falls back to a default site name when loading fails. */
export const DEFAULT_SITE_NAME = 'Unit Portal';
export const DEFAULT_TIMEZONE = 'America/New_York';

/** The registry a new account starts with. */
export function defaultRegistry(accountID: string): Registry {
  return {
    accountID,
    Contact: {
      FaceBook: null,
      Flickr: null,
      Instagram: null,
      LinkedIn: null,
      Twitter: null,
      YouTube: null,
      Discord: null,
      MeetingAddress: null,
      MailingAddress: null,
    },
    RankAndFile: {
      Flights: ['Alpha', 'Bravo', 'Charlie', 'Delta', 'XRay'],
    },
    Website: {
      Name: DEFAULT_SITE_NAME,
      UnitName: '',
      PhotoLibraryImagesPerPage: 70,
      Separator: ' - ',
      ShowUpcomingEventCount: 3,
      Timezone: DEFAULT_TIMEZONE,
      FaviconID: null,
    },
  };
}

/** §2 Site configuration: a favicon must be a file ending .png, .ico or .jpg. */
export function isValidFaviconName(fileName: string): boolean {
  return /\.(png|ico|jpg)$/i.test(fileName);
}
