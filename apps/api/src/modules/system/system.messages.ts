import { defineMessages } from '../../platform/i18n/messages';

export const systemMessages = defineMessages({
  'link.not_allowed': {
    ja: '{field} には、このサイト内のパス（/ で始まる）か、許可されたホスト（{hosts}）への https: のリンクを入力してください。',
    hant: '{field} 請輸入本網站內的路徑（以 / 開頭），或指向允許主機（{hosts}）的 https: 連結。',
    vi: '{field} phải là một đường dẫn trong trang này (bắt đầu bằng /) hoặc một liên kết https: đến máy chủ được phép ({hosts}).',
    'en-US':
      '{field} must be a path on this site (starting with /) or an https: link to an allowed host ({hosts}).',
  },
});
