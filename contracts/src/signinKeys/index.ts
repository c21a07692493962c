// Signature sign-in keys (platform §3).
export * from './rules.ts';
export * from './calls.ts';
