import { AuthErrorCode, authErrorMessages } from '../../../domain/accounts/auth-errors';
import { AppError } from '../../http/envelope';

/**
 * An AppError with the sign-in catalogue's message. The values fill the message's placeholders and also travel
 * as `data` (41001 `{remainingAttempts}`, 41002 and 41006 `{retryAfterSeconds}`), so the web can count down.
 */
export function authError(code: AuthErrorCode, values?: Record<string, number>): AppError {
  return new AppError(code, authErrorMessages[code], values ? { values, data: values } : {});
}

export { AuthErrorCode };
