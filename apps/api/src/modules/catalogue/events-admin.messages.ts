import { defineMessages } from '../../platform/i18n/messages';

/** Messages of the studio's catalogue: organisation settings and events (issue #15). */
export const eventAdminMessages = defineMessages({
  'event.not_found': {
    ja: 'イベントが見つかりません。',
    hant: '找不到活動。',
    vi: 'Không tìm thấy sự kiện.',
    'en-US': 'The event was not found.',
  },
  'organization.not_found': {
    ja: '団体が見つかりません。',
    hant: '找不到團體。',
    vi: 'Không tìm thấy tổ chức.',
    'en-US': 'The organisation was not found.',
  },
  'currency.locked': {
    ja: 'このイベントにはすでに注文があるため、通貨を変更できません。',
    hant: '此活動已有訂單，無法變更幣別。',
    vi: 'Sự kiện này đã có đơn hàng nên không thể đổi loại tiền tệ.',
    'en-US': 'This event already has orders, so its currency can no longer be changed.',
  },
  'window.order': {
    ja: '公開終了日時は公開開始日時より後にしてください。',
    hant: '公開結束時間必須晚於公開開始時間。',
    vi: 'Thời điểm kết thúc công khai phải sau thời điểm bắt đầu.',
    'en-US': 'The end of the publication window must be after its start.',
  },
  'publish.no_prices': {
    ja: '価格表がまだないため公開できません。先に価格を設定してください。',
    hant: '尚未設定價格表，無法公開。請先設定價格。',
    vi: 'Chưa có bảng giá nên chưa thể công khai. Vui lòng thiết lập giá trước.',
    'en-US': 'The event has no prices yet, so it cannot be published. Set its prices first.',
  },
  'code.exhausted': {
    ja: 'イベントコードを作成できませんでした。もう一度お試しください。',
    hant: '無法產生活動代碼，請再試一次。',
    vi: 'Không tạo được mã sự kiện. Vui lòng thử lại.',
    'en-US': 'No free event code could be made. Please try again.',
  },
  'preview.label': {
    ja: 'プレビュー（スタジオ）',
    hant: '預覽（工作室）',
    vi: 'Xem trước (studio)',
    'en-US': 'Preview (studio)',
  },
});
