// Designed words for the online CAPF 60-80 (the spec has none): what the signing page and the
// managers' views show. The signing page shows `message` of a refused token as is.

/** Why a signing link does not work, with the status the public calls answer for each case. */
export const SLIP_TOKEN_REFUSALS = {
  /** No slip has this token (mistyped, or never issued): 404. */
  unknown: {
    status: 404,
    message: 'This permission slip link is not valid. Please use the link in the latest email from the unit.',
  },
  /** The slip was already signed or declined with this link: 409. */
  used: { status: 409, message: 'This permission slip has already been answered with this link. Thank you.' },
  /** The unit withdrew the link, or sent a newer one (a re-issue revokes the old link): 410. */
  revoked: {
    status: 410,
    message:
      'This permission slip link has been withdrawn. Please use the link in the latest email from the unit.',
  },
  /** The event's pickup time has passed: 410. */
  expired: { status: 410, message: 'This permission slip link has expired: the activity is over.' },
} as const;
export type SlipTokenRefusal = keyof typeof SLIP_TOKEN_REFUSALS;

export const PERMISSION_SLIP_MESSAGES = {
  guardianNameRequired: "Please enter the parent or guardian's name",
  relationshipRequired: 'Please enter your relationship to the cadet',
  phoneRequired: 'Please enter a phone number for the time of the activity',
  signatureRequired: 'Please type your name as your signature',
  consentRequired: 'Please tick the box to give your consent',
  /** The event's required forms do not include the 60-80. */
  notRequired: 'This event does not require the CAPF 60-80 permission slip',
  /** Too many tries on the public calls from one address. */
  rateLimited: 'Too many requests. Please wait a few minutes and try again.',
  /** The revoke call names a cadet with no slip on this event. */
  noSlip: 'This cadet has no permission slip for this event',
  /** The signed PDF download names a slip with no signed PDF stored (not signed, or not stored yet). */
  noSignedPdf: 'This permission slip has no signed PDF yet',
  /** The signed PDF download could not reach the files service. */
  signedPdfUnavailable: 'Could not load the signed permission slip; please try again',
  /** Signing page, after the answer. */
  signed: 'Thank you. The permission slip is signed.',
  declined: 'Thank you. The unit has been told that you do not give permission.',
} as const;

/** Labels of the slip's states (attendance list column, spreadsheet). */
export const SLIP_STATE_LABELS = {
  NOT_REQUESTED: 'Not requested',
  SENT: 'Sent',
  SIGNED: 'Signed',
  DECLINED: 'Declined',
  NEEDS_RESIGNING: 'Needs re-signing',
} as const;
