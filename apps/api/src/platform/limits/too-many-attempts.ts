import { AppError } from '../errors';
import { platformMessages } from '../i18n/messages';

/** Our 429 with the seconds to wait, sent as Retry-After by the error handler. */
export class TooManyAttemptsError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'REQUEST-429', platformMessages['request.too_many']);
  }
}

export const tooManyAttempts = (waitMs: number) =>
  new TooManyAttemptsError(Math.max(1, Math.ceil(waitMs / 1000)));
