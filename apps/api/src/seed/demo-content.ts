import type { LangText } from '@omoide/contract';

/** News and FAQ of the demo, in every language, so each locale has real content to show. */
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

type DemoFaq = { title: LangText; bodyHtml: LangText };

export const demoFaqCategories: { name: string; displayText: LangText; faqs: DemoFaq[] }[] = [
  {
    name: 'purchase',
    displayText: { ja: 'ご購入について', hant: '關於購買', vi: 'Về việc mua hàng', 'en-US': 'Buying photos' },
    faqs: [
      {
        title: {
          ja: '支払い方法は何がありますか？',
          hant: '有哪些付款方式？',
          vi: 'Có những phương thức thanh toán nào?',
          'en-US': 'Which payment methods can I use?',
        },
        bodyHtml: {
          ja: '<p>クレジットカード、コンビニ払い、各種スマホ決済をご利用いただけます。</p>',
          hant: '<p>可使用信用卡、超商付款及各種行動支付。</p>',
          vi: '<p>Bạn có thể dùng thẻ tín dụng, thanh toán tại cửa hàng tiện lợi và ví điện tử.</p>',
          'en-US': '<p>Credit cards, convenience-store payment and mobile wallets.</p>',
        },
      },
      {
        title: {
          ja: '販売期間を過ぎても購入できますか？',
          hant: '販售期間結束後還能購買嗎？',
          vi: 'Tôi có thể mua sau khi hết thời gian bán không?',
          'en-US': 'Can I buy after the sales period?',
        },
        bodyHtml: {
          ja: '<p>期間外手数料をお支払いいただくことで、一定期間ご購入いただけます。</p>',
          hant: '<p>支付期間外手續費後，仍可於一定期間內購買。</p>',
          vi: '<p>Bạn vẫn có thể mua trong một thời gian nhất định khi trả thêm phí ngoài thời hạn.</p>',
          'en-US': '<p>Yes, for a while, with an out-of-period fee.</p>',
        },
      },
    ],
  },
  {
    name: 'account',
    displayText: {
      ja: 'アカウント・お子さま登録',
      hant: '帳號與孩子登錄',
      vi: 'Tài khoản và hồ sơ trẻ',
      'en-US': 'Account and children',
    },
    faqs: [
      {
        title: {
          ja: '顔写真はどのように使われますか？',
          hant: '臉部照片會如何使用？',
          vi: 'Ảnh khuôn mặt được sử dụng như thế nào?',
          'en-US': 'How are face images used?',
        },
        bodyHtml: {
          ja: '<p>お子さまが写っている写真を探すためだけに使用し、いつでも削除できます。</p>',
          hant: '<p>僅用於尋找孩子入鏡的照片，您可隨時刪除。</p>',
          vi: '<p>Chỉ dùng để tìm ảnh có con bạn, và bạn có thể xóa bất cứ lúc nào.</p>',
          'en-US': '<p>Only to find the photos your child appears in; you can delete them at any time.</p>',
        },
      },
      {
        title: {
          ja: 'ゲストでも購入できますか？',
          hant: '訪客也能購買嗎？',
          vi: 'Khách không có tài khoản có thể mua không?',
          'en-US': 'Can I buy as a guest?',
        },
        bodyHtml: {
          ja: '<p>はい。メールアドレスの確認後、ゲストとしてご購入いただけます。</p>',
          hant: '<p>可以。確認電子郵件地址後即可以訪客身分購買。</p>',
          vi: '<p>Có. Sau khi xác minh email, bạn có thể mua với tư cách khách.</p>',
          'en-US': '<p>Yes. After confirming your e-mail address you can buy as a guest.</p>',
        },
      },
    ],
  },
];
