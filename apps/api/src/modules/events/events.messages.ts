import { defineMessages } from '../../platform/i18n/messages';

export const eventMessages = defineMessages({
  'event.not_found': {
    ja: 'イベントが見つからないか、公開期間外です。',
    hant: '找不到活動，或不在公開期間內。',
    vi: 'Không tìm thấy sự kiện hoặc sự kiện không trong thời gian công khai.',
    'en-US': 'The event was not found or is not open now.',
  },
  'event.preview_only': {
    ja: 'これは公開前のプレビューです。プレビューでは購入できません。',
    hant: '這是公開前的預覽，預覽時無法購買。',
    vi: 'Đây là bản xem trước khi công khai. Không thể mua trong chế độ xem trước.',
    'en-US': 'This is a preview before publication: nothing can be bought in a preview.',
  },
});
