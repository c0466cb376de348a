import type { ErrorResponse, SystemConstant } from '@omoide/contract';

/**
 * Shape checks of what the web app reads back without a contract schema at run time: its own
 * stored records and the API's error body. zod stays out of a phone's first load
 * (docs/decisions/039); `stored-shapes.test.ts` holds each check to its contract schema.
 */

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isCount = (value: unknown): boolean => Number.isInteger(value) && (value as number) >= 0;

/** The body of every API error (contract `errorResponseSchema`). */
export function isErrorResponse(value: unknown): value is ErrorResponse {
  return (
    isObject(value) &&
    typeof value.display_message === 'string' &&
    typeof value.display_code === 'string' &&
    isObject(value.display_message_lang) &&
    Object.values(value.display_message_lang).every((text) => typeof text === 'string')
  );
}

/** The cached system constants (contract `systemConstantSchema`). */
export function isSystemConstant(value: unknown): value is SystemConstant {
  return (
    isObject(value) &&
    isObject(value.uri) &&
    typeof value.uri.home === 'string' &&
    typeof value.uri.password_reminder === 'string' &&
    isObject(value.shipping_fee) &&
    isCount(value.shipping_fee.print_large_in_tax) &&
    isCount(value.shipping_fee.print_standard_in_tax) &&
    typeof value.is_authenticated === 'boolean'
  );
}
