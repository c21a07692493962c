// Duty positions, platform §2/§7/§9: the full list of titles, the temporary ones and the call schemas.
export * from './temporaryDutyPositions.ts';
export * from './calls.ts';
export * from './dutyPositions.ts';
