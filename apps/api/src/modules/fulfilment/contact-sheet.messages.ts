import { defineMessages } from '../../platform/i18n/messages';

/** Texts of the lab's PDF contact sheet. */
export const contactSheetTexts = defineMessages({
  title: {
    ja: '{event} プリント一覧',
    hant: '{event} 沖印清單',
    vi: '{event} — danh sách ảnh in',
    'en-US': '{event} — prints',
  },
  summary: {
    ja: '{status}: 注文 {orders} 件、プリント {prints} 枚',
    hant: '{status}：訂單 {orders} 筆，沖印 {prints} 張',
    vi: '{status}: {orders} đơn, {prints} ảnh in',
    'en-US': '{status}: {orders} orders, {prints} prints',
  },
  'status.paid': { ja: '制作待ち', hant: '待製作', vi: 'Chờ sản xuất', 'en-US': 'To produce' },
  'status.in_production': { ja: '制作中', hant: '製作中', vi: 'Đang sản xuất', 'en-US': 'In production' },
  'status.shipped': { ja: '発送済み', hant: '已出貨', vi: 'Đã gửi', 'en-US': 'Shipped' },
  'status.all': { ja: 'すべて', hant: '全部', vi: 'Tất cả', 'en-US': 'All' },
  empty: {
    ja: 'この条件のプリント注文はありません。',
    hant: '沒有符合條件的沖印訂單。',
    vi: 'Không có đơn ảnh in nào.',
    'en-US': 'No print orders.',
  },
  trimmed: { ja: 'トリミングあり', hant: '已裁切', vi: 'đã cắt', 'en-US': 'trimmed' },
  noPreview: { ja: 'プレビューなし', hant: '無預覽', vi: 'Không có ảnh xem trước', 'en-US': 'No preview' },
});
