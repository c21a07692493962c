// Events spec §4/§5/§6/§7 attendance and sign-up: messages, call schemas and pure rules.
export * from './messages.ts';
export * from './calls.ts';
export * from './rules.ts';
export * from './statuses.ts';
export * from './privacy.ts';
export * from './waitlist.ts';
export * from './emailBody.ts';
