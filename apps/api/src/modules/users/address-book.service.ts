import {
  type AddressBook,
  type AddressFields,
  MAX_SHIPPING_ADDRESSES,
  type SavedAddress,
  type StoredAddress,
  type savedAddressBodySchema,
  type savedAddressUpdateBodySchema,
} from '@omoide/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import { defineMessages } from '../../platform/i18n/messages';
import {
  type AddressColumns,
  type AddressRow,
  deleteShippingAddress,
  insertShippingAddress,
  listAddresses,
  updateShippingAddress,
  upsertHomeAddress,
} from './address-book.repo';

const messages = defineMessages({
  'address.not_found': {
    ja: 'お届け先が見つかりません。',
    hant: '找不到此收件地址。',
    vi: 'Không tìm thấy địa chỉ giao hàng.',
    'en-US': 'The address was not found.',
  },
  'address.too_many': {
    ja: '登録できるお届け先は{max}件までです。使わないお届け先を削除してから追加してください。',
    hant: '最多可登錄 {max} 個收件地址，請先刪除不再使用的地址。',
    vi: 'Bạn có thể lưu tối đa {max} địa chỉ giao hàng. Vui lòng xóa địa chỉ không dùng trước khi thêm.',
    'en-US': 'You can save up to {max} shipping addresses. Please delete one you no longer use first.',
  },
});

/** Another member's address and a missing one look the same: not found. */
const notFound = () => new AppError(404, 'USER-ADDRESS-404', messages['address.not_found']);

type SavedInput = z.infer<typeof savedAddressBodySchema>;
type SavedPatch = z.infer<typeof savedAddressUpdateBodySchema>;

function toStored(row: AddressRow): StoredAddress {
  return {
    full_name: row.fullName,
    full_name_kana: row.fullNameKana,
    zip_code: row.zipCode,
    prefecture_id: row.prefectureId,
    address1: row.address1,
    address2: row.address2,
    address3: row.address3,
    tel: row.tel,
    updated_t: Math.floor(row.updatedAt.getTime() / 1000),
  };
}

function toSaved(row: AddressRow): SavedAddress {
  return { id: row.id, label: row.label, is_default: row.isDefault, ...toStored(row) };
}

function toColumns(input: Partial<AddressFields & { label: string; is_default: boolean }>) {
  const columns: Partial<AddressColumns> = {};
  if (input.full_name !== undefined) columns.fullName = input.full_name;
  if (input.full_name_kana !== undefined) columns.fullNameKana = input.full_name_kana;
  if (input.zip_code !== undefined) columns.zipCode = input.zip_code;
  if (input.prefecture_id !== undefined) columns.prefectureId = input.prefecture_id;
  if (input.address1 !== undefined) columns.address1 = input.address1;
  if (input.address2 !== undefined) columns.address2 = input.address2;
  if (input.address3 !== undefined) columns.address3 = input.address3;
  if (input.tel !== undefined) columns.tel = input.tel;
  if (input.label !== undefined) columns.label = input.label;
  if (input.is_default !== undefined) columns.isDefault = input.is_default;
  return columns;
}

/** `GET /api/user/address`: the home address and the saved shipping addresses, default first. */
export async function getAddressBook(db: Database, memberId: number): Promise<AddressBook> {
  const rows = await listAddresses(db, memberId);
  const home = rows.find((row) => row.slot === 0);
  return {
    home_address: home ? toStored(home) : null,
    shipping_addresses: rows.filter((row) => row.slot > 0).map(toSaved),
    max_shipping_addresses: MAX_SHIPPING_ADDRESSES,
  };
}

/** `PUT /api/user/address/home`. */
export async function saveHomeAddress(db: Database, memberId: number, input: AddressFields) {
  await upsertHomeAddress(db, memberId, toColumns(input) as AddressColumns);
  return getAddressBook(db, memberId);
}

/** `POST /api/user/address`: the first address saved becomes the default. */
export async function addShippingAddress(db: Database, memberId: number, input: SavedInput) {
  const columns = toColumns(input);
  const row = await insertShippingAddress(db, memberId, columns as AddressColumns);
  if (!row) {
    throw new AppError(409, 'USER-ADDRESS-LIMIT', messages['address.too_many'], {
      max: MAX_SHIPPING_ADDRESSES,
    });
  }
  return getAddressBook(db, memberId);
}

/** `PATCH /api/user/address/{address_id}`. */
export async function changeShippingAddress(db: Database, memberId: number, id: number, input: SavedPatch) {
  const row = await updateShippingAddress(db, memberId, id, toColumns(input));
  if (!row) throw notFound();
  return getAddressBook(db, memberId);
}

/** `DELETE /api/user/address/{address_id}`: a deleted default passes to the oldest remaining. */
export async function removeShippingAddress(db: Database, memberId: number, id: number) {
  if (!(await deleteShippingAddress(db, memberId, id))) throw notFound();
  const book = await getAddressBook(db, memberId);
  const [first] = book.shipping_addresses;
  if (first && !book.shipping_addresses.some((address) => address.is_default)) {
    return changeShippingAddress(db, memberId, first.id, { is_default: true });
  }
  return book;
}
