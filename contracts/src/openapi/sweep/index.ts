// The malformed-input sweep: variant generator, refusal check, runner, snapshot.
export * from './zodShape.ts';
export * from './bodyVariants.ts';
export * from './pathVariants.ts';
export * from './sweepVariants.ts';
export * from './errorAnswer.ts';
export * from './runSweep.ts';
export * from './tableSnapshot.ts';
export * from './catalogueWords.ts';
export * from './reportSweep.ts';
export * from './sendVariant.ts';
