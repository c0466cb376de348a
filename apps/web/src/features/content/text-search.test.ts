import { describe, expect, it } from 'vitest';
import { matchesTerms, normaliseForSearch, searchTerms } from './text-search';

const matches = (query: string, text: string) => matchesTerms(searchTerms(query), [normaliseForSearch(text)]);

describe('FAQ search matching', () => {
  it.each([
    ['case', 'PAYMENT', 'Which payment methods can I use?'],
    ['full-width Latin', 'ｐａｙｍｅｎｔ', 'payment'],
    ['full-width digits', '１０営業日', '通常10営業日前後で発送します'],
    ['half-width katakana', 'ｸﾚｼﾞｯﾄｶｰﾄﾞ', 'クレジットカード、コンビニ払い'],
    ['Japanese substring', '支払', '支払い方法は何がありますか？'],
    ['Chinese substring', '付款', '有哪些付款方式？'],
    ['Vietnamese without accents', 'thanh toan', 'Có những phương thức thanh toán nào?'],
    ['Vietnamese đ', 'dang ky', 'Đăng ký tài khoản'],
    ['Vietnamese with accents', 'THANH TOÁN', 'phương thức thanh toán'],
    ['several terms in any order', 'カード コンビニ', 'クレジットカード、コンビニ払い'],
    ['ideographic space between terms', 'カード　コンビニ', 'クレジットカード、コンビニ払い'],
  ])('matches across %s', (_label, query, text) => {
    expect(matches(query, text)).toBe(true);
  });

  it('keeps Japanese voiced marks apart', () => {
    expect(matches('か', 'がっこう')).toBe(false);
    expect(matches('が', 'がっこう')).toBe(true);
  });

  it('needs every term', () => {
    expect(matches('カード 現金', 'クレジットカード、コンビニ払い')).toBe(false);
  });

  it('treats a blank query as no search', () => {
    expect(searchTerms('  　 ')).toEqual([]);
  });
});
