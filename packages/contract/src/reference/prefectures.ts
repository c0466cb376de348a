import type { LangText } from '../locale.js';

/**
 * The 47 prefectures in JIS X 0401 order (spec §3 "Reference lists"). Kept as compact rows
 * so the whole table reads at a glance; Vietnamese uses the same Latin romanisation as
 * English, so it is not repeated per row.
 */
const PREFECTURE_ROWS = [
  ['01', 'hokkaido', '北海道', '北海道', 'Hokkaido'],
  ['02', 'aomori', '青森県', '青森縣', 'Aomori'],
  ['03', 'iwate', '岩手県', '岩手縣', 'Iwate'],
  ['04', 'miyagi', '宮城県', '宮城縣', 'Miyagi'],
  ['05', 'akita', '秋田県', '秋田縣', 'Akita'],
  ['06', 'yamagata', '山形県', '山形縣', 'Yamagata'],
  ['07', 'fukushima', '福島県', '福島縣', 'Fukushima'],
  ['08', 'ibaraki', '茨城県', '茨城縣', 'Ibaraki'],
  ['09', 'tochigi', '栃木県', '栃木縣', 'Tochigi'],
  ['10', 'gunma', '群馬県', '群馬縣', 'Gunma'],
  ['11', 'saitama', '埼玉県', '埼玉縣', 'Saitama'],
  ['12', 'chiba', '千葉県', '千葉縣', 'Chiba'],
  ['13', 'tokyo', '東京都', '東京都', 'Tokyo'],
  ['14', 'kanagawa', '神奈川県', '神奈川縣', 'Kanagawa'],
  ['15', 'niigata', '新潟県', '新潟縣', 'Niigata'],
  ['16', 'toyama', '富山県', '富山縣', 'Toyama'],
  ['17', 'ishikawa', '石川県', '石川縣', 'Ishikawa'],
  ['18', 'fukui', '福井県', '福井縣', 'Fukui'],
  ['19', 'yamanashi', '山梨県', '山梨縣', 'Yamanashi'],
  ['20', 'nagano', '長野県', '長野縣', 'Nagano'],
  ['21', 'gifu', '岐阜県', '岐阜縣', 'Gifu'],
  ['22', 'shizuoka', '静岡県', '靜岡縣', 'Shizuoka'],
  ['23', 'aichi', '愛知県', '愛知縣', 'Aichi'],
  ['24', 'mie', '三重県', '三重縣', 'Mie'],
  ['25', 'shiga', '滋賀県', '滋賀縣', 'Shiga'],
  ['26', 'kyoto', '京都府', '京都府', 'Kyoto'],
  ['27', 'osaka', '大阪府', '大阪府', 'Osaka'],
  ['28', 'hyogo', '兵庫県', '兵庫縣', 'Hyogo'],
  ['29', 'nara', '奈良県', '奈良縣', 'Nara'],
  ['30', 'wakayama', '和歌山県', '和歌山縣', 'Wakayama'],
  ['31', 'tottori', '鳥取県', '鳥取縣', 'Tottori'],
  ['32', 'shimane', '島根県', '島根縣', 'Shimane'],
  ['33', 'okayama', '岡山県', '岡山縣', 'Okayama'],
  ['34', 'hiroshima', '広島県', '廣島縣', 'Hiroshima'],
  ['35', 'yamaguchi', '山口県', '山口縣', 'Yamaguchi'],
  ['36', 'tokushima', '徳島県', '德島縣', 'Tokushima'],
  ['37', 'kagawa', '香川県', '香川縣', 'Kagawa'],
  ['38', 'ehime', '愛媛県', '愛媛縣', 'Ehime'],
  ['39', 'kochi', '高知県', '高知縣', 'Kochi'],
  ['40', 'fukuoka', '福岡県', '福岡縣', 'Fukuoka'],
  ['41', 'saga', '佐賀県', '佐賀縣', 'Saga'],
  ['42', 'nagasaki', '長崎県', '長崎縣', 'Nagasaki'],
  ['43', 'kumamoto', '熊本県', '熊本縣', 'Kumamoto'],
  ['44', 'oita', '大分県', '大分縣', 'Oita'],
  ['45', 'miyazaki', '宮崎県', '宮崎縣', 'Miyazaki'],
  ['46', 'kagoshima', '鹿児島県', '鹿兒島縣', 'Kagoshima'],
  ['47', 'okinawa', '沖縄県', '沖繩縣', 'Okinawa'],
] as const;

type PrefectureRow = (typeof PREFECTURE_ROWS)[number];
/** '01' … '47', the `prefecture_id` of the order form. */
export type PrefectureCode = PrefectureRow[0];
export type PrefectureKey = PrefectureRow[1];

export interface Prefecture {
  readonly code: PrefectureCode;
  readonly key: PrefectureKey;
  readonly name: LangText;
}

export const PREFECTURES: readonly Prefecture[] = PREFECTURE_ROWS.map(([code, key, ja, hant, en]) => ({
  code,
  key,
  name: { ja, hant, vi: en, 'en-US': en },
}));

export const PREFECTURE_CODES: readonly PrefectureCode[] = PREFECTURES.map((p) => p.code);

const byCode = new Map<string, Prefecture>(PREFECTURES.map((p) => [p.code, p]));

export function isPrefectureCode(value: unknown): value is PrefectureCode {
  return typeof value === 'string' && byCode.has(value);
}

/** Accepts '13' or 13 alike, since some clients send the code as a number. */
export function prefectureByCode(code: string | number): Prefecture | undefined {
  return byCode.get(typeof code === 'number' ? String(code).padStart(2, '0') : code);
}

export function prefectureByKey(key: string): Prefecture | undefined {
  return PREFECTURES.find((p) => p.key === key);
}
