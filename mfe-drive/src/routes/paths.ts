// Every path this remote's router knows (platform and events spec §2 routes), from routes.json: the
// one source of what this remote owns. The build publishes that file as dist/routes.json; the
// gateway gathers it into /config/routes.json, from which the shell decides, at run time, which
// paths it sends here. A path in `pages` without a page in App.tsx renders the not-found page.
import routes from './routes.json';

export const DRIVE_PATHS: readonly string[] = routes.pages;

/** A page path of this remote (routes.json gives plain strings; paths.test.ts checks the keys). */
export type DrivePath = string;
