import { defineMessages } from '../../platform/i18n/messages';

export const authMessages = defineMessages({
  'login.failed': {
    ja: 'メールアドレスまたはパスワードが正しくありません。',
    hant: '電子郵件地址或密碼不正確。',
    vi: 'Email hoặc mật khẩu không đúng.',
    'en-US': 'The e-mail address or password is incorrect.',
  },
  'bridge.invalid': {
    ja: 'ログイン用のリンクが無効か、有効期限が切れています。アプリからもう一度開いてください。',
    hant: '登入連結無效或已過期，請從 App 重新開啟。',
    vi: 'Liên kết đăng nhập không hợp lệ hoặc đã hết hạn. Vui lòng mở lại từ ứng dụng.',
    'en-US': 'This sign-in link is invalid or has expired. Please open it again from the app.',
  },
  'refresh.invalid': {
    ja: 'ログインの有効期限が切れました。もう一度ログインしてください。',
    hant: '登入已逾時，請重新登入。',
    vi: 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.',
    'en-US': 'Your sign-in has expired. Please sign in again.',
  },
  'event_code.not_found': {
    ja: '公開中のイベントが見つかりません。イベントコードをご確認ください。',
    hant: '找不到公開中的活動，請確認活動代碼。',
    vi: 'Không tìm thấy sự kiện đang công khai. Vui lòng kiểm tra mã sự kiện.',
    'en-US': 'No public event was found. Please check the event code.',
  },
  'member.unknown': {
    ja: '該当する会員が見つかりません。',
    hant: '找不到該會員。',
    vi: 'Không tìm thấy thành viên.',
    'en-US': 'No such member.',
  },
  'operator.forbidden': {
    ja: 'この操作を行う権限がありません。',
    hant: '您沒有執行此操作的權限。',
    vi: 'Bạn không có quyền thực hiện thao tác này.',
    'en-US': 'You are not allowed to do this.',
  },
});
