// Platform §3 File, §5 drive drop, §6 Files, §7 "files" calls.
export * from './file.ts';
export * from './calls.ts';
export * from './access.ts';
export * from './uploadJob.ts';
export * from './banner.ts';
export * from './quota.ts';
export * from './internalFileInfo.ts';
export * from './discovery.ts';
export * from './internalDocument.ts';
