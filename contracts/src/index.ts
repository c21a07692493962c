// The browser-safe entry of @portal/contracts (depends only on zod): schemas, rules, messages and
// routes. Node-only code is in '/server', test harnesses in '/testing', the call registry and the
// OpenAPI document in '/openapi'.
export * from './schemas.ts';
export * from './errors/storageQuota.ts';
export * from './errors/clientErrors.ts';
export * from './validation/enumNames.ts';
export * from './validation/validationMessages.ts';
export * from './validation/parseBody.ts';
export * from './permissions/presets.ts';
export * from './navigation/returnUrl.ts';
export * from './navigation/accountHost.ts';
export * from './headers.ts';
export * from './constants/ranks.ts';
export * from './constants/timezones.ts';
export * from './constants/clientVersion.ts';
// Call folders whose modules hold rules and no schemas.
export * from './dashboard/index.ts';
export * from './emailSelector/index.ts';
