// Platform §2/§7 change log: call schemas and messages.
export * from './calls.ts';
