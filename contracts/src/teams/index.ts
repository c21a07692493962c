// Platform §2/§7 teams: call schemas, messages and visibility rules.
export * from './calls.ts';
export * from './visibility.ts';
export * from './internal.ts';
