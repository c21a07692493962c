// Cadet programme (events spec §3 cadet promotion entities, §4 report flight coding and
// cadet report rule, §5 exports, §7 promotion calls, §9 reports and constants). See README.md.
export * from './achievements.ts';
export * from './hfzStandards.ts';
export * from './entities.ts';
export * from './calls.ts';
export * from './rules/promotionState.ts';
export * from './rules/fitness.ts';
export * from './rules/requirements.ts';
export * from './rules/reportCodes.ts';
export * from './rules/reportLayout.ts';
export * from './rules/capwatchRecord.ts';
export * from './internalCadetRecords.ts';
export * from './entries.ts';
export * from './entryCalls.ts';
export * from './rules/entryRules.ts';
export * from './rules/entryRows.ts';
