import { defineMessages } from '../../platform/i18n/messages';

export const photoAlertMessages = defineMessages({
  'alert.face_required': {
    ja: '新しい写真のお知らせには、お子さまのお顔の画像の登録が必要です。先にお顔の画像を登録してください。',
    hant: '要接收新照片通知，需要先登錄孩子的臉部影像。請先登錄臉部影像。',
    vi: 'Để nhận thông báo ảnh mới, cần đăng ký ảnh khuôn mặt của trẻ. Vui lòng đăng ký ảnh khuôn mặt trước.',
    'en-US':
      'Alerts about new photos need a registered face image of the child. Please add a face image first.',
  },
  'alert.link_invalid': {
    ja: '配信停止のリンクが正しくないか、有効期限が切れています。ログインして、お子さまのページから停止してください。',
    hant: '取消通知的連結無效或已過期，請登入後在孩子的頁面中關閉通知。',
    vi: 'Liên kết hủy nhận thông báo không hợp lệ hoặc đã hết hạn. Vui lòng đăng nhập và tắt thông báo tại trang của trẻ.',
    'en-US':
      'The unsubscribe link is not valid or has expired. Please sign in and turn the alerts off on the child’s page.',
  },
  'alert.mail_subject': {
    ja: '{child}さんの新しい写真が{count}枚見つかりました（{event}）',
    hant: '找到 {count} 張 {child} 的新照片（{event}）',
    vi: 'Đã tìm thấy {count} ảnh mới của {child} ({event})',
    'en-US': 'New photos of {child} found: {count} ({event})',
  },
  'alert.mail_body': {
    ja: '{member}さま\n\nOmoide で、イベント「{event}」の写真の中から{child}さんが写っている新しい写真が{count}枚見つかりました。\n\n写真を見る：\n{url}\n\n登録されたお顔の画像による自動の検索のため、別の方の写真が含まれることがあります。写真の販売期間が終わると購入できなくなりますので、お早めにご覧ください。\n\nこのお知らせは、{child}さんの新しい写真のお知らせを希望された方にお送りしています。配信を停止するには、次のリンクを開いてください（ログインは不要です）：\n{unsubscribe}',
    hant: '{member} 您好：\n\nOmoide 在活動「{event}」的照片中，找到了 {count} 張有 {child} 的新照片。\n\n查看照片：\n{url}\n\n此搜尋是依據已登錄的臉部影像自動進行，結果中可能包含其他人的照片。照片販售期間結束後將無法購買，請儘早查看。\n\n此通知寄給希望收到 {child} 新照片通知的使用者。如要停止接收，請開啟以下連結（不需要登入）：\n{unsubscribe}',
    vi: 'Xin chào {member},\n\nOmoide đã tìm thấy {count} ảnh mới có {child} trong ảnh của sự kiện "{event}".\n\nXem ảnh:\n{url}\n\nViệc tìm kiếm được thực hiện tự động dựa trên ảnh khuôn mặt đã đăng ký nên có thể có ảnh của người khác. Sau khi hết thời gian bán sẽ không thể mua ảnh, vì vậy hãy xem sớm nhé.\n\nThông báo này được gửi vì bạn đã đăng ký nhận tin khi có ảnh mới của {child}. Để ngừng nhận, hãy mở liên kết sau (không cần đăng nhập):\n{unsubscribe}',
    'en-US':
      'Dear {member},\n\nOmoide found new photos in which {child} appears at the event "{event}" (photos: {count}).\n\nSee the photos:\n{url}\n\nThe search runs automatically on the registered face images, so photos of someone else may be among them. Photos can no longer be bought once the sale ends, so have a look soon.\n\nYou receive this because you asked to be told about new photos of {child}. To stop these e-mails, open this link (no sign-in needed):\n{unsubscribe}',
  },
});
