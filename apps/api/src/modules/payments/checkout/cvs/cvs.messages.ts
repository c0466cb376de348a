import { defineMessages } from '../../platform/i18n/messages';

/** Messages of convenience-store payments (docs/decisions/012). */
export const cvsMessages = defineMessages({
  'cvs.network_invalid': {
    ja: 'お支払いに使うコンビニを選択してください。',
    hant: '請選擇付款的便利商店。',
    vi: 'Vui lòng chọn cửa hàng tiện lợi để thanh toán.',
    'en-US': 'Please choose the convenience store to pay at.',
  },
  'cvs.tw_minimum': {
    ja: 'コンビニ決済は {min} 台湾ドル以上のご注文でご利用いただけます。別のお支払い方法をお選びください。',
    hant: '超商代碼繳費需訂單金額達新台幣 {min} 元以上，請選擇其他付款方式。',
    vi: 'Thanh toán tại cửa hàng tiện lợi chỉ dùng được cho đơn từ {min} TWD trở lên. Vui lòng chọn phương thức khác.',
    'en-US':
      'Convenience-store payment needs an order of at least {min} TWD. Please choose another way to pay.',
  },
  'cvs.expired': {
    ja: 'お支払い期限までにコンビニでのお支払いがなかったため、このご注文は期限切れになりました。料金は発生していません（{code}）。',
    hant: '由於未在繳費期限前於超商完成付款，此訂單已逾期，並未產生任何費用（{code}）。',
    vi: 'Đơn hàng đã hết hạn vì chưa được thanh toán tại cửa hàng trước hạn. Bạn không bị tính phí ({code}).',
    'en-US':
      'The order expired: it was not paid at the store before the deadline. Nothing was charged ({code}).',
  },
  'notify.invalid': {
    ja: '通知の署名または内容が正しくありません。',
    hant: '通知的簽章或內容不正確。',
    vi: 'Chữ ký hoặc nội dung thông báo không hợp lệ.',
    'en-US': 'The notification’s signature or content is not valid.',
  },
  'notify.unavailable': {
    ja: 'コンビニ決済の通知を受け付けられません。',
    hant: '目前無法接收超商付款通知。',
    vi: 'Hiện không thể nhận thông báo thanh toán tại cửa hàng.',
    'en-US': 'Convenience-store notifications cannot be taken now.',
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
});
