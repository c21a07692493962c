// The member import (CAPWATCH) area: job payload, calls, result words and the permission rule.
export * from './job.ts';
export * from './calls.ts';
export * from './rules.ts';
