import type { LangText } from '../locale.js';

/** Labels of the receipt's adjustment rows (spec §3 "Reference lists"). */
export const RECEIPT_LABELS = {
  shipping_fee: {
    ja: '送料（全国一律）',
    hant: '運費（全國統一）',
    vi: 'Phí vận chuyển (đồng giá toàn quốc)',
    'en-US': 'Shipping fee (flat rate nationwide)',
  },
  out_of_period_fee: {
    ja: '期間外手数料',
    hant: '逾期手續費',
    vi: 'Phí ngoài thời hạn',
    'en-US': 'Out-of-period fee',
  },
  early_discount: {
    ja: '早期割引',
    hant: '早鳥優惠',
    vi: 'Giảm giá đặt sớm',
    'en-US': 'Early discount',
  },
} as const satisfies Record<string, LangText>;

export type ReceiptLabelKey = keyof typeof RECEIPT_LABELS;

export const RECEIPT_LABEL_KEYS = Object.keys(RECEIPT_LABELS) as ReceiptLabelKey[];
