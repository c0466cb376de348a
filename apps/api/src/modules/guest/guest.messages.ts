import { defineMessages } from '../../platform/i18n/messages';

export const guestMessages = defineMessages({
  'check.wrong_code': {
    ja: '確認コードが正しくありません。メールに記載の6桁のコードを入力してください。',
    hant: '驗證碼不正確，請輸入郵件中的 6 位數驗證碼。',
    vi: 'Mã xác nhận không đúng. Vui lòng nhập mã 6 chữ số trong email.',
    'en-US': 'The confirmation code is incorrect. Please enter the 6-digit code from the e-mail.',
  },
  'check.expired': {
    ja: '確認コードの有効期限が切れたか、無効になりました。もう一度メールを送信してください。',
    hant: '驗證碼已過期或失效，請重新寄送郵件。',
    vi: 'Mã xác nhận đã hết hạn hoặc không còn hiệu lực. Vui lòng gửi lại email.',
    'en-US': 'The confirmation code has expired or is no longer valid. Please send the e-mail again.',
  },
  'mail.subject': {
    ja: '【Omoide】確認コード: {code}',
    hant: '【Omoide】驗證碼：{code}',
    vi: '[Omoide] Mã xác nhận: {code}',
    'en-US': '[Omoide] Your confirmation code: {code}',
  },
  'mail.body': {
    ja: 'Omoide をご利用いただきありがとうございます。\n\n確認コード: {code}\n\nこのコードの有効期限は{minutes}分です。画面に入力して、ゲストとしてお進みください。\nお心当たりのない場合は、このメールを破棄してください。',
    hant: '感謝您使用 Omoide。\n\n驗證碼：{code}\n\n此驗證碼將於 {minutes} 分鐘後失效，請於畫面輸入後以訪客身分繼續。\n若您未曾申請，請忽略本郵件。',
    vi: 'Cảm ơn bạn đã sử dụng Omoide.\n\nMã xác nhận: {code}\n\nMã có hiệu lực trong {minutes} phút. Hãy nhập mã trên màn hình để tiếp tục với tư cách khách.\nNếu bạn không yêu cầu, vui lòng bỏ qua email này.',
    'en-US':
      'Thank you for using Omoide.\n\nConfirmation code: {code}\n\nThe code is valid for {minutes} minutes. Enter it on the screen to continue as a guest.\nIf you did not ask for it, please ignore this e-mail.',
  },
  'cart_save.empty': {
    ja: 'カートが空のため保存できません。写真をカートに入れてからお試しください。',
    hant: '購物車是空的，無法儲存。請先將照片加入購物車。',
    vi: 'Giỏ hàng trống nên không thể lưu. Vui lòng thêm ảnh vào giỏ hàng trước.',
    'en-US': 'The cart is empty, so there is nothing to save. Please add photos first.',
  },
  'cart_save.invalid': {
    ja: 'このリンクは無効か、有効期限が切れています。お手数ですが、もう一度メールアドレスの確認からお進みください。',
    hant: '此連結無效或已過期，請重新進行電子郵件驗證。',
    vi: 'Liên kết này không hợp lệ hoặc đã hết hạn. Vui lòng xác thực lại địa chỉ email.',
    'en-US': 'This link is not valid or has expired. Please verify your e-mail address again.',
  },
  'cart_save.mail_subject': {
    ja: '【Omoide】保存したカートのご案内',
    hant: '【Omoide】您儲存的購物車',
    vi: '[Omoide] Giỏ hàng bạn đã lưu',
    'en-US': '[Omoide] Your saved cart',
  },
  'cart_save.mail_body': {
    ja: 'Omoide をご利用いただきありがとうございます。\n\nカートに{count}点の商品を保存しました。下のリンクから続きをご購入いただけます。\n\n{url}\n\nこのリンクは{days}日間、1回だけご利用いただけます（写真の販売期間が終わった商品はご購入いただけません）。その後は、メールアドレスの確認をもう一度行うと同じカートが表示されます。\nこのリンクでログインできますので、転送しないでください。',
    hant: '感謝您使用 Omoide。\n\n已為您儲存購物車中的 {count} 件商品。點選以下連結即可繼續購買。\n\n{url}\n\n此連結可在 {days} 天內使用一次（販售期間已結束的照片將無法購買）。之後，重新驗證電子郵件地址即可看到同一個購物車。\n此連結可用於登入，請勿轉寄。',
    vi: 'Cảm ơn bạn đã sử dụng Omoide.\n\nChúng tôi đã lưu {count} sản phẩm trong giỏ hàng của bạn. Bạn có thể tiếp tục mua qua liên kết sau.\n\n{url}\n\nLiên kết chỉ dùng được một lần, trong {days} ngày (không thể mua ảnh đã hết thời gian bán). Sau đó, hãy xác thực lại địa chỉ email để thấy cùng giỏ hàng.\nLiên kết này dùng để đăng nhập, vui lòng không chuyển tiếp.',
    'en-US':
      'Thank you for using Omoide.\n\nWe saved the {count} items in your cart. Continue your purchase from this link:\n\n{url}\n\nThe link works once, within {days} days (photos whose sale has ended can no longer be bought). After that, verify your e-mail address again to find the same cart.\nThe link signs you in, so please do not forward it.',
  },
});
