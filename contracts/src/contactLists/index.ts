// Platform §6 contact lists: who sees which members, the call feeding the pages, phone display.
export * from './access.ts';
export * from './calls.ts';
export * from './phone.ts';
