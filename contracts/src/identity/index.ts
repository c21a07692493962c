// Request and response schemas of the calls svc-identity serves (owner: svc-identity).
export * from './signin.ts';
export * from './session.ts';
export * from './scanAdd.ts';
export * from './mfaEnrolment.ts';
export * from './username.ts';
export * from '../errors/mfaLocked.ts';
