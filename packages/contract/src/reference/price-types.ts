import type { LangText } from '../locale.js';

/** Price types of a price line's `price_type_id` (spec §3 "Cart"): a download or a print. */
export const PRICE_TYPE = { data: 1, print: 2 } as const;
export type PriceTypeKey = keyof typeof PRICE_TYPE;
export type PriceTypeId = (typeof PRICE_TYPE)[PriceTypeKey];

export const PRICE_TYPES = [
  { id: 1, key: 'data', name: { ja: 'データ', hant: '數位檔案', vi: 'Dữ liệu ảnh', 'en-US': 'Digital' } },
  { id: 2, key: 'print', name: { ja: 'プリント', hant: '沖印', vi: 'Ảnh in', 'en-US': 'Print' } },
] as const satisfies readonly { id: PriceTypeId; key: PriceTypeKey; name: LangText }[];

export function priceTypeById(id: number): (typeof PRICE_TYPES)[number] | undefined {
  return PRICE_TYPES.find((p) => p.id === id);
}

/** The single size of a photo's download. */
export const DOWNLOAD_SIZE_ID = 1;
/** The single size of a movie: movies are sold as downloads only (issue: delivery). */
export const MOVIE_DOWNLOAD_SIZE_ID = 21;
/** Wide four-cut (ワイド四切) print: a line of it makes shipping the large fee (spec §9). */
export const WIDE_FOUR_CUT_SIZE_ID = 11;

/**
 * Sizes (`size_id`). The spec fixes only 1 (download) and 11 (wide four-cut); the print ids
 * between are ours, with gaps left so an operator's extra sizes can slot in by id order,
 * which is also the receipt order (§9). `mm` is the paper size, short side first. `media`
 * is what a size sells: a photo (its download or a print) or a movie (its download).
 */
export const SIZES = [
  {
    id: DOWNLOAD_SIZE_ID,
    key: 'download',
    priceTypeId: PRICE_TYPE.data,
    media: 'photo',
    mm: null,
    name: { ja: 'ダウンロード', hant: '下載', vi: 'Tải xuống', 'en-US': 'Download' },
  },
  {
    id: 2,
    key: 'l',
    priceTypeId: PRICE_TYPE.print,
    media: 'photo',
    mm: [89, 127],
    name: { ja: 'L判', hant: 'L尺寸（3.5×5吋）', vi: 'Cỡ L (9×13 cm)', 'en-US': 'L size (3.5×5 in)' },
  },
  {
    id: 3,
    key: '2l',
    priceTypeId: PRICE_TYPE.print,
    media: 'photo',
    mm: [127, 178],
    name: { ja: '2L判', hant: '2L尺寸（5×7吋）', vi: 'Cỡ 2L (13×18 cm)', 'en-US': '2L size (5×7 in)' },
  },
  {
    id: 5,
    key: 'six_cut',
    priceTypeId: PRICE_TYPE.print,
    media: 'photo',
    mm: [203, 254],
    name: { ja: '六切', hant: '六切（8×10吋）', vi: 'Cỡ 20×25 cm', 'en-US': '8×10 in' },
  },
  {
    id: 7,
    key: 'four_cut',
    priceTypeId: PRICE_TYPE.print,
    media: 'photo',
    mm: [254, 305],
    name: { ja: '四切', hant: '四切（10×12吋）', vi: 'Cỡ 25×30 cm', 'en-US': '10×12 in' },
  },
  {
    id: WIDE_FOUR_CUT_SIZE_ID,
    key: 'wide_four_cut',
    priceTypeId: PRICE_TYPE.print,
    media: 'photo',
    mm: [254, 366],
    name: { ja: 'ワイド四切', hant: '寬版四切（10×14.4吋）', vi: 'Cỡ 25×36 cm', 'en-US': 'Wide 10×14.4 in' },
  },
  {
    id: MOVIE_DOWNLOAD_SIZE_ID,
    key: 'movie_download',
    priceTypeId: PRICE_TYPE.data,
    media: 'movie',
    mm: null,
    name: { ja: '動画ダウンロード', hant: '影片下載', vi: 'Tải video', 'en-US': 'Movie download' },
  },
] as const satisfies readonly {
  id: number;
  key: string;
  priceTypeId: PriceTypeId;
  media: 'photo' | 'movie';
  mm: readonly [number, number] | null;
  name: LangText;
}[];

export type Size = (typeof SIZES)[number];
export type SizeId = Size['id'];
export type SizeKey = Size['key'];

export const PRINT_SIZES = SIZES.filter((s) => s.priceTypeId === PRICE_TYPE.print);

/**
 * Whether a size is sold for an item of this media type: a movie only as its download, a
 * photo as anything but that (no print of a movie, no movie price for a photo). Unknown
 * sizes are not sold.
 */
export function isSizeForMedia(sizeId: number, mediaType: 'photo' | 'movie'): boolean {
  return sizeById(sizeId)?.media === mediaType;
}

export function sizeById(id: number): Size | undefined {
  return SIZES.find((s) => s.id === id);
}
