// Special event accounts (platform §3 Account, §5 New event account, §6, §7 events (account)).
export * from './rules.ts';
export * from './calls.ts';
