import { describe, expect, it } from 'vitest';
import { TEXT_LANGUAGES } from '../locale.js';
import {
  isPrefectureCode,
  PREFECTURE_CODES,
  PREFECTURES,
  prefectureByCode,
  prefectureByKey,
} from './prefectures.js';

describe('§3 reference lists: prefectures', () => {
  it('has 47 entries with contiguous codes 01–47 in JIS order', () => {
    expect(PREFECTURES).toHaveLength(47);
    expect(PREFECTURE_CODES).toEqual(Array.from({ length: 47 }, (_, i) => String(i + 1).padStart(2, '0')));
  });

  it('starts with Hokkaido and ends with Okinawa', () => {
    expect(PREFECTURES[0]).toEqual({
      code: '01',
      key: 'hokkaido',
      name: { ja: '北海道', hant: '北海道', vi: 'Hokkaido', 'en-US': 'Hokkaido' },
    });
    expect(PREFECTURES[46]).toEqual({
      code: '47',
      key: 'okinawa',
      name: { ja: '沖縄県', hant: '沖繩縣', vi: 'Okinawa', 'en-US': 'Okinawa' },
    });
  });

  it.each([
    ['13', 'tokyo', '東京都', '東京都', 'Tokyo'],
    ['26', 'kyoto', '京都府', '京都府', 'Kyoto'],
    ['27', 'osaka', '大阪府', '大阪府', 'Osaka'],
    ['02', 'aomori', '青森県', '青森縣', 'Aomori'],
    ['14', 'kanagawa', '神奈川県', '神奈川縣', 'Kanagawa'],
    ['34', 'hiroshima', '広島県', '廣島縣', 'Hiroshima'],
    ['40', 'fukuoka', '福岡県', '福岡縣', 'Fukuoka'],
    ['46', 'kagoshima', '鹿児島県', '鹿兒島縣', 'Kagoshima'],
  ])('%s is %s (%s)', (code, key, ja, hant, en) => {
    expect(prefectureByCode(code)).toEqual({ code, key, name: { ja, hant, vi: en, 'en-US': en } });
    expect(prefectureByKey(key)?.code).toBe(code);
  });

  it('has unique keys and every name in every language, with a suffix in ja', () => {
    expect(new Set(PREFECTURES.map((p) => p.key)).size).toBe(47);
    for (const p of PREFECTURES) {
      for (const lang of TEXT_LANGUAGES) expect(p.name[lang]).not.toBe('');
      expect(p.name.ja).toMatch(p.key === 'hokkaido' ? /道$/ : /[都府県]$/);
    }
  });

  it('looks codes up as strings or numbers and rejects unknown ones', () => {
    expect(prefectureByCode(1)?.key).toBe('hokkaido');
    expect(prefectureByCode(47)?.key).toBe('okinawa');
    expect(prefectureByCode('48')).toBeUndefined();
    expect(prefectureByKey('edo')).toBeUndefined();
    expect(isPrefectureCode('13')).toBe(true);
    expect(isPrefectureCode('1')).toBe(false);
    expect(isPrefectureCode(13)).toBe(false);
  });
});
