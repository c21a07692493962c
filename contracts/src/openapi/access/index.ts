// The access matrix's expected side: roles, rules, the table, the decision.
export * from './roles.ts';
export * from './rules.ts';
export * from './scenario.ts';
export * from './accessTable.ts';
export * from './expectedOutcome.ts';
