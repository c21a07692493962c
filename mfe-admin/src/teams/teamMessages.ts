// Which message a failed team call shows (platform §8): a network failure says 'A connection error
// occurred'; a server answer is shown as is; anything else gets the page's own message.
import { TEAM_MESSAGES } from '@portal/contracts';
import { isApiError } from '@portal/kit';

export function teamLoadFailure(error: unknown, fallback: string = TEAM_MESSAGES.loadError): string {
  if (isApiError(error)) {
    if (error.type === 'REQUEST_FAILED') return TEAM_MESSAGES.connectionError;
    if (error.type === 'SERVER' && error.message) return error.message;
  }
  return fallback;
}

/**
 * A failed save: the page's message (§8 'There was an error creating the team') and, for a server
 * answer, what the server said (its validation issues, or its message) so the user can fix it.
 */
export function teamSaveFailure(error: unknown, message: string): { message: string; details: string[] } {
  if (isApiError(error) && error.type === 'SERVER') {
    return { message, details: error.issues?.length ? error.issues : [error.message] };
  }
  if (isApiError(error) && error.type === 'REQUEST_FAILED') {
    return { message, details: [TEAM_MESSAGES.connectionError] };
  }
  return { message, details: [] };
}
