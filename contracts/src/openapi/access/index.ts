// The access matrix's expected side (issue 11 item 2): roles, rules, the table, the decision.
export * from './roles.ts';
export * from './rules.ts';
export * from './scenario.ts';
export * from './accessTable.ts';
export * from './expectedOutcome.ts';
