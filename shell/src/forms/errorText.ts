import { isApiError } from '@portal/kit';

/** §8: flows show the server's message; anything else gets the fallback. */
export function errorText(error: unknown, fallback: string): string {
  if (isApiError(error) && error.type === 'SERVER' && error.message) return error.message;
  if (isApiError(error) && error.type === 'NO_TOKEN') return error.message;
  return fallback;
}
