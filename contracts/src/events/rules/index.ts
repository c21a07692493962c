// Events rules (events spec §2, §4, §6, §9): pure functions shared by mfe-events and svc-events.
export * from './status.ts';
export * from './effectivePermission.ts';
export * from './viewerRules.ts';
export * from './zonedTime.ts';
export * from './timeDefaults.ts';
export * from './moveAndCopy.ts';
export * from './eventUrl.ts';
export * from './formats.ts';
export * from './partTime.ts';
export * from './requirementTags.ts';
