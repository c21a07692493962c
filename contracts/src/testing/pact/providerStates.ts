// Provider state names and fixed ids that a consumer's pact and the provider's state handlers both
// spell: one definition, so a renamed state or a changed id breaks both sides at once.

/** The states svc-files' provider verification answers (every one seeds md001's fixture drive). */
export const FILES_STATES = {
  /** CAPNHQMember 510001 with FileManagement FULL; returns { sessionID } */
  member: 'a signed-in member',
  /** CAPNHQMember 510004, on team 1, no FileManagement; returns { sessionID } */
  cadet: 'a signed-in member cadet',
  noSession: 'no session',
  /** returns { folderID, imageID, textID } */
  folder: 'a folder with an image and a text file exists',
  /** returns { targetID } */
  anotherFolder: 'another folder exists',
  /** returns { fileID } */
  teamFile: 'a file shared with team 1',
  /** (with noSession) md001's drive also holds an image shared with everyone; returns { imageID } */
  publicPhoto: 'banner: a photo shared with everyone',
  /** the fixture drive of md001 (3 files, 2 folders) and a file of another account */
  drive: 'the unit drive holds 3 files and 2 folders',
  /** md001's drive has no document stored under FILES_DOCUMENT's key yet */
  documentsTaken: 'the drive takes documents of md001',
  /** (internal document call) FILES_DOCUMENT is stored already in md001's drive */
  documentStored: "a signed slip's document is stored in md001's drive",
} as const;

/** The document of svc-files' internal document call that its pacts send (a signed slip's keys). */
export const FILES_DOCUMENT = {
  key: 'permissionslip-md001-7-CAPNHQMember-540001-1767000000000-0123456789abcdef',
  folderKey: 'permissionslips-md001-7',
  folderName: 'MD001-7 signed permission slips',
  fileName: 'CAPF6080-md001-7-540001-signed-20261229T0920Z.pdf',
} as const;

/** The fixed ids of md001's fixture drive in svc-files' provider states. */
export const FILES_IDS = {
  folder: 'f0000000000000000000000000000001',
  image: 'f0000000000000000000000000000002',
  text: 'f0000000000000000000000000000003',
  target: 'f0000000000000000000000000000004',
  teamFile: 'f0000000000000000000000000000005',
  /** the photo banner's image (GET /api/banner): an OTHER entry with READ */
  publicImage: 'f0000000000000000000000000000006',
} as const;

/** The states svc-events' provider verification answers (each interaction starts from empty events). */
export const EVENTS_STATES = {
  /** CAPNHQMember 520004 'Fran Full', ManageEvent FULL; returns { sessionID } */
  manager: 'a signed-in event manager',
  /** CAPNHQMember 520002 'Pat Plain', no event permission; returns { sessionID } */
  member: 'a signed-in member',
  /** CAPNHQMember 520040 'Vera Viewer', AttendanceView OTHER (events §6 attendance view); returns { sessionID } */
  attendanceViewer: 'a signed-in attendance viewer',
  /** CAPNHQMember 520041 with PromotionManagement FULL; returns { sessionID } */
  promotionManager: 'a signed-in promotion manager',
  /** CAPNHQMember 520042, a senior member (events §6: no promotion panel); returns { sessionID } */
  senior: 'a signed-in senior member',
  noSession: 'no session',
  /**
   * md001's event 1 'Summer Bivouac' (CONFIRMED, a recurring meeting shown in upcoming lists, meet
   * in two days, author 520005 'Abe Author'); returns { eventID, rangeStart, rangeEnd } (a range
   * around its times)
   */
  event: 'event 1 exists',
  /** event 1 with an Add item (by Abe Author) and a Modify of its name (by Fran Full) */
  audited: 'event 1 has an audit log',
  /** the manager is also a member of md000 'Maryland Wing' with ManageEvent FULL there (svc-identity) */
  managesWing: 'the event manager also manages events in md000',
  /** (after 'event 1 exists') event 1 is linked into md000 'Maryland Wing' as its event 1 */
  linkedToWing: 'event 1 is linked into md000',
  /** (after 'event 1 exists') its four times are in the past (pickup a day ago): debriefs open */
  ended: 'event 1 has ended',
  /** (after 'event 1 has ended') a private debrief by the member, timeSubmitted EVENTS_DEBRIEF_TIME */
  debriefed: 'event 1 has a debrief by the member',
  /** (after 'event 1 exists') the member (520002) has a committed attendance record */
  attended: 'the member attends event 1',
  /**
   * (after 'event 1 exists') event 1 takes part-time sign-ups, provides transportation and has the
   * custom fields EVENTS_CUSTOM_FIELDS (a member-editable text, a manager-only OPS Qual, a file);
   * returns { arrivalTime, departureTime }, a shift inside the event
   */
  customFields: 'event 1 takes part-time sign-ups with transport and custom fields',
  /** (after 'event 1 exists') desiredNumberOfParticipants 1, taken by the manager (the waitlist) */
  full: 'event 1 is full',
  /** (after 'event 1 is full') the member (520002) waits for a place: waitlist position 1 */
  waiting: 'the member waits for a place on event 1',
  /** the signed-in member is a cadet with imported cadet records, working on Feik */
  cadetRecords: 'the member is a cadet working on Feik',
  /** the member's personal calendar feed token; returns { file } */
  feedLink: 'the member has a personal calendar feed link',
  /**
   * (after 'event 1 exists') event 1's required forms include the CAPF 60-80 and a cadet with a
   * parent or guardian email attends it, committed (the online permission slip)
   */
  slipsRequired: 'event 1 requires the CAPF 60-80 and a cadet attends',
  /** (after 'event 1 requires the CAPF 60-80...') the cadet's slip was sent; returns { slipToken, cadetID } (a CAPNHQMember id) */
  slipSent: "a permission slip link was sent for event 1's cadet",
} as const;

/** The custom fields of EVENTS_STATES.customFields (events §3 custom attendance field definitions). */
export const EVENTS_CUSTOM_FIELDS = [
  { type: 'TEXT', title: 'Shirt size', preFill: 'M', displayToMember: true, allowMemberToModify: true },
  { type: 'QUAL', title: 'OPS Qual', preFill: '', displayToMember: true, allowMemberToModify: false },
  { type: 'FILE', title: 'Medical form', preFill: [], displayToMember: true, allowMemberToModify: true },
] as const;

/** The session ids svc-events' viewer states hand out (also the cookie values the consumer sends). */
export const EVENTS_SESSIONS = {
  manager: 'pact-session-manager',
  member: 'pact-session-member',
  attendanceViewer: 'pact-session-attendance-viewer',
  promotionManager: 'pact-session-promotion-manager',
  senior: 'pact-session-senior',
} as const;

/** The timeSubmitted of the debriefed state's item. */
export const EVENTS_DEBRIEF_TIME = 1_700_000_000_000;

/** The states svc-identity's provider verification answers (its fixtures seeded in md001). */
export const IDENTITY_STATES = {
  account: 'an account md001 exists',
  noSession: 'no session',
  /** the fixture 'cadet'; returns { sessionID } */
  cadet: 'a signed-in member cadet',
  /** the fixture 'admin' (510001); returns { sessionID } */
  admin: 'a signed-in member admin',
  /** the fixture cadet with the password given as a parameter */
  cadetWithPassword: 'member cadet with password',
  /** the fixture 'senior', a super user in the provider verification; returns { sessionID } */
  privilegedUser: 'a signed-in privileged user',
  changelogEntries: 'change log entries exist',
  /** returns { errorID } */
  openServerError: 'an open server error exists',
  auditedPermissionChange: 'a permission change was audited',
  /** a new one on every call; returns { prospectiveID } */
  prospectiveMember: 'a prospective member exists',
  /** returns { keyID } */
  signinKey: 'a sign-in key is registered',
} as const;
