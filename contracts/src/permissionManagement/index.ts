// Permission management, platform §2/§6/§7: call schemas, option lists and save rules.
export * from './calls.ts';
export * from './permissionOptions.ts';
export * from './rules.ts';
