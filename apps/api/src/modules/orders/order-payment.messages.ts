import { defineMessages } from '../../platform/i18n/messages';

/**
 * What an order's answer and mails say about how its payment ended or must be made: a store
 * slip's mail (docs/decisions/012), a slip that expired, a DCC rate the provider no longer
 * held (docs/decisions/013). The order keeps these; payments only sets the failure codes.
 */
export const orderPaymentMessages = defineMessages({
  'cvs.expired': {
    ja: 'お支払い期限までにコンビニでのお支払いがなかったため、このご注文は期限切れになりました。料金は発生していません（{code}）。',
    hant: '由於未在繳費期限前於超商完成付款，此訂單已逾期，並未產生任何費用（{code}）。',
    vi: 'Đơn hàng đã hết hạn vì chưa được thanh toán tại cửa hàng trước hạn. Bạn không bị tính phí ({code}).',
    'en-US':
      'The order expired: it was not paid at the store before the deadline. Nothing was charged ({code}).',
  },
  'mail.slip_subject': {
    ja: '【Omoide】コンビニでのお支払いのご案内（注文番号 {code}）',
    hant: '【Omoide】超商繳費說明（訂單編號 {code}）',
    vi: '[Omoide] Hướng dẫn thanh toán tại cửa hàng tiện lợi (mã đơn {code})',
    'en-US': '[Omoide] How to pay at the convenience store ({code})',
  },
  'mail.slip_body': {
    ja: 'Omoide をご利用いただきありがとうございます。以下の内容でご注文を承りました。お支払い期限までにコンビニでお支払いください。期限を過ぎるとご注文は無効になります。\n\n注文番号: {code}\nイベント: {event}\n\n{lines}\n\nお支払い金額: {total}\n\n{slip}\n\n{access}',
    hant: '感謝您使用 Omoide，我們已收到以下訂單。請於繳費期限前至超商付款，逾期訂單將失效。\n\n訂單編號：{code}\n活動：{event}\n\n{lines}\n\n應付金額：{total}\n\n{slip}\n\n{access}',
    vi: 'Cảm ơn bạn đã sử dụng Omoide. Chúng tôi đã nhận đơn hàng sau. Vui lòng thanh toán tại cửa hàng tiện lợi trước hạn; quá hạn đơn hàng sẽ bị hủy.\n\nMã đơn hàng: {code}\nSự kiện: {event}\n\n{lines}\n\nSố tiền cần thanh toán: {total}\n\n{slip}\n\n{access}',
    'en-US':
      'Thank you for using Omoide. We have received the following order. Please pay at the convenience store before the deadline; after it, the order lapses.\n\nOrder code: {code}\nEvent: {event}\n\n{lines}\n\nAmount to pay: {total}\n\n{slip}\n\n{access}',
  },
  'mail.slip': {
    ja: 'お支払い先: {store}\nお支払い番号: {number}{confirmation}\nお支払い期限: {deadline}\nお支払い方法: {how}',
    hant: '繳費超商：{store}\n繳費代碼：{number}{confirmation}\n繳費期限：{deadline}\n繳費方式：{how}',
    vi: 'Cửa hàng: {store}\nMã thanh toán: {number}{confirmation}\nHạn thanh toán: {deadline}\nCách thanh toán: {how}',
    'en-US': 'Store: {store}\nPayment number: {number}{confirmation}\nPay by: {deadline}\nHow to pay: {how}',
  },
  'mail.slip_confirmation': {
    ja: '\n確認番号: {number}',
    hant: '\n確認碼：{number}',
    vi: '\nMã xác nhận: {number}',
    'en-US': '\nConfirmation number: {number}',
  },
  'dcc.charge_refused': {
    ja: 'お支払いの時点でご案内した為替レートをこのカードに使えなかったため（有効期限切れ、または別の通貨のカード）、お支払いは行われていません。新しいレートでもう一度ご注文ください（{code}）。',
    hant: '付款時所提供的匯率無法用於此卡片（已過期或卡片幣別不同），款項並未扣除。請以新的匯率重新下單（{code}）。',
    vi: 'Lúc thanh toán, tỷ giá đã báo không dùng được cho thẻ này (đã hết hiệu lực hoặc thẻ dùng đơn vị tiền khác) nên bạn chưa bị trừ tiền. Vui lòng đặt hàng lại với tỷ giá mới ({code}).',
    'en-US':
      'When the payment was made, the exchange rate we offered could not be used for this card (it had expired, or the card is billed in another currency), so you have not been charged. Please order again at a new rate ({code}).',
  },
});
