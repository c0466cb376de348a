import { AppError } from '../../platform/errors';
import { defineMessages } from '../../platform/i18n/messages';

export const childMessages = defineMessages({
  'child.not_found': {
    ja: 'お子さまの情報が見つかりません。',
    hant: '找不到孩子的資料。',
    vi: 'Không tìm thấy thông tin của trẻ.',
    'en-US': 'The child was not found.',
  },
  'child.owner_only': {
    ja: 'このお子さまの情報は、共有した保護者さまだけが変更できます。',
    hant: '只有分享此孩子資料的監護人可以變更。',
    vi: 'Chỉ người giám hộ đã chia sẻ trẻ này mới có thể thay đổi thông tin.',
    'en-US': 'Only the guardian who shared this child can change it.',
  },
  'child.too_many': {
    ja: '登録できるお子さまは{max}人までです。',
    hant: '最多可登錄 {max} 位孩子。',
    vi: 'Bạn có thể đăng ký tối đa {max} trẻ.',
    'en-US': 'You can register up to {max} children.',
  },
});

/** Another member's child and a missing one look the same: not found. */
export const childNotFound = () => new AppError(404, 'USER-CHILD-404', childMessages['child.not_found']);
