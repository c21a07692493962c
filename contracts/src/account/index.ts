export * from './messages.ts';
export * from './calls.ts';
export * from './errorRecords.ts';
export * from './discordCode.ts';
