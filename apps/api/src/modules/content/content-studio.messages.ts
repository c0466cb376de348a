import { defineMessages } from '../../platform/i18n/messages';

/** Messages of the studio's content editor (issue #15 "Content and support"). */
export const studioContentMessages = defineMessages({
  'news.not_found': {
    ja: 'お知らせが見つかりません。',
    hant: '找不到此公告。',
    vi: 'Không tìm thấy tin tức.',
    'en-US': 'The news item was not found.',
  },
  'faq_category.not_found': {
    ja: 'FAQのカテゴリが見つかりません。',
    hant: '找不到此常見問題分類。',
    vi: 'Không tìm thấy danh mục câu hỏi thường gặp.',
    'en-US': 'The FAQ category was not found.',
  },
  'faq.not_found': {
    ja: 'FAQの項目が見つかりません。',
    hant: '找不到此常見問題。',
    vi: 'Không tìm thấy câu hỏi thường gặp.',
    'en-US': 'The FAQ entry was not found.',
  },
  'faq_category.name_taken': {
    ja: 'このアドレス名のカテゴリはすでにあります。別の名前にしてください。',
    hant: '已有使用此網址名稱的分類，請換一個名稱。',
    vi: 'Đã có danh mục dùng tên địa chỉ này. Vui lòng chọn tên khác.',
    'en-US': 'A category already uses this address name. Please choose another.',
  },
  'faq_category.name_fixed': {
    ja: 'カテゴリのアドレス名は変更できません（購入者のリンクが切れないように）。表示名は変更できます。',
    hant: '分類的網址名稱無法變更（以免購買者的連結失效），但可以變更顯示名稱。',
    vi: 'Không thể đổi tên địa chỉ của danh mục (để liên kết của người mua không bị hỏng). Bạn có thể đổi tên hiển thị.',
    'en-US': 'A category’s address name cannot change (buyers’ links would break). Its label can.',
  },
  'faq_category.not_empty': {
    ja: 'このカテゴリにはまだ項目があります。先に項目を削除するか、別のカテゴリに移してください。',
    hant: '此分類中仍有項目。請先刪除項目，或將其移到其他分類。',
    vi: 'Danh mục này vẫn còn câu hỏi. Vui lòng xóa hoặc chuyển chúng sang danh mục khác trước.',
    'en-US': 'This category still holds entries. Delete them or move them to another category first.',
  },
  'faq_order.mismatch': {
    ja: '並び順が現在のFAQと一致しません。ページを再読み込みしてからやり直してください。',
    hant: '排列順序與目前的常見問題不一致。請重新整理頁面後再試一次。',
    vi: 'Thứ tự không khớp với câu hỏi thường gặp hiện tại. Vui lòng tải lại trang rồi thử lại.',
    'en-US': 'The order does not match the current FAQ. Please reload the page and try again.',
  },
});
