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
});
