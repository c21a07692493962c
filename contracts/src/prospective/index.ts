// Prospective members (platform §3 Prospective member request, §5, §6, §7).
export * from './rules.ts';
export * from './calls.ts';
export * from './access.ts';
