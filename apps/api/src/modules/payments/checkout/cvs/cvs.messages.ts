import { defineMessages } from '../../../../platform/i18n/messages';

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
});
