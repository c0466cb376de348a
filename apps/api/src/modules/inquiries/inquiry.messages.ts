import type { InquiryCategory, LangText } from '@omoide/contract';
import { defineMessages } from '../../platform/i18n/messages';

export const inquiryCategoryLabels: Record<InquiryCategory, LangText> = {
  order: { ja: 'ご注文について', hant: '關於訂單', vi: 'Về đơn hàng', 'en-US': 'Orders' },
  payment: { ja: 'お支払いについて', hant: '關於付款', vi: 'Về thanh toán', 'en-US': 'Payment' },
  download: { ja: 'ダウンロードについて', hant: '關於下載', vi: 'Về tải ảnh', 'en-US': 'Downloads' },
  print: {
    ja: 'プリント・配送について',
    hant: '關於沖印與配送',
    vi: 'Về ảnh in và giao hàng',
    'en-US': 'Prints and delivery',
  },
  account: { ja: 'アカウントについて', hant: '關於帳號', vi: 'Về tài khoản', 'en-US': 'Account' },
  face: {
    ja: '顔認識・お子さま登録について',
    hant: '關於臉部辨識與孩子登錄',
    vi: 'Về nhận diện khuôn mặt và hồ sơ trẻ',
    'en-US': 'Face search and children',
  },
  other: { ja: 'その他', hant: '其他', vi: 'Khác', 'en-US': 'Other' },
};

export const inquiryMessages = defineMessages({
  'ack.subject': {
    ja: '【Omoide】お問い合わせを受け付けました（受付番号 {id}）',
    hant: '【Omoide】已收到您的詢問（受理編號 {id}）',
    vi: '[Omoide] Chúng tôi đã nhận được yêu cầu của bạn (mã số {id})',
    'en-US': '[Omoide] We received your inquiry (reference {id})',
  },
  'ack.body': {
    ja: 'Omoide へのお問い合わせありがとうございます。お問い合わせを受け付けました。\n担当者より、通常2営業日以内にご連絡いたします。\n\n受付番号: {id}\n種別: {category}\n\nお心当たりのない場合は、このメールを破棄してください。\n※このメールは送信専用アドレスから送信しています。',
    hant: '感謝您聯絡 Omoide，我們已收到您的詢問。\n專人通常會在 2 個工作天內回覆您。\n\n受理編號：{id}\n類別：{category}\n\n若您並未提出詢問，請忽略本郵件。\n※本郵件由系統自動發送，請勿直接回覆。',
    vi: 'Cảm ơn bạn đã liên hệ với Omoide. Chúng tôi đã nhận được yêu cầu của bạn.\nNhân viên sẽ phản hồi trong vòng 2 ngày làm việc.\n\nMã số: {id}\nLoại: {category}\n\nNếu bạn không gửi yêu cầu này, vui lòng bỏ qua email này.\n* Đây là email tự động, vui lòng không trả lời.',
    'en-US':
      'Thank you for contacting Omoide. We received your inquiry.\nOur team usually replies within 2 business days.\n\nReference: {id}\nTopic: {category}\n\nIf you did not write to us, please ignore this message.\n* This message was sent from a no-reply address.',
  },
});
