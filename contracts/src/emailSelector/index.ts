// Platform §2/§5 email selector rules: filters, sort orders, addresses, messages.
export * from './filters.ts';
export * from './sort.ts';
export * from './addresses.ts';
export * from './expiry.ts';
