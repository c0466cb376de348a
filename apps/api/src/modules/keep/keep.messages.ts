import { defineMessages } from '../../platform/i18n/messages';

export const keepMessages = defineMessages({
  'photo.not_found': {
    ja: 'この写真は見つかりませんでした。イベントページからもう一度お選びください。',
    hant: '找不到這張照片，請從活動頁面重新選擇。',
    vi: 'Không tìm thấy ảnh này. Vui lòng chọn lại từ trang sự kiện.',
    'en-US': 'This photo could not be found. Please choose it again from the event page.',
  },
  'keep.full': {
    ja: 'キープできる写真は{max}枚までです。不要なキープを外してから、もう一度お試しください。',
    hant: '最多可收藏 {max} 張照片，請先取消不需要的收藏後再試一次。',
    vi: 'Bạn chỉ có thể lưu tối đa {max} ảnh. Vui lòng bỏ lưu những ảnh không cần rồi thử lại.',
    'en-US': 'You can keep up to {max} photos. Please remove keeps you no longer need and try again.',
  },
});
