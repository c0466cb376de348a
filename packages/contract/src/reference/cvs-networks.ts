import type { LangText } from '../locale.js';

/**
 * Convenience-store networks for `cvs_net_type` (spec §3 "Reference lists"). Ids are
 * strings because the leading zeros are part of the gateway's code; `logoWidth` is the
 * pixel width the payment form draws each network's logo at.
 */
export const CVS_NETWORKS = [
  {
    id: '00001',
    type: 'lawson',
    logoWidth: 69,
    name: { ja: 'ローソン', hant: '羅森', vi: 'Lawson', 'en-US': 'Lawson' },
  },
  {
    id: '00002',
    type: 'family_mart',
    logoWidth: 32,
    name: { ja: 'ファミリーマート', hant: '全家便利商店', vi: 'FamilyMart', 'en-US': 'FamilyMart' },
  },
  {
    id: '00005',
    type: 'mini_stop',
    logoWidth: 45,
    name: { ja: 'ミニストップ', hant: 'MINISTOP', vi: 'Ministop', 'en-US': 'Ministop' },
  },
  {
    id: '00006',
    type: 'daily_yamazaki',
    logoWidth: 48,
    name: { ja: 'デイリーヤマザキ', hant: 'Daily Yamazaki', vi: 'Daily Yamazaki', 'en-US': 'Daily Yamazaki' },
  },
  {
    id: '00007',
    type: 'seven_eleven',
    logoWidth: 32,
    name: { ja: 'セブン-イレブン', hant: '7-ELEVEN', vi: '7-Eleven', 'en-US': '7-Eleven' },
  },
  {
    id: '00008',
    type: 'seico_mart',
    logoWidth: 83,
    name: { ja: 'セイコーマート', hant: 'Seicomart', vi: 'Seicomart', 'en-US': 'Seicomart' },
  },
] as const satisfies readonly CvsNetworkShape[];

/** The spec's second, shorter list (its own id scheme): 7-Eleven and everything else. */
export const ALT_CVS_NETWORKS = [
  {
    id: '0301',
    type: 'seven_eleven',
    logoWidth: 32,
    name: { ja: 'セブン-イレブン', hant: '7-ELEVEN', vi: '7-Eleven', 'en-US': '7-Eleven' },
  },
  {
    id: '0302',
    type: 'others',
    logoWidth: 146,
    name: { ja: 'その他のコンビニ', hant: '其他超商', vi: 'Cửa hàng tiện lợi khác', 'en-US': 'Other stores' },
  },
] as const satisfies readonly CvsNetworkShape[];

interface CvsNetworkShape {
  readonly id: string;
  readonly type: string;
  readonly logoWidth: number;
  readonly name: LangText;
}

export type CvsNetwork = (typeof CVS_NETWORKS)[number] | (typeof ALT_CVS_NETWORKS)[number];
export type CvsNetworkId = CvsNetwork['id'];
export type CvsNetworkType = CvsNetwork['type'];

const ALL: readonly CvsNetwork[] = [...CVS_NETWORKS, ...ALT_CVS_NETWORKS];

/** Looks an id up in both lists; their id schemes do not overlap. */
export function cvsNetworkById(id: string): CvsNetwork | undefined {
  return ALL.find((n) => n.id === id);
}

export function isCvsNetworkId(value: unknown): value is CvsNetworkId {
  return typeof value === 'string' && cvsNetworkById(value) !== undefined;
}
