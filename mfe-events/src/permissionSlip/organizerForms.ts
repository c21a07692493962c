// Events §2 "Organizer forms: external PDF links for forms numbered 160, 161 and 163". The CAPF 160
// address is the organisation's public CMS link as a public unit event viewer links it (found with the
// library `search` tool: gocivilairpatrol.com/media/cms/CAPF160_7_May_2020_…pdf, "CAPF 160 Deliberate
// Risk Assessment Worksheet"). No public address for the CAPF 161 and 163 files could be confirmed
// there, so those two point at the organisation's public forms site, where each is listed by number.
export interface OrganizerForm {
  number: '160' | '161' | '163';
  title: string;
  href: string;
}

const FORMS_SITE = 'https://www.gocivilairpatrol.com/resources/forms-publications-regulations';

export const ORGANIZER_FORMS: readonly OrganizerForm[] = [
  {
    number: '160',
    title: 'CAPF 160 Deliberate Risk Assessment Worksheet',
    href: 'https://www.gocivilairpatrol.com/media/cms/CAPF160_7_May_2020_D185E324398F9.pdf',
  },
  { number: '161', title: 'CAPF 161 Emergency Information', href: FORMS_SITE },
  {
    number: '163',
    title: 'CAPF 163 Permission for Provision of Minor Cadet Over-the-Counter Medication',
    href: FORMS_SITE,
  },
];
