import {
  type AddressBook,
  addressBookSchema,
  type PostalZipAnswer,
  postalZipAnswerSchema,
} from '@omoide/contract';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { Area } from '@/shared/routing/area';
import { apiFetch } from './api-client';

/**
 * The member's address book (`/api/user/address`): managed on `/user`, offered by the order
 * form. Every change answers the whole book, which replaces the cached one.
 */
export const ADDRESS_BOOK_QUERY_KEY = ['user', 'address-book'] as const;

export const addressBookQuery = () =>
  queryOptions({
    queryKey: ADDRESS_BOOK_QUERY_KEY,
    queryFn: ({ signal }): Promise<AddressBook> =>
      apiFetch('/api/user/address', {
        auth: 'member',
        schema: import.meta.env.DEV ? addressBookSchema : undefined,
        signal,
      }),
  });

/** The fields of an address as typed (the server normalises postal code and phone). */
export interface AddressInput {
  full_name: string;
  full_name_kana: string;
  zip_code: string;
  prefecture_id: string;
  address1: string;
  address2: string;
  address3: string;
  tel: string;
}

type Change =
  | { type: 'home'; address: AddressInput }
  | { type: 'add'; address: AddressInput & { label: string; is_default?: boolean } }
  | { type: 'edit'; id: number; address: Partial<AddressInput> & { label?: string; is_default?: boolean } }
  | { type: 'delete'; id: number };

function send(change: Change): Promise<AddressBook> {
  const options = { auth: 'member' as const, schema: import.meta.env.DEV ? addressBookSchema : undefined };
  switch (change.type) {
    case 'home':
      return apiFetch('/api/user/address/home', { ...options, method: 'PUT', body: change.address });
    case 'add':
      return apiFetch('/api/user/address', { ...options, method: 'POST', body: change.address });
    case 'edit':
      return apiFetch(`/api/user/address/${change.id}`, {
        ...options,
        method: 'PATCH',
        body: change.address,
      });
    case 'delete':
      return apiFetch(`/api/user/address/${change.id}`, { ...options, method: 'DELETE' });
  }
}

/** Sends one change and caches the book it answers. */
export async function changeAddressBook(queryClient: QueryClient, change: Change): Promise<AddressBook> {
  const book = await send(change);
  queryClient.setQueryData(ADDRESS_BOOK_QUERY_KEY, book);
  return book;
}

/** `GET /api/utility/postal_zip/{zip_code7}.json` (spec §7): the order form and the address book. */
export function lookUpPostalCode(area: Area, zip: string, signal?: AbortSignal): Promise<PostalZipAnswer> {
  return apiFetch(`/api/utility/postal_zip/${zip}.json`, {
    auth: area,
    schema: import.meta.env.DEV ? postalZipAnswerSchema : undefined,
    signal,
  });
}
