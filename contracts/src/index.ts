// Browser- and server-safe exports of @portal/contracts (depends only on zod).
// Node-only helpers (context signing, CSRF) are in '@portal/contracts/server'.
export * from './entities/memberReference.ts';
export * from './entities/member.ts';
export * from './entities/account.ts';
export * from './entities/session.ts';
export * from './entities/registry.ts';
export * from './entities/context.ts';
export * from './entities/passwordResults.ts';
export * from './errors/apiError.ts';
export * from './errors/signin.ts';
export * from './errors/clientErrors.ts';
export * from './permissions/permissionSet.ts';
export * from './validation/enumNames.ts';
export * from './validation/validationMessages.ts';
export * from './validation/parseBody.ts';
export * from './validation/fieldRules.ts';
export * from './password/passwordPolicy.ts';
export * from './permissions/presets.ts';
export * from './navigation/returnUrl.ts';
export * from './routes.ts';
export * from './headers.ts';
export * from './constants/ranks.ts';
export * from './constants/timezones.ts';
// Call schemas written by the svc-identity engineers (see each folder's index).
export * from './identity/index.ts';
export * from './account/index.ts';
export * from './email/index.ts';
