import type { ErrorResponse, TextLanguage } from '@omoide/contract';
import { useCallback, useState } from 'react';
import { isApiError } from '@/shared/api/api-error';
import { serverMessage } from '@/shared/errors/describe-api-error';
import { reportError } from '@/shared/errors/error-modal-store';

/**
 * A form shows the server's answer to a 4xx (wrong password, wrong code, rate limit,
 * validation) inline, next to what the user typed, instead of the error modal. The modal
 * stays for what the user cannot fix in the form (no connection, 5xx, 401).
 */
export function inlineErrorBody(error: unknown): ErrorResponse | null {
  if (!isApiError(error) || error.status === null || error.status === 401) return null;
  return error.status >= 400 && error.status < 500 ? error.body : null;
}

/** `VALIDATION-body.<field>` names the field a validation failure is about (DESIGN §5). */
export function validationField(body: ErrorResponse): string | null {
  const match = /^VALIDATION-body\.(\w+)/.exec(body.display_code);
  return match?.[1] ?? null;
}

export interface ServerErrorState {
  body: ErrorResponse | null;
  /** Keeps an inline-able answer (returns true) or hands the error to the modal (false). */
  capture: (error: unknown) => boolean;
  clear: () => void;
}

export function useServerError(): ServerErrorState {
  const [body, setBody] = useState<ErrorResponse | null>(null);
  const capture = useCallback((error: unknown) => {
    const inline = inlineErrorBody(error);
    setBody(inline);
    if (!inline) reportError(error);
    return inline !== null;
  }, []);
  const clear = useCallback(() => setBody(null), []);
  return { body, capture, clear };
}

/** The message in the current language (re-chosen on a language switch). */
export function serverText(body: ErrorResponse, language: TextLanguage): string {
  return serverMessage(body, language);
}
