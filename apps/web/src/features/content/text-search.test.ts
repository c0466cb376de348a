import { describe, expect, it } from 'vitest';
import { highlightHtml } from './highlight-html';
import { matchesTerms, matchRanges, searchTerms, toSearchText } from './text-search';

const matches = (query: string, text: string) => matchesTerms(searchTerms(query), [toSearchText(text)]);
/** The parts of `text` a query highlights. */
const marked = (query: string, text: string) =>
  matchRanges(text, searchTerms(query)).map(([start, end]) => text.slice(start, end));

describe('FAQ search matching', () => {
  it.each([
    ['case', 'PAYMENT', 'Which payment methods can I use?'],
    ['full-width Latin', 'ｐａｙｍｅｎｔ', 'payment'],
    ['full-width digits', '１０営業日', '通常10営業日前後で発送します'],
    ['half-width katakana', 'ｸﾚｼﾞｯﾄｶｰﾄﾞ', 'クレジットカード、コンビニ払い'],
    ['hiragana typed for katakana', 'くれじっと', 'クレジットカード、コンビニ払い'],
    ['katakana typed for hiragana', 'オシハライ', 'お支払い方法：おしはらい'],
    ['half-width katakana with voiced marks', 'ﾀﾞｳﾝﾛｰﾄﾞ', 'データのダウンロード'],
    ['Japanese substring', '支払', '支払い方法は何がありますか？'],
    ['Chinese substring', '付款', '有哪些付款方式？'],
    ['Vietnamese without accents', 'thanh toan', 'Có những phương thức thanh toán nào?'],
    ['Vietnamese đ', 'dang ky', 'Đăng ký tài khoản'],
    ['Vietnamese with accents', 'THANH TOÁN', 'phương thức thanh toán'],
    ['Vietnamese with accents, capital Đ', 'ĐĂNG KÝ', 'đăng ký tài khoản'],
    ['Vietnamese typed decomposed (NFD)', 'thanh toán'.normalize('NFD'), 'thanh toán'],
    ['several terms in any order', 'カード コンビニ', 'クレジットカード、コンビニ払い'],
    ['ideographic space between terms', 'カード　コンビニ', 'クレジットカード、コンビニ払い'],
  ])('matches across %s', (_label, query, text) => {
    expect(matches(query, text)).toBe(true);
  });

  it('keeps Japanese voiced marks apart', () => {
    expect(matches('か', 'がっこう')).toBe(false);
    expect(matches('が', 'がっこう')).toBe(true);
    expect(matches('は', 'パソコン')).toBe(false);
  });

  it('reads Vietnamese accents when they are typed: bán is not bàn, ban finds both', () => {
    expect(matches('bán', 'ảnh được bán')).toBe(true);
    expect(matches('bán', 'cái bàn')).toBe(false);
    expect(matches('bán', 'bạn bè')).toBe(false);
    expect(matches('ban', 'ảnh được bán')).toBe(true);
    expect(matches('ban', 'cái bàn')).toBe(true);
    // Each term on its own: one typed with accents, one without.
    expect(matches('hoàn tien', 'Hoàn tiền cho đơn hàng')).toBe(true);
    expect(matches('hoan tiền', 'Hoàn tiến')).toBe(false);
  });

  it('needs every term', () => {
    expect(matches('カード 現金', 'クレジットカード、コンビニ払い')).toBe(false);
  });

  it('treats a blank query as no search', () => {
    expect(searchTerms('  　 ')).toEqual([]);
  });
});

describe('FAQ search highlighting', () => {
  it('marks the original characters, whatever form matched', () => {
    expect(marked('くれじっと', 'クレジットカード')).toEqual(['クレジット']);
    expect(marked('ｶｰﾄﾞ', 'クレジットカード、カード')).toEqual(['カード', 'カード']);
    expect(marked('ｐａｙ', 'PayPay')).toEqual(['PayPay']);
    expect(marked('thanh toan', 'Thanh toán tại cửa hàng')).toEqual(['Thanh', 'toán']);
    expect(marked('10', 'ＬＩＮＥで１０分')).toEqual(['１０']);
  });

  it('keeps a decomposed accent with its letter', () => {
    const text = 'Hủy đơn'.normalize('NFD');
    expect(marked('huy', text)).toEqual(['Hủy'.normalize('NFD')]);
  });

  it('merges overlapping matches of several terms', () => {
    expect(matchRanges('ダウンロード期限', searchTerms('ダウン ロード'))).toEqual([[0, 6]]);
  });

  it('marks words in an answer’s text only, never inside its tags or attributes', () => {
    const html =
      '<p>お支払いは<a href="/pay" rel="noopener noreferrer">こちら</a>から。<strong>支払い</strong>期限</p>';
    expect(highlightHtml(html, searchTerms('支払'))).toBe(
      '<p>お<mark>支払</mark>いは<a href="/pay" rel="noopener noreferrer">こちら</a>から。<strong><mark>支払</mark>い</strong>期限</p>',
    );
    expect(highlightHtml(html, searchTerms('pay noopener'))).toBe(html);
    expect(highlightHtml('<p>a &lt;b&gt;</p>', searchTerms('b'))).toBe('<p>a &lt;<mark>b</mark>&gt;</p>');
  });
});
