import { defineMessages } from '../../platform/i18n/messages';

/** Refusals of the studio's photo management (issue #15 "Uploads"). */
export const photosStudioMessages = defineMessages({
  'event.not_found': {
    ja: 'イベントが見つかりません。',
    hant: '找不到活動。',
    vi: 'Không tìm thấy sự kiện.',
    'en-US': 'The event was not found.',
  },
  'item.ordered': {
    ja: 'この写真はすでに注文されているため削除できません。非公開にしたい場合は別のカテゴリへ移動してください。',
    hant: '這張照片已有人訂購，無法刪除。如需下架，請移至其他分類。',
    vi: 'Ảnh này đã được đặt mua nên không thể xóa. Nếu muốn ẩn, hãy chuyển ảnh sang danh mục khác.',
    'en-US': 'This photo has been ordered and cannot be deleted. Move it to another category instead.',
  },
  'item.not_failed': {
    ja: '再処理できるのは処理に失敗した写真だけです。',
    hant: '只有處理失敗的照片可以重新處理。',
    vi: 'Chỉ có thể xử lý lại ảnh bị lỗi xử lý.',
    'en-US': 'Only a photo whose processing failed can be processed again.',
  },
  'category.other_event': {
    ja: '同じイベントのサブカテゴリを選んでください。',
    hant: '請選擇同一活動的子分類。',
    vi: 'Vui lòng chọn danh mục con của cùng sự kiện.',
    'en-US': 'Choose a sub-category of the same event.',
  },
  'cover.not_ready': {
    ja: 'カバーにできるのは、このイベントの処理済みの写真だけです。',
    hant: '只有此活動中已處理完成的照片可以設為封面。',
    vi: 'Chỉ ảnh đã xử lý xong của sự kiện này mới có thể làm ảnh bìa.',
    'en-US': 'Only a processed photo of this event can be its cover.',
  },
});
