// The sections of the site that the side navigation and the home page link to. A section whose
// pages a later issue builds stays out of both until it exists (a link to a not-found page looks
// broken): the issue that builds it sets `built: true`.
export interface SiteSection {
  to: string;
  label: string;
  /** One line for the home page tile; sections without one get no tile. */
  blurb?: string;
  built: boolean;
}

export const SITE_SECTIONS: readonly SiteSection[] = [
  { to: '/', label: 'Home', built: true },
  { to: '/calendar', label: 'Calendar', blurb: 'Meetings, activities and events of the unit.', built: true },
  { to: '/team', label: 'Team', blurb: 'Who leads what, and how to reach them.', built: true },
  {
    to: '/admin',
    label: 'Administration',
    blurb: 'Members, flights, permissions and site settings.',
    built: true,
  },
  { to: '/drive', label: 'Drive', blurb: 'Shared documents, forms and photos.', built: true },
  {
    to: '/capr393quizzer',
    label: 'Quiz',
    blurb: "Read a cadet's uniform: grade insignia, ribbons and awards.",
    built: true,
  },
];

export const builtSections = (sections: readonly SiteSection[] = SITE_SECTIONS): SiteSection[] =>
  sections.filter((section) => section.built);
