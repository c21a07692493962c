// Events §2 "Organizer forms: external PDF links for forms numbered 160, 161 and 163". Addresses
// found with the library `search` tool (public sources):
// - CAPF 160 "Deliberate Risk Assessment Worksheet": the organisation's CMS file
//   gocivilairpatrol.com/media/cms/CAPF160_7_May_2020_D185E324398F9.pdf, as a public unit event
//   viewer links it among its organizer forms.
// - CAPF 161 and 163: no public file address could be confirmed, so both open the organisation's
//   national forms library (gocivilairpatrol.com/members/publications/forms/, cited by a public
//   CAP tools repository as "CAP NHQ Forms Library"), where forms are listed by number.
export interface OrganizerForm {
  number: '160' | '161' | '163';
  title: string;
  href: string;
}

const FORMS_LIBRARY = 'https://www.gocivilairpatrol.com/members/publications/forms/';

export const ORGANIZER_FORMS: readonly OrganizerForm[] = [
  {
    number: '160',
    title: 'CAPF 160 Deliberate Risk Assessment Worksheet',
    href: 'https://www.gocivilairpatrol.com/media/cms/CAPF160_7_May_2020_D185E324398F9.pdf',
  },
  { number: '161', title: 'CAPF 161 Emergency Information', href: FORMS_LIBRARY },
  {
    number: '163',
    title: 'CAPF 163 Permission for Provision of Minor Cadet Over-the-Counter Medication',
    href: FORMS_LIBRARY,
  },
];
