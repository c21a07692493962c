// Platform §3 Task, §6 task visibility, §7 "tasks" calls.
export * from './task.ts';
export * from './calls.ts';
export * from './access.ts';
