// Flight assignment (platform §2, §6, §7): call schemas, role codes and the permission rule.
export * from './roleCodes.ts';
export * from './calls.ts';
export * from './permissions.ts';
