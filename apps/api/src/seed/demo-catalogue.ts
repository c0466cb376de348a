import {
  DOWNLOAD_SIZE_ID,
  type LangText,
  MOVIE_DOWNLOAD_SIZE_ID,
  PRICE_TYPE,
  WIDE_FOUR_CUT_SIZE_ID,
} from '@omoide/contract';

/** The demo organisation's events: categories, purchase periods and prices (DESIGN §6). */
export const DEMO_EVENT_CODES = {
  sportsDay: { event_code1: 'SPORT', event_code2: '12345' },
  graduation: { event_code1: 'GRADU', event_code2: '54321' },
  /** A TWD event (currency 3): the Taiwanese card (decision 011). */
  taipei: { event_code1: 'TAIPE', event_code2: '33333' },
  /** A VND event (currency 4): the DCC card for Japanese cards (decision 013). */
  hanoi: { event_code1: 'HANOI', event_code2: '44444' },
} as const;

export type PriceSeed = { priceTypeId: number; sizeId: number; unitPrice: number };

/** An event's money in its own currency (spec §3 currency types): prices, late fee, early discount. */
export type CurrencySeed = {
  currencyTypeId: number;
  prices: PriceSeed[];
  extraCostInTax: number;
  discountInTax: number;
};

export type SubCategorySeed = {
  name: LangText;
  photos: number;
  /** Movies drawn by ffmpeg at seed time (10 s, 1280×720), after the photos. */
  movies?: number;
  /** Days from now to the purchase deadline (negative: already past, extra cost applies). */
  expiresInDays: number;
  discountEndsInDays: number | null;
};
export type CategorySeed = { name: LangText; subs: SubCategorySeed[] };
export type EventSeed = {
  name: LangText;
  codes: { event_code1: string; event_code2: string };
  eventDate: string;
  shippingTypeId: number;
  categories: CategorySeed[];
  /** Yen with `demoPrices` when absent. */
  currency?: CurrencySeed;
};

const lt = (ja: string, hant: string, vi: string, en: string): LangText => ({ ja, hant, vi, 'en-US': en });

export const demoEvents: EventSeed[] = [
  {
    name: lt(
      '2026 秋の運動会',
      '2026 秋季運動會',
      'Ngày hội thể thao mùa thu 2026',
      '2026 Autumn Sports Day',
    ),
    codes: DEMO_EVENT_CODES.sportsDay,
    eventDate: '2026-10-10',
    shippingTypeId: 1,
    categories: [
      {
        name: lt('かけっこ', '賽跑', 'Chạy đua', 'Races'),
        subs: [
          {
            name: lt('年少', '小班', 'Lớp mầm', 'Youngest'),
            photos: 8,
            expiresInDays: 30,
            discountEndsInDays: 3,
          },
          {
            name: lt('年中', '中班', 'Lớp chồi', 'Middle'),
            photos: 8,
            expiresInDays: 30,
            discountEndsInDays: 3,
          },
          {
            name: lt('年長', '大班', 'Lớp lá', 'Oldest'),
            photos: 8,
            expiresInDays: 4,
            discountEndsInDays: null,
          },
        ],
      },
      {
        name: lt('ダンス', '舞蹈', 'Múa', 'Dance'),
        subs: [
          {
            name: lt('全体', '全體', 'Toàn trường', 'Everyone'),
            photos: 8,
            expiresInDays: -2,
            discountEndsInDays: null,
          },
        ],
      },
      {
        name: lt('集合写真', '團體照', 'Ảnh tập thể', 'Group photos'),
        subs: [
          {
            name: lt('クラス別', '各班', 'Theo lớp', 'By class'),
            photos: 4,
            expiresInDays: 30,
            discountEndsInDays: null,
          },
        ],
      },
      {
        name: lt('リレー', '接力賽', 'Chạy tiếp sức', 'Relay'),
        subs: [
          {
            name: lt('動画', '影片', 'Video', 'Movies'),
            photos: 0,
            movies: 1,
            expiresInDays: 30,
            discountEndsInDays: null,
          },
        ],
      },
    ],
  },
  {
    name: lt('2027 卒園式', '2027 畢業典禮', 'Lễ tốt nghiệp 2027', '2027 Graduation'),
    codes: DEMO_EVENT_CODES.graduation,
    eventDate: '2027-03-15',
    shippingTypeId: 2,
    categories: [
      {
        name: lt('式典', '典禮', 'Buổi lễ', 'Ceremony'),
        subs: [
          {
            name: lt('入場', '入場', 'Tiến vào', 'Entrance'),
            photos: 8,
            expiresInDays: 45,
            discountEndsInDays: 10,
          },
          {
            name: lt('証書授与', '頒發證書', 'Trao bằng', 'Certificates'),
            photos: 8,
            expiresInDays: 45,
            discountEndsInDays: 10,
          },
        ],
      },
      {
        name: lt('記念撮影', '紀念合照', 'Ảnh kỷ niệm', 'Commemorative photos'),
        subs: [
          {
            name: lt('クラス別', '各班', 'Theo lớp', 'By class'),
            photos: 8,
            expiresInDays: 45,
            discountEndsInDays: null,
          },
        ],
      },
    ],
  },
];

/** Prices in TWD and VND per size (data download, L, 2L, wide four-cut), in round local amounts. */
const localPrices = (data: number, l: number, twoL: number, wide: number): PriceSeed[] => [
  { priceTypeId: PRICE_TYPE.data, sizeId: DOWNLOAD_SIZE_ID, unitPrice: data },
  { priceTypeId: PRICE_TYPE.print, sizeId: 2 /* L */, unitPrice: l },
  { priceTypeId: PRICE_TYPE.print, sizeId: 3 /* 2L */, unitPrice: twoL },
  { priceTypeId: PRICE_TYPE.print, sizeId: WIDE_FOUR_CUT_SIZE_ID, unitPrice: wide },
];

const everyone = lt('全体', '全體', 'Toàn trường', 'Everyone');

/**
 * An event in a local currency: one category of four photos (everyone), on sale for 30 days
 * with an early discount for 5, shipped to each home; late fee and discount in that currency.
 */
const localEvent = (
  name: LangText,
  codes: EventSeed['codes'],
  eventDate: string,
  category: LangText,
  currency: CurrencySeed,
): EventSeed => ({
  name,
  codes,
  eventDate,
  shippingTypeId: 1,
  categories: [
    { name: category, subs: [{ name: everyone, photos: 4, expiresInDays: 30, discountEndsInDays: 5 }] },
  ],
  currency,
});

/** Events in other currencies, so that every payment type can be tried after `npm start`. */
export const demoForeignEvents: EventSeed[] = [
  localEvent(
    lt('2026 台北校 運動会', '2026 台北分校 運動會', 'Hội thao Đài Bắc 2026', '2026 Taipei Sports Day'),
    DEMO_EVENT_CODES.taipei,
    '2026-11-07',
    lt('開会式', '開幕典禮', 'Khai mạc', 'Opening'),
    { currencyTypeId: 3, prices: localPrices(80, 40, 90, 280), extraCostInTax: 20, discountInTax: 10 },
  ),
  localEvent(
    lt(
      '2026 ハノイ校 発表会',
      '2026 河內分校 成果發表會',
      'Buổi biểu diễn Hà Nội 2026',
      '2026 Hanoi Recital',
    ),
    DEMO_EVENT_CODES.hanoi,
    '2026-12-12',
    lt('合唱', '合唱', 'Hợp xướng', 'Choir'),
    {
      currencyTypeId: 4,
      prices: localPrices(50_000, 25_000, 60_000, 180_000),
      extraCostInTax: 10_000,
      discountInTax: 5_000,
    },
  ),
];

/** Price table of each demo event: type 1 = data download, type 2 = print (spec §3, §9). */
export const demoPrices: PriceSeed[] = [
  { priceTypeId: PRICE_TYPE.data, sizeId: DOWNLOAD_SIZE_ID, unitPrice: 330 },
  { priceTypeId: PRICE_TYPE.print, sizeId: 2 /* L */, unitPrice: 180 },
  { priceTypeId: PRICE_TYPE.print, sizeId: 3 /* 2L */, unitPrice: 400 },
  { priceTypeId: PRICE_TYPE.print, sizeId: WIDE_FOUR_CUT_SIZE_ID, unitPrice: 1200 },
  { priceTypeId: PRICE_TYPE.data, sizeId: MOVIE_DOWNLOAD_SIZE_ID, unitPrice: 1100 },
];
