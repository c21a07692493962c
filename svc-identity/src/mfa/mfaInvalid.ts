// The multi-factor calls' 400 for a wrong or missing code or set-up: MFA_INVALID, without issues.
import { HttpError } from '@portal/contracts/server';

export function mfaInvalid(message: string): HttpError {
  return new HttpError(400, 'MFA_INVALID', message);
}
