// Temporary duty positions, platform §2/§7: the list of titles and the call schemas.
export * from './temporaryDutyPositions.ts';
export * from './calls.ts';
