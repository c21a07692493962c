import { z } from 'zod';

/** Platform §4 enumerations. */
export const PasswordCheckResult = z.enum(['Valid', 'Expired', 'Invalid']);
export type PasswordCheckResult = z.infer<typeof PasswordCheckResult>;

export const PasswordSetResult = z.enum(['Ok', 'InHistory', 'Complexity', 'MinimumAge', 'ServerError']);
export type PasswordSetResult = z.infer<typeof PasswordSetResult>;
