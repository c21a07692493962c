export * from './emailJob.ts';
export * from './mailbox.ts';
