import { defineMessages } from '../../platform/i18n/messages';

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
  'quote.charge_refused': {
    ja: 'お支払いの時点でご案内した為替レートをこのカードに使えなかったため（有効期限切れ、または別の通貨のカード）、お支払いは行われていません。新しいレートでもう一度ご注文ください（{code}）。',
    hant: '付款時所提供的匯率無法用於此卡片（已過期或卡片幣別不同），款項並未扣除。請以新的匯率重新下單（{code}）。',
    vi: 'Lúc thanh toán, tỷ giá đã báo không dùng được cho thẻ này (đã hết hiệu lực hoặc thẻ dùng đơn vị tiền khác) nên bạn chưa bị trừ tiền. Vui lòng đặt hàng lại với tỷ giá mới ({code}).',
    'en-US':
      'When the payment was made, the exchange rate we offered could not be used for this card (it had expired, or the card is billed in another currency), so you have not been charged. Please order again at a new rate ({code}).',
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
