// Every path this remote owns (platform and events spec §2 routes). The shell sends a path here when
// remoteForPath() in @portal/contracts names mfe_drive; routes.test.ts keeps the two in step.
// Later issues add a page to App.tsx's `pages` map; until then a path renders the not-found page.
export const DRIVE_PATHS = ['/drive/*', '/filemanagement/*'] as const;

export type DrivePath = (typeof DRIVE_PATHS)[number];
