import { defineMessages } from '../../platform/i18n/messages';

export const memberPasswordMessages = defineMessages({
  'change.wrong_current': {
    ja: '現在のパスワードが正しくありません。',
    hant: '目前的密碼不正確。',
    vi: 'Mật khẩu hiện tại không đúng.',
    'en-US': 'The current password is incorrect.',
  },
  'change.same': {
    ja: '新しいパスワードには、現在と違うものを指定してください。',
    hant: '新密碼必須與目前的密碼不同。',
    vi: 'Mật khẩu mới phải khác mật khẩu hiện tại.',
    'en-US': 'The new password must differ from the current one.',
  },
  'change.no_password': {
    ja: 'このアカウントにはパスワードがありません。ログイン画面の「パスワードをお忘れの方」から設定してください。',
    hant: '此帳號尚未設定密碼。請從登入畫面的「忘記密碼」設定。',
    vi: 'Tài khoản này chưa có mật khẩu. Vui lòng đặt mật khẩu qua "Quên mật khẩu" ở màn hình đăng nhập.',
    'en-US': 'This account has no password yet. Set one with "Forgot your password?" on the sign-in page.',
  },
  'reset.invalid': {
    ja: 'パスワード再設定のリンクが無効か、有効期限が切れています。もう一度お手続きください。',
    hant: '重設密碼的連結無效或已過期，請重新申請。',
    vi: 'Liên kết đặt lại mật khẩu không hợp lệ hoặc đã hết hạn. Vui lòng yêu cầu lại.',
    'en-US': 'This password reset link is invalid or has expired. Please ask for a new one.',
  },
  'reset.mail_subject': {
    ja: '【Omoide】パスワード再設定のご案内',
    hant: '【Omoide】重設密碼說明',
    vi: '[Omoide] Hướng dẫn đặt lại mật khẩu',
    'en-US': '[Omoide] Resetting your password',
  },
  'reset.mail_body': {
    ja: 'Omoide のパスワード再設定のお申し込みを受け付けました。\n\n下のリンクを開いて、新しいパスワードを設定してください。\n\n{url}\n\nこのリンクは{minutes}分間、1回だけご利用いただけます。新しいリンクを申し込むと、このリンクは使えなくなります。\nお心当たりがない場合は、このメールを破棄してください。パスワードは変更されません。',
    hant: '我們已收到您重設 Omoide 密碼的申請。\n\n請開啟以下連結設定新密碼。\n\n{url}\n\n此連結可在 {minutes} 分鐘內使用一次。若再次申請，此連結將失效。\n若您未提出申請，請忽略此郵件，您的密碼不會變更。',
    vi: 'Chúng tôi đã nhận được yêu cầu đặt lại mật khẩu Omoide của bạn.\n\nVui lòng mở liên kết sau để đặt mật khẩu mới.\n\n{url}\n\nLiên kết chỉ dùng được một lần, trong {minutes} phút. Nếu bạn yêu cầu liên kết mới, liên kết này sẽ không còn dùng được.\nNếu bạn không yêu cầu, hãy bỏ qua email này. Mật khẩu của bạn sẽ không thay đổi.',
    'en-US':
      'We received a request to reset your Omoide password.\n\nOpen this link to choose a new password:\n\n{url}\n\nThe link works once, within {minutes} minutes. Asking for a new link ends this one.\nIf you did not ask, ignore this mail: your password stays as it is.',
  },
  'changed.mail_subject': {
    ja: '【Omoide】パスワードが変更されました',
    hant: '【Omoide】您的密碼已變更',
    vi: '[Omoide] Mật khẩu của bạn đã được thay đổi',
    'en-US': '[Omoide] Your password was changed',
  },
  'changed.mail_body': {
    ja: 'Omoide のパスワードが変更されました。ほかの端末はすべてログアウトしました。\n\nお心当たりがない場合は、すぐにログイン画面の「パスワードをお忘れの方」からパスワードを再設定し、お問い合わせください。',
    hant: '您的 Omoide 密碼已變更，其他裝置皆已登出。\n\n若非您本人操作，請立即從登入畫面的「忘記密碼」重設密碼，並與我們聯絡。',
    vi: 'Mật khẩu Omoide của bạn đã được thay đổi. Mọi thiết bị khác đã được đăng xuất.\n\nNếu không phải bạn, hãy đặt lại mật khẩu ngay qua "Quên mật khẩu" ở màn hình đăng nhập và liên hệ với chúng tôi.',
    'en-US':
      'Your Omoide password was changed. Every other device was signed out.\n\nIf this was not you, reset your password at once with "Forgot your password?" on the sign-in page, and contact us.',
  },
});
