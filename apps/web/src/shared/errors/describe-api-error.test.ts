import type { ErrorResponse } from '@omoide/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import {
  describeApiError,
  type ErrorAction,
  type ErrorContext,
  errorTitleOf,
  followUpLabelOf,
  formatErrorMessage,
  titleOfStatus,
} from './describe-api-error';

const body: ErrorResponse = {
  display_message: 'Event not found',
  display_message_lang: { ja: 'イベントが見つかりません', vi: '' },
  display_code: 'EVENT-404-A',
};
const member = (extra: Partial<ErrorContext> = {}): ErrorContext => ({
  area: 'member',
  language: 'ja',
  ...extra,
});
const guest = (extra: Partial<ErrorContext> = {}): ErrorContext => ({
  area: 'guest',
  language: 'ja',
  ...extra,
});

const cases: [string, unknown, ErrorContext, ErrorAction][] = [
  [
    'no response (member) → network message, then home',
    new ApiError(null, null, '/api/cart'),
    member(),
    { type: 'modal', message: { kind: 'key', key: 'errors.modal.network' }, followUp: '/' },
  ],
  [
    'no response (guest) → network message, then guest home',
    new ApiError(null, null, '/api/cart'),
    guest(),
    { type: 'modal', message: { kind: 'key', key: 'errors.modal.network' }, followUp: '/guest' },
  ],
  [
    '401 member → /token_missing',
    new ApiError(401, body, '/api/cart'),
    member(),
    { type: 'redirect', to: '/token_missing' },
  ],
  [
    '401 guest → /guest/landing',
    new ApiError(401, null, '/api/cart'),
    guest(),
    { type: 'redirect', to: '/guest/landing' },
  ],
  [
    '404 → message in the user language + code, then the caller follow-up',
    new ApiError(404, body, '/api/event/info/1'),
    member({ followUp: '/history' }),
    {
      type: 'modal',
      message: {
        kind: 'text',
        text: 'イベントが見つかりません',
        code: 'EVENT-404-A',
        title: 'errors.modal.titles.notFound',
      },
      followUp: '/history',
    },
  ],
  [
    '400 with an empty language variant → default display message',
    new ApiError(400, body, '/api/cart'),
    member({ language: 'vi', followUp: '/library' }),
    {
      type: 'modal',
      message: {
        kind: 'text',
        text: 'Event not found',
        code: 'EVENT-404-A',
        title: 'errors.modal.titles.invalid',
      },
      followUp: '/library',
    },
  ],
  [
    '409 without a language variant → default display message, no follow-up given',
    new ApiError(409, body, '/api/cart'),
    guest({ language: 'hant' }),
    {
      type: 'modal',
      message: {
        kind: 'text',
        text: 'Event not found',
        code: 'EVENT-404-A',
        title: 'errors.modal.titles.conflict',
      },
      followUp: null,
    },
  ],
  [
    '4xx without an error body → generic message with the status',
    new ApiError(403, null, '/api/cart'),
    member({ followUp: '/child' }),
    {
      type: 'modal',
      message: {
        kind: 'key',
        key: 'errors.modal.unknown',
        code: '403',
        title: 'errors.modal.titles.forbidden',
      },
      followUp: '/child',
    },
  ],
  [
    '500 member → internal server error, then home (ignores the caller follow-up)',
    new ApiError(500, body, '/api/cart'),
    member({ followUp: '/history' }),
    { type: 'modal', message: { kind: 'key', key: 'errors.modal.internal' }, followUp: '/' },
  ],
  [
    '503 guest → internal server error, then guest home',
    new ApiError(503, null, '/api/cart'),
    guest(),
    { type: 'modal', message: { kind: 'key', key: 'errors.modal.internal' }, followUp: '/guest' },
  ],
  [
    'other status → the display message',
    new ApiError(304, body, '/api/cart'),
    member({ followUp: '/history' }),
    { type: 'modal', message: { kind: 'text', text: 'イベントが見つかりません' }, followUp: null },
  ],
  [
    'not an API error → internal server error, then home',
    new TypeError('x is undefined'),
    guest(),
    { type: 'modal', message: { kind: 'key', key: 'errors.modal.internal' }, followUp: '/guest' },
  ],
];

describe('describeApiError (spec §8 error modal by response)', () => {
  it.each(cases)('%s', (_label, error, context, expected) => {
    expect(describeApiError(error, context)).toEqual(expected);
  });
});

describe('titles and buttons (issue #17)', () => {
  it.each([
    [404, 'errors.modal.titles.notFound'],
    [400, 'errors.modal.titles.invalid'],
    [409, 'errors.modal.titles.conflict'],
    [410, 'errors.modal.titles.expired'],
    [413, 'errors.modal.titles.tooLarge'],
    [429, 'errors.modal.titles.tooMany'],
    [418, 'errors.modal.titles.failed'],
    [503, 'errors.modal.titles.internal'],
  ])('status %i is titled %s', (status, key) => {
    expect(titleOfStatus(status)).toBe(key);
  });

  it('titles our own texts by what they say, and keeps a caller’s title', () => {
    expect(errorTitleOf({ kind: 'key', key: 'errors.modal.network' })).toBe('errors.modal.titles.network');
    expect(errorTitleOf({ kind: 'key', key: 'errors.modal.internal' })).toBe('errors.modal.titles.internal');
    expect(errorTitleOf({ kind: 'text', text: 'x' })).toBe('errors.modal.titles.failed');
    expect(errorTitleOf({ kind: 'text', text: 'x', title: 'errors.modal.titles.payment' })).toBe(
      'errors.modal.titles.payment',
    );
  });

  it('names the follow-up on the button, else OK', () => {
    expect(followUpLabelOf('/history')).toBe('errors.modal.followUp.history');
    expect(followUpLabelOf('/guest')).toBe('errors.modal.followUp.home');
    expect(followUpLabelOf(null)).toBe('common.ok');
    expect(followUpLabelOf('/somewhere/else')).toBe('common.ok');
  });
});

describe('formatErrorMessage', () => {
  it('appends the display code in parentheses', () => {
    expect(
      formatErrorMessage({ kind: 'text', text: 'イベントが見つかりません', code: 'E-1' }, () => ''),
    ).toBe('イベントが見つかりません (E-1)');
    expect(formatErrorMessage({ kind: 'key', key: 'errors.modal.internal' }, (key) => `<${key}>`)).toBe(
      '<errors.modal.internal>',
    );
  });
});
