// Rows an account owns (tasks, notifications, events) are told apart by a positive id within the
// account they belong to.
import { z } from 'zod';

/** Spread first into such a row's schema: `id`, then `accountID`. */
export const accountRowFields = { id: z.number().int().positive(), accountID: z.string() };
