// Pages that exist today. A dashboard link to a page that a later issue builds stays hidden until
// that page exists (hidden, not faked: a link to a not-found page looks broken). The shell's own
// /admin/setupmfa plus every page a feature folder of this remote mounts.
import { FEATURE_PAGES } from '../routes/featurePages.ts';

export const BUILT_PAGES: ReadonlySet<string> = new Set(['/admin/setupmfa', ...Object.keys(FEATURE_PAGES)]);
