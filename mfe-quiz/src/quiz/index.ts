// The quiz's pure logic (events spec §3 Insignia quiz entities, §4 Quiz states, §5 Quiz consistency
// checks, §9 pass means zero errors). No React here.
export * from './random.ts';
export * from './cadet.ts';
export * from './pictures.ts';
export * from './rules.ts';
export * from './words.ts';
export * from './checks.ts';
export * from './describe.ts';
export * from './answers.ts';
export * from './score.ts';
