// The online CAPF 60-80 permission slip: states, calls, slip fields and messages.
export * from './messages.ts';
export * from './fields.ts';
export * from './calls.ts';
export * from './slipDocument.ts';
