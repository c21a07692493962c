// Events §2 "Organizer forms: external PDF links for forms numbered 160, 161 and 163": each link
// opens the form's PDF itself, never a forms index. The spec and the glossary give no addresses;
// these are the organisation's own form files on gocivilairpatrol.com:
// - CAPF 160 "Deliberate Risk Assessment Worksheet": its CMS file, as a public unit event viewer
//   links it among its organizer forms (confirmed address).
// - CAPF 161 and 163: no public source confirms the CMS file names (the CMS adds a hash to each
//   upload), so they are the organisation's plain form-file addresses for those numbers, in the
//   same folder. Unverified: replace them here when the current files are known.
export interface OrganizerForm {
  number: '160' | '161' | '163';
  title: string;
  href: string;
}

const FORM_FILES = 'https://www.gocivilairpatrol.com/media/cms/';

export const ORGANIZER_FORMS: readonly OrganizerForm[] = [
  {
    number: '160',
    title: 'CAPF 160 Deliberate Risk Assessment Worksheet',
    href: `${FORM_FILES}CAPF160_7_May_2020_D185E324398F9.pdf`,
  },
  { number: '161', title: 'CAPF 161 Emergency Information', href: `${FORM_FILES}CAPF161.pdf` },
  {
    number: '163',
    title: 'CAPF 163 Permission for Provision of Minor Cadet Over-the-Counter Medication',
    href: `${FORM_FILES}CAPF163.pdf`,
  },
];
