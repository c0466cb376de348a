import { defineMessages } from '../../platform/i18n/messages';

export const eventMessages = defineMessages({
  'event.not_found': {
    ja: 'イベントが見つからないか、公開期間外です。',
    hant: '找不到活動，或不在公開期間內。',
    vi: 'Không tìm thấy sự kiện hoặc sự kiện không trong thời gian công khai.',
    'en-US': 'The event was not found or is not open now.',
  },
});
