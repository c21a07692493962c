// The mail feature of svc-events (issue 7 items 1 and 9): the `email` queue producer, recipients
// from svc-identity, the message builders, and the attendance listeners that send mail.
export * from './eventMail.ts';
export * from './recipients.ts';
export * from './mailListeners.ts';
export * from './builders.ts';
export * from './signupEmailListener.ts';
