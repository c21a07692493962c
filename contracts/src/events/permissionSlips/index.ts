// The online CAPF 60-80 permission slip: states, calls, slip fields and messages (its printed
// layout is in the '/documents' entry).
export * from './messages.ts';
export * from './fields.ts';
export * from './calls.ts';
