import type { LangText } from '@omoide/contract';

/**
 * Server-side messages, in every language (DESIGN §5: errors in the language of
 * `x-language`). `{name}` placeholders are filled by `translate`. Modules add their own
 * catalogues with `defineMessages` so this file holds only the platform's.
 */
export function defineMessages<K extends string>(catalogue: Record<K, LangText>): Record<K, LangText> {
  return catalogue;
}

export const platformMessages = defineMessages({
  'validation.invalid': {
    ja: '入力内容に誤りがあります（{field}）。ご確認のうえ、もう一度お試しください。',
    hant: '輸入內容有誤（{field}），請確認後再試一次。',
    vi: 'Thông tin nhập không hợp lệ ({field}). Vui lòng kiểm tra và thử lại.',
    'en-US': 'Some of the information entered is invalid ({field}). Please check it and try again.',
  },
  'request.malformed': {
    ja: 'リクエストの形式が正しくありません。',
    hant: '請求格式不正確。',
    vi: 'Yêu cầu không đúng định dạng.',
    'en-US': 'The request is not in a valid format.',
  },
  'request.too_large': {
    ja: '送信されたデータが大きすぎます。',
    hant: '傳送的資料過大。',
    vi: 'Dữ liệu gửi lên quá lớn.',
    'en-US': 'The data sent is too large.',
  },
  'request.unsupported_media_type': {
    ja: 'この形式のデータには対応していません。',
    hant: '不支援此資料格式。',
    vi: 'Định dạng dữ liệu này không được hỗ trợ.',
    'en-US': 'This data format is not supported.',
  },
  'request.too_many': {
    ja: 'しばらく時間をおいてから、もう一度お試しください。',
    hant: '請稍候片刻再試一次。',
    vi: 'Vui lòng đợi một lúc rồi thử lại.',
    'en-US': 'Too many attempts. Please wait a while and try again.',
  },
  'request.bad_url': {
    ja: 'URL の形式が正しくありません。',
    hant: '網址格式不正確。',
    vi: 'Địa chỉ URL không đúng định dạng.',
    'en-US': 'The address (URL) is not in a valid format.',
  },
  'request.uri_too_long': {
    ja: 'URL が長すぎます。',
    hant: '網址過長。',
    vi: 'Địa chỉ URL quá dài.',
    'en-US': 'The address (URL) is too long.',
  },
  'request.header_too_large': {
    ja: 'リクエストのヘッダーまたは URL が大きすぎます。',
    hant: '請求的標頭或網址過大。',
    vi: 'Tiêu đề hoặc địa chỉ URL của yêu cầu quá lớn.',
    'en-US': 'The request headers or address are too large.',
  },
  'request.range_invalid': {
    ja: '指定された範囲は読み込めません。最初から読み込み直してください。',
    hant: '無法讀取指定的範圍，請從頭重新讀取。',
    vi: 'Không thể đọc phần được yêu cầu. Vui lòng tải lại từ đầu.',
    'en-US': 'The requested part cannot be read. Please load it again from the start.',
  },
  'validation.invalid_text': {
    ja: '使用できない文字が含まれています（{field}）。制御文字を取り除いて、もう一度お試しください。',
    hant: '含有無法使用的字元（{field}），請移除控制字元後再試一次。',
    vi: 'Có ký tự không được phép ({field}). Vui lòng xóa các ký tự điều khiển và thử lại.',
    'en-US':
      'The text contains characters that cannot be used ({field}). Please remove control characters and try again.',
  },
  'route.not_found': {
    ja: 'お探しのページまたはデータが見つかりません。',
    hant: '找不到您要的頁面或資料。',
    vi: 'Không tìm thấy trang hoặc dữ liệu bạn yêu cầu.',
    'en-US': 'The page or data you are looking for was not found.',
  },
  'auth.token_missing': {
    ja: 'ログインの有効期限が切れました。もう一度ログインしてください。',
    hant: '登入已逾時，請重新登入。',
    vi: 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.',
    'en-US': 'Your sign-in has expired. Please sign in again.',
  },
  'auth.wrong_kind': {
    ja: 'この操作を行う権限がありません。',
    hant: '您沒有執行此操作的權限。',
    vi: 'Bạn không có quyền thực hiện thao tác này.',
    'en-US': 'You are not allowed to do this.',
  },
  'auth.order_pass_only': {
    ja: 'このログインでは注文の確認のみができます。ほかの操作にはメールアドレスで認証してください。',
    hant: '此登入僅能查詢訂單。若要進行其他操作，請以電子郵件驗證。',
    vi: 'Phiên này chỉ dùng để xem đơn hàng. Để làm việc khác, vui lòng xác thực bằng email.',
    'en-US': 'This sign-in only shows an order. For anything else, please verify your e-mail address.',
  },
  'server.internal': {
    ja: 'サーバーでエラーが発生しました。時間をおいて再度お試しください。',
    hant: '伺服器發生錯誤，請稍後再試。',
    vi: 'Máy chủ đã gặp lỗi. Vui lòng thử lại sau.',
    'en-US': 'Internal Server Error. Please try again later.',
  },
  'server.unavailable': {
    ja: 'ただいまサービスを利用できません。時間をおいて再度お試しください。',
    hant: '目前無法使用服務，請稍後再試。',
    vi: 'Dịch vụ hiện không khả dụng. Vui lòng thử lại sau.',
    'en-US': 'The service is unavailable right now. Please try again later.',
  },
  'server.storage_full': {
    ja: 'サーバーの保存領域が不足しているため、保存できませんでした。これまでのデータは失われていません。時間をおいて再度お試しください。',
    hant: '伺服器儲存空間不足，無法儲存。先前的資料並未遺失，請稍後再試。',
    vi: 'Máy chủ đã hết dung lượng lưu trữ nên không thể lưu. Dữ liệu trước đó không bị mất. Vui lòng thử lại sau.',
    'en-US':
      'The server is out of storage space, so this could not be saved. Nothing saved before is lost. Please try again later.',
  },
});
