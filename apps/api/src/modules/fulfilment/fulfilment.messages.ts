import { defineMessages } from '../../platform/i18n/messages';

/** Messages of print fulfilment (docs/decisions/018): the studio's errors and the buyer's shipping mail. */
export const fulfilmentMessages = defineMessages({
  'order.not_found': {
    ja: 'プリントを含む支払い済みの注文が見つかりません。',
    hant: '找不到含沖印的已付款訂單。',
    vi: 'Không tìm thấy đơn đã thanh toán có ảnh in.',
    'en-US': 'No paid order with prints was found.',
  },
  'order.not_paid': {
    ja: 'この注文はすでに制作待ちではありません（他の担当者が進めた可能性があります）。一覧を更新してください。',
    hant: '此訂單已不在待製作狀態（可能已由其他同事處理），請重新整理列表。',
    vi: 'Đơn này không còn chờ sản xuất (có thể đồng nghiệp khác đã xử lý). Vui lòng tải lại danh sách.',
    'en-US':
      'This order is no longer waiting for production (a colleague may have moved it on). Please refresh the list.',
  },
  'order.not_shippable': {
    ja: 'この注文は発送済みにできません（返金の手続き中か、支払い済みではありません）。',
    hant: '此訂單無法標記為已出貨（退款處理中或尚未付款）。',
    vi: 'Không thể đánh dấu đơn này là đã gửi (đang hoàn tiền hoặc chưa thanh toán).',
    'en-US': 'This order cannot be marked shipped (its refund is under way, or it is not paid).',
  },
  'tracking.required': {
    ja: '個別配送の注文には追跡番号を入力してください。',
    hant: '個別配送的訂單請輸入貨件追蹤號碼。',
    vi: 'Vui lòng nhập mã vận đơn cho đơn giao tận nhà.',
    'en-US': 'Please enter the tracking number: this order is shipped to the buyer.',
  },
  'tracking.format': {
    ja: '{carrier}の追跡番号の形式ではありません（{format}）。番号をご確認ください。',
    hant: '這不是{carrier}的追蹤號碼格式（{format}），請確認號碼。',
    vi: 'Đây không phải định dạng mã vận đơn của {carrier} ({format}). Vui lòng kiểm tra lại.',
    'en-US': 'This is not a {carrier} tracking number ({format}). Please check it.',
  },
  'files.missing': {
    ja: '次の写真の元データが見つからないため、入稿データを作れません: {files}',
    hant: '找不到以下照片的原始檔，無法產生印刷檔：{files}',
    vi: 'Không tìm thấy tệp gốc của các ảnh sau nên không thể tạo tệp in: {files}',
    'en-US': 'The print files cannot be made: the originals of these photos are missing: {files}',
  },
  'mail.subject': {
    ja: '【Omoide】プリントを発送しました（{code}）',
    hant: '【Omoide】您的沖印已出貨（{code}）',
    vi: '[Omoide] Ảnh in của bạn đã được gửi ({code})',
    'en-US': '[Omoide] Your prints have been shipped ({code})',
  },
  'mail.body': {
    ja: 'Omoideをご利用いただきありがとうございます。以下のご注文のプリントを発送しました。\n\nご注文番号: {code}\nイベント: {event}\n配送業者: {carrier}\n{tracking}\n\nご注文の詳細: {url}',
    hant: '感謝您使用 Omoide。以下訂單的沖印已出貨。\n\n訂單編號：{code}\n活動：{event}\n物流業者：{carrier}\n{tracking}\n\n訂單明細：{url}',
    vi: 'Cảm ơn bạn đã sử dụng Omoide. Ảnh in của đơn hàng sau đã được gửi.\n\nMã đơn hàng: {code}\nSự kiện: {event}\nĐơn vị vận chuyển: {carrier}\n{tracking}\n\nChi tiết đơn hàng: {url}',
    'en-US':
      'Thank you for using Omoide. The prints of the following order have been shipped.\n\nOrder code: {code}\nEvent: {event}\nCarrier: {carrier}\n{tracking}\n\nYour order: {url}',
  },
  'mail.tracking': {
    ja: '追跡番号: {number}',
    hant: '追蹤號碼：{number}',
    vi: 'Mã vận đơn: {number}',
    'en-US': 'Tracking number: {number}',
  },
  'mail.tracking_link': {
    ja: '配送状況: {url}',
    hant: '配送狀態：{url}',
    vi: 'Tình trạng giao hàng: {url}',
    'en-US': 'Track the parcel: {url}',
  },
  'mail.corrected_subject': {
    ja: '【Omoide】【訂正】発送のお知らせ（{code}）',
    hant: '【Omoide】【更正】出貨通知（{code}）',
    vi: '[Omoide] [Đính chính] Thông báo gửi hàng ({code})',
    'en-US': '[Omoide] [Correction] Your prints were shipped ({code})',
  },
  'mail.corrected_note': {
    ja: '先にお送りした発送のお知らせの配送情報に誤りがありました。正しい配送業者と追跡番号は以下のとおりです。お手数をおかけし申し訳ございません。',
    hant: '先前寄送的出貨通知中的配送資訊有誤，正確的物流業者與追蹤號碼如下。造成不便，敬請見諒。',
    vi: 'Thông tin vận chuyển trong thông báo gửi hàng trước đó bị sai. Đơn vị vận chuyển và mã vận đơn đúng như sau. Xin lỗi vì sự bất tiện.',
    'en-US':
      'The shipping details in our earlier mail were wrong. The correct carrier and tracking number are below. We apologise for the confusion.',
  },
  'mail.bulk': {
    ja: 'プリントは学校・園へまとめてお届けします。',
    hant: '沖印將統一送至學校／園所。',
    vi: 'Ảnh in được giao chung đến trường.',
    'en-US': 'The prints are delivered together to the school.',
  },
});

/** Carrier names as buyers read them, per language. */
export const carrierNames = defineMessages({
  yamato: { ja: 'ヤマト運輸', hant: '大和運輸（日本）', vi: 'Yamato Transport', 'en-US': 'Yamato Transport' },
  sagawa: { ja: '佐川急便', hant: '佐川急便（日本）', vi: 'Sagawa Express', 'en-US': 'Sagawa Express' },
  japan_post: { ja: '日本郵便', hant: '日本郵便', vi: 'Bưu điện Nhật Bản', 'en-US': 'Japan Post' },
  chunghwa_post: { ja: '中華郵政', hant: '中華郵政', vi: 'Bưu chính Chunghwa', 'en-US': 'Chunghwa Post' },
  tcat: { ja: '黑貓宅急便', hant: '黑貓宅急便', vi: 'T-Cat', 'en-US': 'T-Cat' },
  hct: { ja: '新竹物流', hant: '新竹物流', vi: 'HCT Logistics', 'en-US': 'HCT Logistics' },
  other: {
    ja: 'その他の配送業者',
    hant: '其他物流業者',
    vi: 'Đơn vị vận chuyển khác',
    'en-US': 'Other carrier',
  },
});

/** Each carrier's tracking-number form as the studio explains it (tracking-numbers.ts checks it). */
export const trackingFormats = defineMessages({
  yamato: { ja: '12桁の数字', hant: '12 位數字', vi: '12 chữ số', 'en-US': '12 digits' },
  sagawa: { ja: '12桁の数字', hant: '12 位數字', vi: '12 chữ số', 'en-US': '12 digits' },
  japan_post: {
    ja: '11〜13桁の数字、または国際郵便の「英字2文字＋数字9桁＋JP」',
    hant: '11 至 13 位數字，或國際郵件的「2 個英文字母＋9 位數字＋JP」',
    vi: '11–13 chữ số, hoặc mã quốc tế "2 chữ cái + 9 chữ số + JP"',
    'en-US': '11 to 13 digits, or international: 2 letters + 9 digits + JP',
  },
  chunghwa_post: {
    ja: '14桁または20桁の数字、または国際郵便の「英字2文字＋数字9桁＋TW」',
    hant: '14 或 20 位數字，或國際郵件的「2 個英文字母＋9 位數字＋TW」',
    vi: '14 hoặc 20 chữ số, hoặc mã quốc tế "2 chữ cái + 9 chữ số + TW"',
    'en-US': '14 or 20 digits, or international: 2 letters + 9 digits + TW',
  },
  tcat: { ja: '12桁の数字', hant: '12 位數字', vi: '12 chữ số', 'en-US': '12 digits' },
  hct: { ja: '10桁の数字', hant: '10 位數字', vi: '10 chữ số', 'en-US': '10 digits' },
  other: {
    ja: '英数字4〜40文字',
    hant: '4 至 40 個英數字',
    vi: '4–40 chữ cái hoặc chữ số',
    'en-US': '4 to 40 letters or digits',
  },
});
