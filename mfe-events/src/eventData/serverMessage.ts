import { isApiError } from '@portal/kit';

/** What a failed call shows: the API error's message (the server's words), else the thrown value as text. */
export const serverMessage = (error: unknown): string => (isApiError(error) ? error.message : String(error));
