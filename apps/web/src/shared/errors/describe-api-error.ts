import type { ErrorResponse, TextLanguage } from '@omoide/contract';
import { isApiError } from '@/shared/api/api-error';
import { type Area, homeOf } from '@/shared/routing/area';

/** Where a caller may send the user after the modal closes (spec §2 redirect targets, §8). */
export const FOLLOW_UP_PATHS = [
  '/',
  '/history',
  '/library',
  '/child',
  '/guest',
  '/guest/landing',
  '/token_missing',
] as const;
export type FollowUp = (typeof FOLLOW_UP_PATHS)[number];

export type ErrorMessageKey = 'errors.modal.network' | 'errors.modal.internal' | 'errors.modal.unknown';

/** The modal's title: what happened, in a few words (the message says what to do next). */
export type ErrorTitleKey =
  | 'errors.modal.titles.network'
  | 'errors.modal.titles.internal'
  | 'errors.modal.titles.notFound'
  | 'errors.modal.titles.invalid'
  | 'errors.modal.titles.forbidden'
  | 'errors.modal.titles.conflict'
  | 'errors.modal.titles.expired'
  | 'errors.modal.titles.tooLarge'
  | 'errors.modal.titles.tooMany'
  | 'errors.modal.titles.payment'
  | 'errors.modal.titles.confirming'
  | 'errors.modal.titles.failed';

/**
 * Either a translation key (our own texts) or the server's already translated text; `title`
 * when the caller knows better than the status (a declined payment).
 */
export type ErrorMessage = (
  | { kind: 'key'; key: ErrorMessageKey; code?: string }
  | { kind: 'text'; text: string; code?: string }
) & { title?: ErrorTitleKey };

/** An HTTP status as the title a person understands. */
export function titleOfStatus(status: number): ErrorTitleKey {
  if (status >= 500) return 'errors.modal.titles.internal';
  const byStatus: Record<number, ErrorTitleKey> = {
    400: 'errors.modal.titles.invalid',
    403: 'errors.modal.titles.forbidden',
    404: 'errors.modal.titles.notFound',
    409: 'errors.modal.titles.conflict',
    410: 'errors.modal.titles.expired',
    413: 'errors.modal.titles.tooLarge',
    422: 'errors.modal.titles.invalid',
    429: 'errors.modal.titles.tooMany',
  };
  return byStatus[status] ?? 'errors.modal.titles.failed';
}

/** The title shown for a message: its own, else the one its text key implies. */
export function errorTitleOf(message: ErrorMessage): ErrorTitleKey {
  if (message.title) return message.title;
  if (message.kind === 'key' && message.key === 'errors.modal.network') return 'errors.modal.titles.network';
  if (message.kind === 'key' && message.key === 'errors.modal.internal')
    return 'errors.modal.titles.internal';
  return 'errors.modal.titles.failed';
}

/** The close button says where it leads, when the modal moves the user on. */
const FOLLOW_UP_LABELS: Record<string, string> = {
  '/': 'errors.modal.followUp.home',
  '/guest': 'errors.modal.followUp.home',
  '/history': 'errors.modal.followUp.history',
  '/library': 'errors.modal.followUp.library',
  '/child': 'errors.modal.followUp.child',
  '/guest/landing': 'errors.modal.followUp.landing',
  '/token_missing': 'errors.modal.followUp.signIn',
};

export function followUpLabelOf(followUp: string | null): string {
  return (followUp && FOLLOW_UP_LABELS[followUp]) || 'common.ok';
}

export type ErrorAction =
  | { type: 'redirect'; to: '/guest/landing' | '/guest/expired' | '/token_missing' }
  | { type: 'modal'; message: ErrorMessage; followUp: string | null };

export interface ErrorContext {
  area: Area;
  language: TextLanguage;
  /** The caller's destination after a 4xx; other statuses decide their own. */
  followUp?: FollowUp | null;
}

/** `display_message_lang[language]` when the server sent that language, else the default. */
export function serverMessage(body: ErrorResponse, language: TextLanguage): string {
  return body.display_message_lang[language] || body.display_message;
}

/** Spec §8 "Error modal by response", as one decision per status. */
export function describeApiError(error: unknown, context: ErrorContext): ErrorAction {
  const home = homeOf(context.area);
  // Anything that is not an API answer (a bug, a parse failure) reads as a server fault.
  if (!isApiError(error)) {
    return { type: 'modal', message: { kind: 'key', key: 'errors.modal.internal' }, followUp: home };
  }
  const { status, body } = error;
  if (status === null) {
    return { type: 'modal', message: { kind: 'key', key: 'errors.modal.network' }, followUp: home };
  }
  if (status === 401) {
    if (context.area !== 'guest') return { type: 'redirect', to: '/token_missing' };
    // Spec §8 "expired guest token": a session that could not be renewed has expired.
    return { type: 'redirect', to: error.sessionEnded ? '/guest/expired' : '/guest/landing' };
  }
  if (status >= 400 && status < 500) {
    const title = titleOfStatus(status);
    const message: ErrorMessage = body
      ? { kind: 'text', text: serverMessage(body, context.language), code: body.display_code, title }
      : { kind: 'key', key: 'errors.modal.unknown', code: String(status), title };
    return { type: 'modal', message, followUp: context.followUp ?? null };
  }
  if (status >= 500 && status < 600) {
    return { type: 'modal', message: { kind: 'key', key: 'errors.modal.internal' }, followUp: home };
  }
  const message: ErrorMessage = body
    ? { kind: 'text', text: serverMessage(body, context.language) }
    : { kind: 'key', key: 'errors.modal.unknown', code: String(status) };
  return { type: 'modal', message, followUp: null };
}

/** The text as shown: the message followed by ` (display_code)` when there is a code. */
export function formatErrorMessage(
  message: ErrorMessage,
  translate: (key: ErrorMessageKey) => string,
): string {
  const text = message.kind === 'key' ? translate(message.key) : message.text;
  return message.code ? `${text} (${message.code})` : text;
}
