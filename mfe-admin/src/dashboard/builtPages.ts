// Pages that exist today. A dashboard link to a page that a later issue builds stays hidden until
// that page exists (hidden, not faked: a link to a not-found page looks broken). Each issue that
// builds one of these pages adds its path here.
export const BUILT_PAGES: ReadonlySet<string> = new Set(['/admin/setupmfa']);
