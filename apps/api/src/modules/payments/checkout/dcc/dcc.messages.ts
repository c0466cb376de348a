import { defineMessages } from '../../../../platform/i18n/messages';

/** Messages of the DCC cards (docs/decisions/013). */
export const dccMessages = defineMessages({
  'quote.expired': {
    ja: 'ご案内した為替レートの有効期限が切れました。お支払いは行われていません。新しいレートをご確認のうえ、もう一度お選びください。',
    hant: '所提供的匯率已過期，款項並未扣除。請確認新的匯率後重新選擇。',
    vi: 'Tỷ giá đã báo đã hết hiệu lực. Bạn chưa bị trừ tiền. Vui lòng xem tỷ giá mới và chọn lại.',
    'en-US':
      'The exchange rate we offered has expired. You have not been charged. Please check the new rate and choose again.',
  },
  'quote.mismatch': {
    ja: 'ご案内した為替レートは現在のご注文金額のものではありません。お支払いは行われていません。新しいレートをご確認のうえ、もう一度お選びください。',
    hant: '所提供的匯率與目前的訂單金額不符，款項並未扣除。請確認新的匯率後重新選擇。',
    vi: 'Tỷ giá đã báo không khớp với số tiền đơn hàng hiện tại. Bạn chưa bị trừ tiền. Vui lòng xem tỷ giá mới và chọn lại.',
    'en-US':
      'The exchange rate we offered is not for the current order total. You have not been charged. Please check the new rate and choose again.',
  },
  'card.unusable': {
    ja: 'カード情報の有効期限が切れました。カード情報をもう一度入力してください。',
    hant: '卡片資訊已失效，請重新輸入卡片資訊。',
    vi: 'Thông tin thẻ đã hết hiệu lực. Vui lòng nhập lại thông tin thẻ.',
    'en-US': 'The card details are no longer valid. Please enter the card again.',
  },
  not_offered: {
    ja: 'このイベントでは外貨でのお支払い（DCC）はご利用いただけません。',
    hant: '此活動不提供以外幣付款（DCC）。',
    vi: 'Sự kiện này không hỗ trợ thanh toán bằng ngoại tệ (DCC).',
    'en-US': 'Paying in your card’s currency (DCC) is not available for this event.',
  },
});
