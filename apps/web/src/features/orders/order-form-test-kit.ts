import { fireEvent, screen } from '@testing-library/react';

/** Helpers of the order form's tests (ja): typing the buyer and a card as a person would. */
export const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

export function fillBuyer() {
  type('お名前', '山田 花子');
  type('郵便番号', '150-0041');
  type('都道府県', '13');
  type('市区町村・番地', '渋谷区神南1-2-3');
  type('電話番号', '03-1234-5678');
}

export function fillCard(number = '4111 1111 1111 1111') {
  type('カード番号', number);
  type('月', '12');
  type('年', String(new Date().getFullYear() + 2));
  type('セキュリティコード', '987');
  type('カード名義', 'hanako yamada');
}
