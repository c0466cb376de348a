import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '@/shared/auth/test-api';
import { signInMemberForTest } from '@/shared/auth/test-sessions';
import { initI18n } from '@/shared/i18n/i18n';
import { renderApp } from '@/test/render-app';
import { cartEvent, cartRoute } from './test-fixtures';

const address = {
  full_name_kana: '',
  address2: '',
  address3: '',
  updated_t: 1_800_000_000,
};
const BOOK = {
  home_address: {
    ...address,
    full_name: '山田 花子',
    zip_code: '1000001',
    prefecture_id: '13',
    address1: '千代田区千代田1-1',
    tel: '09012345678',
  },
  shipping_addresses: [
    {
      ...address,
      id: 7,
      label: '実家',
      is_default: true,
      full_name: '山田 トメ',
      zip_code: '0600001',
      prefecture_id: '01',
      address1: '札幌市中央区北一条西2-1',
      tel: '0111234567',
    },
  ],
  max_shipping_addresses: 10,
};

beforeEach(async () => {
  signInMemberForTest('member-token');
  await act(() => initI18n('ja'));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('the address book in the order form', () => {
  it('starts the buyer from the home address and fills the delivery address from a saved one', async () => {
    fakeApi({
      'GET /api/cart': cartRoute(cartEvent(1)),
      'GET /api/user/address': () => json(200, BOOK),
    });
    renderApp('/order/1');
    const picker = await screen.findByLabelText('お届け先を住所録から選ぶ', {}, { timeout: 4000 });
    await waitFor(() => expect(value('お名前')).toBe('山田 花子'));
    expect(value('電話番号')).toBe('09012345678');

    fireEvent.change(picker, { target: { value: '7' } });
    const override = screen.getByRole('checkbox', { name: /別の住所/ }) as HTMLInputElement;
    await waitFor(() => expect(override.checked).toBe(true));
    await screen.findByRole('region', { name: 'お届け先' });
    const inShipping = (name: string) =>
      (document.getElementById(`shipping-${name}`) as HTMLInputElement | null)?.value;
    expect(inShipping('full_name')).toBe('山田 トメ');
    expect(inShipping('zip_code')).toBe('0600001');
    expect(inShipping('prefecture_id')).toBe('01');
    expect(inShipping('address1')).toBe('札幌市中央区北一条西2-1');
  });
});
