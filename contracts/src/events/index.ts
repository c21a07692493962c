// Events spec §3 entities, option lists, §5 validation, §7 event calls, and the rules of §4/§6.
export * from './messages.ts';
export * from './options.ts';
export * from './entities.ts';
export * from './calls.ts';
export * from './rules/index.ts';
export * from './feeds.ts';
export * from './internalAccounts.ts';
export * from './links.ts';
export * from './debriefs.ts';
export * from './attendanceContacts.ts';
export * from './attendance/index.ts';
export * from './attendanceView.ts';
export * from './permissionSlips/index.ts';
