// Events spec §2, §4, §5 (Event form, Points of contact) and §8: the words of the event pages and
// svc-events, word for word. Browser and server read them from here.

/** §5 Event form and Points of contact validation, in the order §5 lists them. */
export const EVENT_FORM_MESSAGES = {
  nameRequired: 'Event must have a name',
  meetLocationRequired: 'Event must have a meet location',
  startBeforeMeet: 'Event cannot start before meeting',
  locationRequired: 'Event must have a location',
  endBeforeStart: 'Event cannot end before it starts',
  pickupBeforeEnd: 'Event cannot have a pickup before it ends',
  pickupLocationRequired: 'Event must have a pickup location',
  transportationDescriptionRequired:
    'Transportation description required if there is transportation provided',
  uniformRequired: 'Uniform selection is required',
  itemsEmpty: 'Items cannot be empty',
  invalidCAPID: 'Invalid CAPID',
  pocAlreadyPresent: 'POC Already Present',
} as const;

/**
 * Messages the spec does not word (designed here, §5 style): shapes the form always sends right,
 * so a person only meets them when a client sends a broken body.
 */
export const EVENT_DESIGNED_MESSAGES = {
  checkboxValuesMismatch: 'Checkbox values must match the option labels',
  customFieldTitleRequired: 'Custom attendance field must have a title',
  customFieldTitleDuplicate: 'Custom attendance field titles must be unique',
  linkedTargetRequired: 'A linked event must name its source account and event',
  invalidTimeRange: 'The range must start before it ends',
  updateEmpty: 'Nothing to update',
  /** teamID names no team of the account (svc-identity's team calls use the same words). */
  teamNotFound: 'Could not find the team',
} as const;

/** §2, §4 and §8 words of the pages. */
export const EVENT_MESSAGES = {
  ...EVENT_FORM_MESSAGES,
  ...EVENT_DESIGNED_MESSAGES,
  // §2 event form
  formTitle: 'Create event',
  createButton: 'Create event',
  updateButton: 'Update event',
  saving: 'Saving...',
  // §2 viewer and other screens
  signInForMore: 'Sign in to see more information',
  noEventsToList: 'No events to list',
  unsupportedField: 'This field currently is not supported',
  // §4 link and status changer
  linked: 'Your event has been linked!',
  errorDialogTitle: 'Error',
  // §8 error catalogue
  eventNotFound: 'Could not find event specified',
  teamMembershipLoadFailed: 'Could not load team membership information',
  teamLoadFailed: 'Could not load team information',
  formLoadFailed: 'Could not load event information',
  formListsFailed: 'Could not load member or team information',
  noPermission: 'You do not have permission to modify this event',
} as const;
