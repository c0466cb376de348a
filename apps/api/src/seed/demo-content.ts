import type { LangText } from '@omoide/contract';

/** News of the demo, in every language, so each locale has real content to show. */
export const demoNews: { daysAgo: number; displayText: LangText; bodyHtml: LangText }[] = [
  {
    daysAgo: 1,
    displayText: {
      ja: '秋の運動会の写真を公開しました',
      hant: '秋季運動會照片已上架',
      vi: 'Ảnh ngày hội thể thao mùa thu đã được đăng',
      'en-US': 'Autumn sports day photos are now online',
    },
    bodyHtml: {
      ja: '<p>さくら幼稚園「2026 秋の運動会」の写真を公開しました。イベントコードを入力してご覧ください。</p>',
      hant: '<p>櫻花幼兒園「2026 秋季運動會」的照片已上架，請輸入活動代碼瀏覽。</p>',
      vi: '<p>Ảnh “Ngày hội thể thao mùa thu 2026” của trường mẫu giáo Sakura đã được đăng. Hãy nhập mã sự kiện để xem.</p>',
      'en-US':
        '<p>Photos of Sakura Kindergarten’s “2026 Autumn Sports Day” are online. Enter the event code to see them.</p>',
    },
  },
  {
    daysAgo: 7,
    displayText: {
      ja: '早期購入割引のお知らせ',
      hant: '早鳥購買優惠通知',
      vi: 'Thông báo giảm giá khi mua sớm',
      'en-US': 'Early purchase discount',
    },
    bodyHtml: {
      ja: '<p>販売開始から期間内にご購入いただくと、写真1枚ごとに割引が適用されます。</p>',
      hant: '<p>於開賣後的優惠期間內購買，每張照片皆可享折扣。</p>',
      vi: '<p>Mua trong thời gian ưu đãi kể từ khi mở bán, mỗi ảnh sẽ được giảm giá.</p>',
      'en-US': '<p>Buy within the early period after sales open and each photo is discounted.</p>',
    },
  },
  {
    daysAgo: 20,
    displayText: {
      ja: 'Omoide をご利用いただきありがとうございます',
      hant: '感謝您使用 Omoide',
      vi: 'Cảm ơn bạn đã sử dụng Omoide',
      'en-US': 'Thank you for using Omoide',
    },
    bodyHtml: {
      ja: '<p>お子さまの大切な思い出を、かんたんに探して購入できます。</p>',
      hant: '<p>輕鬆找到並購買孩子珍貴的回憶。</p>',
      vi: '<p>Dễ dàng tìm và mua những khoảnh khắc đáng nhớ của con bạn.</p>',
      'en-US': '<p>Find and buy your child’s precious memories with ease.</p>',
    },
  },
];
