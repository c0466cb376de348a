import { defineMessages } from '../../platform/i18n/messages';

/** The dashboard's refusals of a period (issue #15). */
export const dashboardMessages = defineMessages({
  'period.order': {
    ja: '期間の開始は終了より前にしてください。',
    hant: '期間的開始日必須早於結束日。',
    vi: 'Ngày bắt đầu phải trước ngày kết thúc.',
    'en-US': 'The period must start before it ends.',
  },
  'period.too_long': {
    ja: '一度に表示できる期間は {days} 日までです。期間を短くしてください。',
    hant: '一次最多只能查看 {days} 天，請縮短期間。',
    vi: 'Mỗi lần chỉ xem được tối đa {days} ngày. Vui lòng chọn khoảng thời gian ngắn hơn.',
    'en-US': 'A period can be at most {days} days long. Please choose a shorter one.',
  },
});

/** The CSV's column titles, in the order of its columns, and the names of its sections. */
export const dashboardCsvText = defineMessages({
  section: { ja: '区分', hant: '類別', vi: 'Mục', 'en-US': 'Section' },
  item: { ja: '項目', hant: '項目', vi: 'Nội dung', 'en-US': 'Item' },
  currency: { ja: '通貨', hant: '幣別', vi: 'Tiền tệ', 'en-US': 'Currency' },
  count: { ja: '件数', hant: '筆數', vi: 'Số lượng', 'en-US': 'Count' },
  amount: {
    ja: '金額（税込）',
    hant: '金額（含稅）',
    vi: 'Số tiền (gồm thuế)',
    'en-US': 'Amount (tax incl.)',
  },
  refundedCount: { ja: '返金件数', hant: '退款筆數', vi: 'Số đơn hoàn tiền', 'en-US': 'Refunded orders' },
  refundedAmount: { ja: '返金額', hant: '退款金額', vi: 'Số tiền hoàn', 'en-US': 'Refunded amount' },
});

export const dashboardCsvSections = defineMessages({
  period: { ja: '期間', hant: '期間', vi: 'Khoảng thời gian', 'en-US': 'Period' },
  day: { ja: '日別売上', hant: '每日銷售', vi: 'Doanh thu theo ngày', 'en-US': 'Sales per day' },
  event: {
    ja: 'イベント別売上',
    hant: '各活動銷售',
    vi: 'Doanh thu theo sự kiện',
    'en-US': 'Sales per event',
  },
  type: {
    ja: 'ダウンロードとプリント',
    hant: '下載與沖印',
    vi: 'Tải về và ảnh in',
    'en-US': 'Downloads and prints',
  },
  payment: { ja: '支払い方法', hant: '付款方式', vi: 'Phương thức thanh toán', 'en-US': 'Payment type' },
  downloads: { ja: 'ダウンロード', hant: '下載次數', vi: 'Lượt tải về', 'en-US': 'Downloads' },
  faces: { ja: '顔検索', hant: '人臉搜尋', vi: 'Tìm theo khuôn mặt', 'en-US': 'Face search' },
});

/** The items of the download and face-search sections, and the two price types. */
export const dashboardCsvItems = defineMessages({
  data: {
    ja: 'ダウンロード（データ）',
    hant: '下載（檔案）',
    vi: 'Tải về (dữ liệu)',
    'en-US': 'Download (data)',
  },
  print: { ja: 'プリント', hant: '沖印', vi: 'Ảnh in', 'en-US': 'Print' },
  ordersWithData: {
    ja: 'データを含む注文',
    hant: '含檔案的訂單',
    vi: 'Đơn có dữ liệu tải về',
    'en-US': 'Orders with data',
  },
  ordersDownloaded: {
    ja: 'ダウンロード済みの注文',
    hant: '已下載的訂單',
    vi: 'Đơn đã được tải về',
    'en-US': 'Orders downloaded',
  },
  originals: {
    ja: '写真のダウンロード回数',
    hant: '照片下載次數',
    vi: 'Lượt tải ảnh',
    'en-US': 'Photo downloads',
  },
  movies: {
    ja: '動画のダウンロード回数',
    hant: '影片下載次數',
    vi: 'Lượt tải video',
    'en-US': 'Movie downloads',
  },
  zips: { ja: 'ZIPのダウンロード回数', hant: 'ZIP 下載次數', vi: 'Lượt tải ZIP', 'en-US': 'Zip downloads' },
  childrenWithFaces: {
    ja: '顔を登録したお子さま',
    hant: '已登錄臉部的孩子',
    vi: 'Bé đã đăng ký khuôn mặt',
    'en-US': 'Children with a registered face',
  },
  childrenMatched: {
    ja: '見つかった写真を確認したお子さま',
    hant: '已確認搜尋結果的孩子',
    vi: 'Bé có ảnh được phụ huynh xác nhận',
    'en-US': 'Children whose found photos were reviewed',
  },
  confirmed: {
    ja: '本人と確認された写真',
    hant: '確認為本人的照片',
    vi: 'Ảnh được xác nhận',
    'en-US': 'Photos confirmed',
  },
  rejected: {
    ja: '別人とされた写真',
    hant: '標為非本人的照片',
    vi: 'Ảnh bị từ chối',
    'en-US': 'Photos rejected',
  },
});

/** Payment types by name, as the studio's orders page shows them. */
export const dashboardPaymentTypes = defineMessages({
  // The demo seed's orders (apps/api/src/seed/demo-order.ts), never a real payment.
  seed: { ja: 'デモ注文', hant: '示範訂單', vi: 'Đơn hàng mẫu', 'en-US': 'Demo order' },
  credit_card: { ja: 'クレジットカード', hant: '信用卡（日本）', vi: 'Thẻ tín dụng', 'en-US': 'Credit card' },
  credit_card_dcc: {
    ja: 'クレジットカード（外貨決済）',
    hant: '信用卡（外幣結帳）',
    vi: 'Thẻ tín dụng (ngoại tệ)',
    'en-US': 'Credit card (card currency)',
  },
  credit_card_dcc_vnd_jp_card: {
    ja: 'クレジットカード（ベトナムドン決済・日本発行カード）',
    hant: '信用卡（越南盾結帳・日本發行卡）',
    vi: 'Thẻ tín dụng (VND, thẻ phát hành tại Nhật)',
    'en-US': 'Credit card (VND, Japanese card)',
  },
  r_aupay: { ja: 'au PAY', hant: 'au PAY', vi: 'au PAY', 'en-US': 'au PAY' },
  r_credit_card: { ja: '楽天カード決済', hant: '樂天信用卡', vi: 'Thẻ Rakuten', 'en-US': 'Rakuten card' },
  r_cvs_net: {
    ja: 'コンビニ払い',
    hant: '超商付款（日本）',
    vi: 'Thanh toán tại cửa hàng tiện lợi (Nhật)',
    'en-US': 'Convenience store (Japan)',
  },
  r_paypay: { ja: 'PayPay', hant: 'PayPay', vi: 'PayPay', 'en-US': 'PayPay' },
  r_rpay: { ja: '楽天ペイ', hant: '樂天Pay', vi: 'Rakuten Pay', 'en-US': 'Rakuten Pay' },
  tw_credit_card: {
    ja: 'クレジットカード（台湾）',
    hant: '信用卡（台灣）',
    vi: 'Thẻ tín dụng (Đài Loan)',
    'en-US': 'Credit card (Taiwan)',
  },
  tw_cvs_net: {
    ja: 'コンビニ払い（台湾）',
    hant: '超商付款（台灣）',
    vi: 'Thanh toán tại cửa hàng tiện lợi (Đài Loan)',
    'en-US': 'Convenience store (Taiwan)',
  },
});
