// Platform §2 Error list: list entries, mark done, and the internal server-crash report.
export * from './calls.ts';
