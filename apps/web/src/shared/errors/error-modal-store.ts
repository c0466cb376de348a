import { useSyncExternalStore } from 'react';
import { guestTarget, withRedirect } from '@/shared/auth/redirect-target';
import { removeToken } from '@/shared/auth/token-store';
import { currentTextLanguage } from '@/shared/i18n/i18n';
import { areaOf } from '@/shared/routing/area';
import { describeApiError, type ErrorAction, type ErrorMessage, type FollowUp } from './describe-api-error';

export interface OpenErrorModal {
  id: number;
  message: ErrorMessage;
  followUp: string | null;
}

type Navigate = (to: string) => void;

let current: OpenErrorModal | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

/** Seams: the app shell plugs in the router's navigate; tests plug in fakes. */
export const errorModalEnvironment = {
  pathname: (): string => window.location.pathname,
  language: currentTextLanguage,
  navigate: ((to: string) => window.location.assign(to)) as Navigate,
};

function emit(): void {
  for (const listener of listeners) listener();
}

/** After signing in again, the user comes back to the page they were on. */
function redirectKeepingTarget(to: string, from: string): string {
  if (to === '/token_missing') return withRedirect(to, from);
  return withRedirect(to, guestTarget(from));
}

function go(to: string): void {
  if (errorModalEnvironment.pathname() !== to) errorModalEnvironment.navigate(to);
}

/**
 * Shows the single error modal of spec §8 (or redirects, for a 401). While one modal is
 * open, further errors are dropped: they usually stem from the same failure, and the open
 * modal's follow-up moves the user on anyway.
 */
export function reportError(error: unknown, options: { followUp?: FollowUp | null } = {}): ErrorAction {
  const area = areaOf(errorModalEnvironment.pathname());
  const action = describeApiError(error, {
    area,
    language: errorModalEnvironment.language(),
    followUp: options.followUp ?? null,
  });
  if (action.type === 'redirect') {
    // Spec §8 401: the area's token is no good any more; the guard would otherwise let it in.
    removeToken(area);
    go(redirectKeepingTarget(action.to, errorModalEnvironment.pathname()));
  } else if (!showErrorMessage(action.message, action.followUp)) {
    console.warn('[error-modal] dropped while another is open', error);
  }
  return action;
}

/**
 * Opens the modal with a message that is not an HTTP failure (a declined card's
 * `error_code` and `error_message`, spec §4). Returns false when another modal is open.
 */
export function showErrorMessage(message: ErrorMessage, followUp: string | null = null): boolean {
  if (current !== null) return false;
  current = { id: nextId++, message, followUp };
  emit();
  return true;
}

/** Closing runs the modal's follow-up (spec §4 "Closing it runs its follow-up action"). */
export function closeErrorModal(): void {
  const closing = current;
  if (!closing) return;
  current = null;
  emit();
  if (closing.followUp) go(closing.followUp);
}

export function getErrorModal(): OpenErrorModal | null {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useErrorModal(): OpenErrorModal | null {
  return useSyncExternalStore(subscribe, getErrorModal, getErrorModal);
}
