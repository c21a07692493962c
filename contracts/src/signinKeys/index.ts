// Signature sign-in keys (platform §3; issue 3 item 11).
export * from './rules.ts';
export * from './calls.ts';
