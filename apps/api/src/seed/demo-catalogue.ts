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
} as const;

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

/** Price table of each demo event: type 1 = data download, type 2 = print (spec §3, §9). */
export const demoPrices = [
  { priceTypeId: PRICE_TYPE.data, sizeId: DOWNLOAD_SIZE_ID, unitPrice: 330 },
  { priceTypeId: PRICE_TYPE.print, sizeId: 2 /* L */, unitPrice: 180 },
  { priceTypeId: PRICE_TYPE.print, sizeId: 3 /* 2L */, unitPrice: 400 },
  { priceTypeId: PRICE_TYPE.print, sizeId: WIDE_FOUR_CUT_SIZE_ID, unitPrice: 1200 },
  { priceTypeId: PRICE_TYPE.data, sizeId: MOVIE_DOWNLOAD_SIZE_ID, unitPrice: 1100 },
];
