import { defineMessages } from '../../platform/i18n/messages';

export const downloadsMessages = defineMessages({
  'order.notFound': {
    ja: 'ご注文が見つかりません。お支払いが完了したご注文のみダウンロードできます。',
    hant: '找不到此訂單。僅已完成付款的訂單可以下載。',
    vi: 'Không tìm thấy đơn hàng. Chỉ đơn hàng đã thanh toán mới có thể tải xuống.',
    'en-US': 'The order was not found. Only paid orders can be downloaded.',
  },
  'event.notPurchased': {
    ja: 'このイベントで購入された写真はありません。',
    hant: '您在此活動中沒有購買的照片。',
    vi: 'Bạn chưa mua ảnh nào của sự kiện này.',
    'en-US': 'You have not bought any photos of this event.',
  },
  'item.notFound': {
    ja: 'ダウンロードできる写真・動画が見つかりません。',
    hant: '找不到可下載的照片或影片。',
    vi: 'Không tìm thấy ảnh hoặc video có thể tải xuống.',
    'en-US': 'No photo or movie to download was found.',
  },
  'download.none': {
    ja: 'このご注文にはダウンロード商品がありません（プリントは発送でお届けします）。',
    hant: '此訂單沒有下載商品（沖印商品將以寄送方式送達）。',
    vi: 'Đơn hàng này không có sản phẩm tải xuống (ảnh in sẽ được gửi đến bạn).',
    'en-US': 'This order has no downloads (prints are delivered by post).',
  },
  'download.expired': {
    ja: 'ダウンロード期限（{date}）を過ぎました。お困りの場合はお問い合わせフォームからご連絡ください。',
    hant: '已超過下載期限（{date}）。如需協助，請透過聯絡表單與我們聯繫。',
    vi: 'Đã quá hạn tải xuống ({date}). Nếu cần hỗ trợ, vui lòng liên hệ qua biểu mẫu liên hệ.',
    'en-US':
      'The download period ended on {date}. If you need help, please contact us through the contact form.',
  },
  'download.preparing': {
    ja: 'ダウンロードの準備中です。しばらくしてからもう一度お試しください。',
    hant: '正在準備下載，請稍後再試。',
    vi: 'Đang chuẩn bị tệp tải xuống. Vui lòng thử lại sau ít phút.',
    'en-US': 'The download is being prepared. Please try again in a moment.',
  },
  'link.expired': {
    ja: 'ダウンロードリンクの有効期限が切れました。購入履歴またはライブラリから新しいリンクを開いてください。',
    hant: '下載連結已過期，請從訂單紀錄或相簿重新開啟新的連結。',
    vi: 'Liên kết tải xuống đã hết hạn. Vui lòng mở liên kết mới từ lịch sử đơn hàng hoặc thư viện.',
    'en-US': 'This download link has expired. Please open a new one from your order history or library.',
  },
  'link.invalid': {
    ja: 'ダウンロードリンクが正しくありません。購入履歴またはライブラリから開き直してください。',
    hant: '下載連結不正確，請從訂單紀錄或相簿重新開啟。',
    vi: 'Liên kết tải xuống không hợp lệ. Vui lòng mở lại từ lịch sử đơn hàng hoặc thư viện.',
    'en-US': 'This download link is not valid. Please open it again from your order history or library.',
  },
  'range.invalid': {
    ja: '指定された範囲はダウンロードできません。最初からダウンロードし直してください。',
    hant: '無法下載指定的範圍，請重新從頭下載。',
    vi: 'Không thể tải phần được yêu cầu. Vui lòng tải lại từ đầu.',
    'en-US': 'The requested part cannot be downloaded. Please download again from the start.',
  },
});
