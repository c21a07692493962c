// The mail feature of svc-events: the `email` queue producer, recipients
// from svc-identity, the message builders, and the attendance listeners that send mail.
export * from './eventMail.ts';
export * from './recipients.ts';
export * from './mailListeners.ts';
export * from './builders.ts';
export * from './signupEmailListener.ts';
